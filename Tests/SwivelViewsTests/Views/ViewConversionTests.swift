import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct ViewConversionTests {
  @Test func identityConversionAddsFrameOriginsAndSubtractsBoundsOrigins() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let parent = View(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
    parent.bounds.origin = CGPoint(x: 5, y: 5)
    let child = View(frame: CGRect(x: 30, y: 40, width: 50, height: 50))
    parent.addSubview(child)
    window.addSubview(parent)
    // p_window = p_child − child.bounds.origin + child.frame.origin − parent.bounds.origin + parent.frame.origin
    #expect(
      child.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 1 + 30 - 5 + 10, y: 2 + 40 - 5 + 20)
    )
    #expect(child.convert(CGPoint(x: 36, y: 57), from: nil) == CGPoint(x: 1, y: 2))
    #expect(child.convert(CGPoint(x: 0, y: 0), to: parent) == CGPoint(x: 30, y: 40))
  }

  @Test func conversionThroughAQuarterTurn() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let rotated = View(frame: .zero)
    rotated.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    rotated.center = CGPoint(x: 100, y: 100)
    rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
    window.addSubview(rotated)
    // Local top-left (0,0) is (−50,−25) from the anchor; rotated clockwise it becomes (25,−50).
    #expect(rotated.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 125, y: 50))
    #expect(rotated.convert(CGPoint(x: 100, y: 50), to: nil) == CGPoint(x: 75, y: 150))
    #expect(rotated.convert(CGPoint(x: 125, y: 50), from: nil) == CGPoint(x: 0, y: 0))
    #expect(
      rotated.convert(rotated.bounds, to: nil) == CGRect(x: 75, y: 50, width: 50, height: 100))
  }

  @Test func rectConversionIsTheBoundingBoxOfAllFourCorners() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let tilted = View(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    tilted.transform = CGAffineTransform(rotationAngle: .pi / 4)
    window.addSubview(tilted)
    let box = tilted.convert(tilted.bounds, to: nil)
    let half = 50 * 2.0.squareRoot()
    #expect(abs(box.minX - (150 - half)) < 1e-9)
    #expect(abs(box.width - 2 * half) < 1e-9)
  }

  @Test func conversionBetweenSiblingsGoesThroughTheCommonAncestor() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let a = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    let b = View(frame: CGRect(x: 100, y: 50, width: 50, height: 50))
    b.transform = CGAffineTransform(scaleX: 2, y: 2)
    window.addSubview(a)
    window.addSubview(b)
    // a's (0,0) is window (10,10); b's local origin maps to window (75,25) with scale 2.
    #expect(a.convert(CGPoint(x: 0, y: 0), to: b) == CGPoint(x: -32.5, y: -7.5))
    #expect(b.convert(CGPoint(x: -32.5, y: -7.5), to: a) == CGPoint(x: 0, y: 0))
  }
}
