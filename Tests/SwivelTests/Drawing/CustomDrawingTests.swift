import Swivel
import Testing

/// `UIView.draw(_:)`-style drawing, probed in pixels at scale 1.
@Suite struct CustomDrawingTests {
  /// Draws with UIKit's idioms: a filled rectangle, a stroked line, an oval, text and an image.
  final class Sketch: View {
    var drawCount = 0
    var seenContext: GraphicsContext?

    override func draw(_ rect: CGRect) {
      drawCount += 1
      seenContext = GraphicsContext.current
      Color.red.setFill()
      BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
      let line = BezierPath()
      line.move(to: CGPoint(x: 20, y: 5))
      line.addLine(to: CGPoint(x: 40, y: 5))
      line.lineWidth = 2
      Color.blue.setStroke()
      line.stroke()
      guard let context = GraphicsContext.current else { return }
      context.setFillColor(.green)
      context.fillEllipse(in: CGRect(x: 0, y: 20, width: 20, height: 20))
      context.drawText("W", at: CGPoint(x: 30, y: 20), font: .systemFont(ofSize: 20), color: .black)
      Image(bitmap: Bitmap(width: 4, height: 4, fill: 0xFF00_FFFF)).draw(
        in: CGRect(x: 50, y: 50, width: 8, height: 8))
      // Outside the bounds: clipped away.
      context.setFillColor(.black)
      context.fill(CGRect(x: 55, y: -10, width: 20, height: 5))
    }
  }

  private func render(_ view: View) throws -> Bitmap {
    let root = View(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    root.backgroundColor = .white
    root.addSubview(view)
    return try root.renderImage(scale: 1)
  }

  @Test func drawingLandsInTheViewsBoundsCoordinates() throws {
    let sketch = Sketch(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    let bitmap = try render(sketch)
    #expect(
      bitmap[0, 0] == 0xFFFF_0000 && bitmap[9, 9] == 0xFFFF_0000 && bitmap[10, 10] == 0xFFFF_FFFF)
    #expect(
      bitmap[30, 4] == 0xFF00_00FF && bitmap[30, 5] == 0xFF00_00FF && bitmap[30, 6] == 0xFFFF_FFFF)
    #expect(bitmap[10, 30] == 0xFF00_FF00 && bitmap[1, 21] == 0xFFFF_FFFF)  // centre in, corner out
    #expect(bitmap[54, 54] == 0xFF00_FFFF && bitmap[58, 58] == 0xFFFF_FFFF)
    // The glyph: some dark pixels in its box, none outside it.
    let glyphBox = (30..<52).flatMap { x in (20..<45).map { y in bitmap[x, y] } }
    #expect(glyphBox.contains { $0 & 0xFF < 0x40 })
    #expect(sketch.drawCount == 1 && sketch.seenContext?.bounds == sketch.bounds)
    #expect(GraphicsContext.current == nil)
  }

  @Test func drawingFollowsTheViewAndItsBoundsOrigin() throws {
    let sketch = Sketch(frame: CGRect(x: 20, y: 20, width: 30, height: 30))
    sketch.bounds.origin = CGPoint(x: 5, y: 5)
    let bitmap = try render(sketch)
    // Bounds point (5, 5) is the view's top-left at (20, 20): the red square's corner
    // (0…10) shows from 20 to 24.
    #expect(
      bitmap[20, 20] == 0xFFFF_0000 && bitmap[24, 24] == 0xFFFF_0000
        && bitmap[25, 25] == 0xFFFF_FFFF)
    #expect(bitmap[19, 19] == 0xFFFF_FFFF)  // clipped to the bounds
  }

  @Test func drawRunsOnEveryRenderSoSetNeedsDisplayHasNothingToDo() throws {
    let sketch = Sketch(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    sketch.setNeedsDisplay()
    _ = try render(sketch)
    _ = try render(sketch)
    #expect(sketch.drawCount == 2)
  }

  @Test func customDrawingIsTheSameBytesEveryRun() throws {
    let first = try render(Sketch(frame: CGRect(x: 0, y: 0, width: 60, height: 60)))
    #expect(try render(Sketch(frame: CGRect(x: 0, y: 0, width: 60, height: 60))) == first)
  }

  @Test func strokeStylesReachTheRenderer() throws {
    final class Dashed: View {
      override func draw(_ rect: CGRect) {
        let line = BezierPath()
        line.move(to: CGPoint(x: 0, y: 5))
        line.addLine(to: CGPoint(x: 40, y: 5))
        line.lineWidth = 4
        line.setLineDash([5, 5], phase: 0)
        Color.black.setStroke()
        line.stroke()
      }
    }
    let bitmap = try render(Dashed(frame: CGRect(x: 0, y: 0, width: 60, height: 60)))
    #expect(
      bitmap[2, 5] == 0xFF00_0000 && bitmap[7, 5] == 0xFFFF_FFFF && bitmap[12, 5] == 0xFF00_0000)
    #expect(bitmap[2, 3] == 0xFF00_0000 && bitmap[2, 6] == 0xFF00_0000)  // 4 wide: rows 3…6
    #expect(bitmap[2, 2] == 0xFFFF_FFFF && bitmap[2, 7] == 0xFFFF_FFFF)
  }

  @Test func arcsAndEvenOddFills() throws {
    final class Ring: View {
      override func draw(_ rect: CGRect) {
        let ring = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40))
        ring.append(
          BezierPath(
            arcCenter: CGPoint(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: 2 * .pi,
            clockwise: true))
        ring.usesEvenOddFillRule = true
        Color.red.setFill()
        ring.fill()
      }
    }
    let bitmap = try render(Ring(frame: CGRect(x: 0, y: 0, width: 60, height: 60)))
    #expect(bitmap[20, 20] == 0xFFFF_FFFF)  // the hole
    #expect(bitmap[20, 5] == 0xFFFF_0000 && bitmap[5, 20] == 0xFFFF_0000)
  }
}
