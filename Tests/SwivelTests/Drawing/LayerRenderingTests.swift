import Swivel
import Testing

/// Standalone layers and view sublayers, probed in pixels at scale 1.
@Suite struct LayerRenderingTests {
  private let red: UInt32 = 0xFFFF_0000
  private let blue: UInt32 = 0xFF00_00FF
  private let green: UInt32 = 0xFF00_FF00
  private let clear: UInt32 = 0

  private func layer(_ frame: CGRect, _ color: Color?) -> Layer {
    let layer = Layer()
    layer.frame = frame
    layer.backgroundColor = color
    return layer
  }

  @Test func aStandaloneLayerTreeRendersWithItsSublayersAtTheirFrames() throws {
    let root = layer(CGRect(x: 500, y: 500, width: 40, height: 40), .red)
    root.addSublayer(layer(CGRect(x: 10, y: 10, width: 10, height: 10), .blue))
    let bitmap = try root.renderImage(scale: 1)
    #expect(bitmap.width == 40 && bitmap.height == 40)
    #expect(bitmap[5, 5] == red && bitmap[15, 15] == blue && bitmap[25, 25] == red)
  }

  @Test func hiddenLayersAndZeroOpacityDrawNothing() throws {
    let root = layer(CGRect(x: 0, y: 0, width: 20, height: 20), nil)
    let hidden = layer(CGRect(x: 0, y: 0, width: 10, height: 10), .red)
    hidden.isHidden = true
    let faded = layer(CGRect(x: 10, y: 10, width: 10, height: 10), .red)
    faded.opacity = 0
    root.addSublayer(hidden)
    root.addSublayer(faded)
    let bitmap = try root.renderImage(scale: 1)
    #expect(bitmap[5, 5] == clear && bitmap[15, 15] == clear)
  }

  @Test func masksToBoundsClipsSublayers() throws {
    let root = layer(CGRect(x: 0, y: 0, width: 30, height: 30), nil)
    let box = layer(CGRect(x: 0, y: 0, width: 10, height: 10), nil)
    box.addSublayer(layer(CGRect(x: 5, y: 5, width: 20, height: 20), .blue))
    root.addSublayer(box)
    #expect(try root.renderImage(scale: 1)[15, 15] == blue)
    box.masksToBounds = true
    #expect(try root.renderImage(scale: 1)[15, 15] == clear)
  }

  @Test func anchorPointAndTransformPlaceTheLayer() throws {
    let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
    let bar = Layer()
    bar.bounds = CGRect(x: 0, y: 0, width: 20, height: 4)
    bar.anchorPoint = CGPoint(x: 0, y: 0.5)
    bar.position = CGPoint(x: 20, y: 20)
    bar.backgroundColor = .red
    bar.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))  // turns about its left end
    root.addSublayer(bar)
    let bitmap = try root.renderImage(scale: 1)
    #expect(bitmap[20, 30] == red && bitmap[30, 20] == clear)
  }

  @Test func higherZPositionDrawsInFront() throws {
    let root = layer(CGRect(x: 0, y: 0, width: 10, height: 10), nil)
    let back = layer(root.bounds, .red)
    back.zPosition = 1
    root.addSublayer(back)
    root.addSublayer(layer(root.bounds, .blue))
    #expect(try root.renderImage(scale: 1)[5, 5] == red)
  }

  @Test func contentsArePlacedByTheirGravity() throws {
    let image = Image(bitmap: Bitmap(width: 4, height: 4, fill: green))
    let root = layer(CGRect(x: 0, y: 0, width: 20, height: 20), .red)
    root.contents = image
    #expect(try root.renderImage(scale: 1)[18, 18] == green)  // resize: fills the bounds
    root.contentsGravity = .topLeft
    var bitmap = try root.renderImage(scale: 1)
    #expect(bitmap[1, 1] == green && bitmap[5, 5] == red)
    root.contentsGravity = .bottomRight
    root.contentsScale = 2  // 4 pixels at 2 per point: 2 points
    bitmap = try root.renderImage(scale: 1)
    #expect(bitmap[18, 18] == green && bitmap[16, 16] == red)
  }

  @Test func aSublayerAddedAfterASubviewDrawsAboveIt() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let subview = View(frame: root.bounds)
    subview.backgroundColor = .red
    let before = layer(CGRect(x: 0, y: 0, width: 10, height: 20), .blue)
    let after = layer(CGRect(x: 10, y: 0, width: 10, height: 20), .blue)
    root.layer.addSublayer(before)
    root.addSubview(subview)
    root.layer.addSublayer(after)
    let bitmap = try root.renderImage(scale: 1)
    #expect(bitmap[5, 10] == red)  // below the subview
    #expect(bitmap[15, 10] == blue)  // above it
  }

  @Test func aViewsLayerRendersItsView() throws {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.backgroundColor = .red
    #expect(try view.layer.renderImage(scale: 1)[5, 5] == red)
  }

  final class ShadeView: View {
    override class var layerClass: AnyClass { GradientLayer.self }
  }

  @Test func aViewWhoseLayerClassIsAGradientDrawsTheGradient() throws {
    let shade = ShadeView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    (shade.layer as? GradientLayer)?.colors = [.red, .blue]
    let reference = GradientView(frame: shade.frame)
    reference.colors = [.red, .blue]
    let bitmap = try shade.renderImage(scale: 1)
    #expect(bitmap == (try reference.renderImage(scale: 1)))
    #expect(bitmap[20, 0] != bitmap[20, 39])
  }

  @Test func aStandaloneGradientLayerDrawsAsAGradientView() throws {
    let gradient = GradientLayer()
    gradient.frame = CGRect(x: 0, y: 0, width: 50, height: 30)
    gradient.colors = [.red, .green, .blue]
    gradient.type = .radial
    gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 1)
    gradient.cornerRadius = 8
    let view = GradientView(frame: gradient.frame)
    view.colors = [.red, .green, .blue]
    view.type = .radial
    view.startPoint = gradient.startPoint
    view.endPoint = gradient.endPoint
    view.layer.cornerRadius = 8
    #expect(try gradient.renderImage(scale: 2) == view.renderImage(scale: 2))
  }

  @Test func shapeLayersFillBlackByDefaultAndStrokeWhenAsked() throws {
    let shape = ShapeLayer()
    shape.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    var square = Path()
    square.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
    shape.path = square
    var bitmap = try shape.renderImage(scale: 1)
    #expect(bitmap[10, 10] == 0xFF00_0000 && bitmap[2, 2] == clear)
    shape.fillColor = nil
    shape.strokeColor = .red
    shape.lineWidth = 4
    bitmap = try shape.renderImage(scale: 1)
    #expect(bitmap[10, 10] == clear && bitmap[5, 10] == red && bitmap[3, 10] == red)
  }

  @Test func shapeLayersAreNotClippedToTheirBounds() throws {
    let root = layer(CGRect(x: 0, y: 0, width: 30, height: 30), nil)
    let shape = ShapeLayer()
    shape.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    var square = Path()
    square.addRect(CGRect(x: 15, y: 15, width: 10, height: 10))
    shape.path = square
    shape.fillColor = .blue
    root.addSublayer(shape)
    #expect(try root.renderImage(scale: 1)[20, 20] == blue)
  }

  @Test func evenOddFillLeavesTheInnerSquareEmpty() throws {
    let shape = ShapeLayer()
    shape.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
    var path = Path()
    path.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
    path.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
    shape.path = path
    shape.fillColor = .red
    #expect(try shape.renderImage(scale: 1)[15, 15] == red)
    shape.fillRule = .evenOdd
    #expect(try shape.renderImage(scale: 1)[15, 15] == clear)
  }

  @Test func textLayersDrawWhiteTextFromTheTop() throws {
    let text = TextLayer()
    text.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    text.string = "HHHH"
    text.fontSize = 20
    let bitmap = try text.renderImage(scale: 1)
    let lit = (0..<100).filter { y in (0..<200).contains { bitmap[$0, y] == 0xFFFF_FFFF } }
    // one line at the top
    #expect(lit.first.map { $0 < 10 } == true && lit.last.map { $0 < 25 } == true)
  }

  @Test func textLayerAlignmentMovesTheLine() throws {
    let text = TextLayer()
    text.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
    text.string = "H"
    text.fontSize = 20
    text.foregroundColor = .red
    func columns() throws -> [Int] {
      let bitmap = try text.renderImage(scale: 1)
      return (0..<200).filter { x in (0..<40).contains { bitmap[x, $0] >> 24 > 0x80 } }
    }
    #expect(try columns().first.map { $0 < 10 } == true)
    text.alignmentMode = .right
    #expect(try columns().last.map { $0 > 190 } == true)
    text.alignmentMode = .center
    let centred = try columns()
    #expect(centred.first.map { $0 > 85 } == true && centred.last.map { $0 < 115 } == true)
  }

  @Test func wrappedTextLayersBreakLinesAtTheWidth() throws {
    let text = TextLayer()
    text.frame = CGRect(x: 0, y: 0, width: 60, height: 200)
    text.string = "one two three four"
    text.fontSize = 17
    text.isWrapped = true
    #expect((text.textLayout?.lines.count ?? 0) > 1)
    text.isWrapped = false
    #expect(text.textLayout?.lines.count == 1)
    text.truncationMode = .end
    #expect(text.textLayout?.lines.first?.text.hasSuffix("…") == true)
  }

  @Test func aNonFiniteLayerPropertyIsATypedError() {
    let root = layer(CGRect(x: 0, y: 0, width: 10, height: 10), .red)
    let child = layer(CGRect(x: 0, y: 0, width: 5, height: 5), .blue)
    child.position = CGPoint(x: CGFloat.nan, y: 0)
    root.addSublayer(child)
    #expect(throws: RenderError.self) { try root.renderImage(scale: 1) }
  }
}
