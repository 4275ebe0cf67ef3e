import SwivelUIKit
import Testing

/// A view written as for iOS: its shape layers' paths are built with `let path =
/// CGMutablePath()` in `layoutSubviews`, and the render shows them where they were built.
@Suite struct ShapeLayerPathRenderTests {
  final class ProgressBadgeView: UIView {
    private let arrow = CAShapeLayer()
    private let ring = CAShapeLayer()

    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .white
      arrow.fillColor = UIColor.systemRed.cgColor
      ring.fillColor = nil
      ring.strokeColor = UIColor.systemBlue.cgColor
      ring.lineWidth = 4
      layer.addSublayer(arrow)
      layer.addSublayer(ring)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
      super.layoutSubviews()
      arrow.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
      let path = CGMutablePath()
      path.move(to: CGPoint(x: 0, y: 0))
      path.addLine(to: CGPoint(x: arrow.bounds.width, y: arrow.bounds.midY))
      path.addLine(to: CGPoint(x: 0, y: arrow.bounds.height))
      path.closeSubpath()
      arrow.path = path

      ring.frame = CGRect(x: bounds.midX, y: 0, width: bounds.width / 2, height: bounds.height)
      let circle = CGMutablePath()
      circle.addArc(
        center: CGPoint(x: ring.bounds.midX, y: ring.bounds.midY), radius: 16, startAngle: 0,
        endAngle: 2 * .pi, clockwise: false)
      ring.path = circle
    }
  }

  @Test func theShapeLayersDrawTheMutablePathsBuiltInLayout() throws {
    let badge = ProgressBadgeView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    badge.layoutIfNeeded()
    let bitmap = try badge.renderImage(scale: 1)
    // The arrow: a triangle from (0, 0) and (0, 40) to (40, 20), filled red.
    #expect(bitmap[5, 20] == 0xFFFF_3B30)
    #expect(bitmap[30, 20] == 0xFFFF_3B30)
    #expect(bitmap[30, 5] == 0xFFFF_FFFF)  // above the arrow's upper edge: the background
    // The ring: radius 16 round (60, 20), stroked 4 wide in blue, its inside not filled.
    #expect(bitmap[60, 4] == 0xFF00_7AFF)  // top of the ring, (60, 20 − 16)
    #expect(bitmap[76, 20] == 0xFF00_7AFF)  // right of the ring, (60 + 16, 20)
    #expect(bitmap[60, 20] == 0xFFFF_FFFF)  // the centre: white
  }
}
