import SwivelDemos
import SwivelSnapshotTesting
import Testing

/// Goldens of layer styling, gradients and custom drawing.
@Suite struct LayerDrawingSnapshotTests {
  /// A white card with continuous corners and a soft shadow, over iOS's grouped background.
  @Test func cardWithShadowAndContinuousCorners() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
    root.backgroundColor = Color(hex: "#F2F2F7")
    let card = View(frame: CGRect(x: 30, y: 30, width: 180, height: 100))
    card.backgroundColor = .white
    card.layer.cornerRadius = 20
    card.layer.cornerCurve = .continuous
    card.layer.shadowOpacity = 0.25
    card.layer.shadowRadius = 10
    card.layer.shadowOffset = CGSize(width: 0, height: 6)
    let title = Label(frame: CGRect(x: 20, y: 20, width: 140, height: 24))
    title.text = "Card"
    title.font = .boldSystemFont(ofSize: 20)
    card.addSubview(title)
    let tab = View(frame: CGRect(x: 20, y: 60, width: 60, height: 24))
    tab.backgroundColor = .systemBlue
    tab.layer.cornerRadius = 12
    tab.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
    card.addSubview(tab)
    root.addSubview(card)
    assertSnapshot(of: root, as: .image)
  }

  @Test func axialAndRadialGradients() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
    root.backgroundColor = .white
    let axial = GradientView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    axial.colors = [.systemBlue, .systemPurple, .systemPink]
    axial.startPoint = CGPoint(x: 0, y: 0)
    axial.endPoint = CGPoint(x: 1, y: 1)
    axial.layer.cornerRadius = 16
    axial.layer.cornerCurve = .continuous
    let radial = GradientView(frame: CGRect(x: 130, y: 10, width: 100, height: 100))
    radial.colors = [.white, .systemOrange, .systemRed]
    radial.locations = [0, 0.6, 1]
    radial.type = .radial
    radial.startPoint = CGPoint(x: 0.5, y: 0.5)
    radial.endPoint = CGPoint(x: 1, y: 1)
    radial.layer.cornerRadius = 50
    root.addSubview(axial)
    root.addSubview(radial)
    assertSnapshot(of: root, as: .image)
  }

  /// A control drawn in `draw(_:)` with UIKit's idioms: a rating of five stars.
  final class RatingView: View {
    var rating = 3

    override func draw(_ rect: CGRect) {
      let side = bounds.height
      for index in 0..<5 {
        let star = Self.star(
          in: CGRect(x: CGFloat(index) * (side + 4), y: 0, width: side, height: side))
        if index < rating {
          Color.systemYellow.setFill()
          star.fill()
        }
        Color.systemOrange.setStroke()
        star.lineWidth = 1.5
        star.lineJoinStyle = .round
        star.stroke()
      }
      let ring = BezierPath(
        arcCenter: CGPoint(x: bounds.maxX - side / 2, y: side / 2), radius: side / 2 - 2,
        startAngle: -.pi / 2, endAngle: .pi, clockwise: true)
      ring.lineWidth = 3
      ring.lineCapStyle = .round
      Color.systemGreen.setStroke()
      ring.stroke()
      GraphicsContext.current?.drawText(
        "\(rating)/5", in: CGRect(x: bounds.maxX - side, y: side / 2 - 8, width: side, height: 16),
        font: .systemFont(ofSize: 11), color: .darkGray, alignment: .center)
    }

    static func star(in rect: CGRect) -> BezierPath {
      let path = BezierPath()
      let center = CGPoint(x: rect.midX, y: rect.midY)
      for point in 0..<10 {
        let radius = point % 2 == 0 ? rect.width / 2 : rect.width / 5
        let angle = -CGFloat.pi / 2 + CGFloat(point) * .pi / 5
        let p = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        if point == 0 { path.move(to: p) } else { path.addLine(to: p) }
      }
      path.close()
      return path
    }
  }

  @Test func customDrawnControl() {
    let rating = RatingView(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    rating.backgroundColor = .white
    assertSnapshot(of: rating, as: .image)
  }
}

/// Goldens of standalone layers: a gradient, a shape, text and an image drawn among a view's
/// subviews in the order they were added.
@Suite struct StandaloneLayerSnapshotTests {
  /// Four stripes of a checkerboard, as an image for a layer's contents.
  private static func checkerboard() -> Image {
    var pixels: [UInt32] = []
    for y in 0..<8 {
      for x in 0..<8 { pixels.append((x + y) % 2 == 0 ? 0xFF1C_1C1E : 0xFFFF_D60A) }
    }
    return Image(bitmap: Bitmap(width: 8, height: 8, pixels: pixels))
  }

  /// A card: a gradient below a photo view, a dashed ring and a caption above it, a badge
  /// with a shadow and an image layer in the corner.
  @Test func layersAmongSubviews() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
    root.backgroundColor = .white
    let backdrop = GradientLayer()
    backdrop.frame = CGRect(x: 10, y: 10, width: 220, height: 140)
    backdrop.colors = [.systemTeal, .systemIndigo]
    backdrop.startPoint = CGPoint(x: 0, y: 0)
    backdrop.endPoint = CGPoint(x: 1, y: 1)
    backdrop.cornerRadius = 18
    backdrop.cornerCurve = .continuous
    root.layer.addSublayer(backdrop)  // before the subview: below it
    let photo = View(frame: CGRect(x: 30, y: 30, width: 80, height: 80))
    photo.backgroundColor = .systemOrange
    photo.layer.cornerRadius = 40
    root.addSubview(photo)
    let ring = ShapeLayer()  // after the subview: above it
    ring.frame = photo.frame.insetBy(dx: -6, dy: -6)
    ring.path = Path(ellipseIn: ring.bounds.insetBy(dx: 2, dy: 2))
    ring.fillColor = nil
    ring.strokeColor = .white
    ring.lineWidth = 3
    ring.lineDashPattern = [6, 4]
    ring.lineCap = .round
    root.layer.addSublayer(ring)
    let caption = TextLayer()
    caption.frame = CGRect(x: 124, y: 40, width: 96, height: 60)
    caption.string = "Layers over views"
    caption.fontSize = 17
    caption.isWrapped = true
    caption.alignmentMode = .center
    root.layer.addSublayer(caption)
    let badge = Layer()
    badge.bounds = CGRect(x: 0, y: 0, width: 28, height: 28)
    badge.position = CGPoint(x: 100, y: 40)
    badge.backgroundColor = .systemRed
    badge.cornerRadius = 14
    badge.borderWidth = 2
    badge.borderColor = .white
    badge.shadowOpacity = 0.4
    badge.shadowOffset = CGSize(width: 0, height: 2)
    badge.zPosition = 1
    root.layer.insertSublayer(badge, below: ring)  // in front anyway: zPosition 1
    let tile = Layer()
    tile.frame = CGRect(x: 190, y: 110, width: 32, height: 32)
    tile.contents = Self.checkerboard()
    tile.cornerRadius = 6
    tile.masksToBounds = true
    tile.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 12))
    root.layer.addSublayer(tile)
    assertSnapshot(of: root, as: .image)
  }
}
