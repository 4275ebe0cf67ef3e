import SwivelLayout
import SwivelTestSupport
import SwivelViews
import SwivelWidgets
import Testing

/// The pin helpers' invariants over seeded random superviews and specifications (tests only;
/// the pin code is the layout helper's): two specifications fix an axis exactly, a third is
/// refused with a warning and changes nothing, and snapped frames land on the pixel grid.
@Suite struct PinPropertyTests {
  static let cases = 1_500

  private struct Scene {
    let window: Window
    let superview: View
    let box: View
  }

  private static func scene(_ g: inout SeededGenerator, scale: CGFloat = 1) -> Scene {
    let size = CGSize(width: g.coordinate(in: 50...1_000), height: g.coordinate(in: 50...1_000))
    let window = Window(frame: CGRect(origin: .zero, size: size), scale: scale)
    let superview = View(frame: CGRect(origin: .zero, size: size))
    superview.bounds.origin = CGPoint(x: g.coordinate(in: -50...50), y: g.coordinate(in: -50...50))
    window.addSubview(superview)
    let box = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    superview.addSubview(box)
    return Scene(window: window, superview: superview, box: box)
  }

  private static func near(_ x: CGFloat, _ y: CGFloat) -> Bool {
    abs(x - y) <= 1e-9 * max(1, abs(x), abs(y))
  }

  @Test func twoEdgesFixTheAxis() {
    var g = SeededGenerator(seed: 31)
    for index in 0..<Self.cases {
      let s = Self.scene(&g)
      let b = s.superview.bounds
      let left = g.coordinate(in: 0...(Double(b.width) / 2)),
        right = g.coordinate(in: 0...(Double(b.width) / 2))
      let top = g.coordinate(in: 0...(Double(b.height) / 2)),
        bottom = g.coordinate(in: 0...(Double(b.height) / 2))
      let warnings = collectingLayoutWarnings {
        s.box.pin.pixelSnapping(false).left(left).right(right).top(top).bottom(bottom)
      }
      let f = s.box.frame
      #expect(
        Self.near(f.minX, b.minX + left) && Self.near(f.maxX, b.maxX - right), "case \(index)")
      #expect(
        Self.near(f.minY, b.minY + top) && Self.near(f.maxY, b.maxY - bottom), "case \(index)")
      #expect(warnings.isEmpty, "case \(index): \(warnings.messages)")
    }
  }

  @Test func anEdgeAndASizeOrACenterAndASizeFixTheAxis() {
    var g = SeededGenerator(seed: 32)
    for index in 0..<Self.cases {
      let s = Self.scene(&g)
      let b = s.superview.bounds
      let width = g.coordinate(in: 0...300), height = g.coordinate(in: 0...300)
      let inset = g.coordinate(in: -20...100), offset = g.coordinate(in: -100...100)
      s.box.pin.pixelSnapping(false).right(inset).width(width).vCenter(offset).height(height)
      let f = s.box.frame
      #expect(Self.near(f.maxX, b.maxX - inset) && Self.near(f.width, width), "case \(index)")
      #expect(Self.near(f.midY, b.midY + offset) && Self.near(f.height, height), "case \(index)")
    }
  }

  @Test func aThirdSpecificationOnAnAxisChangesNothing() {
    var g = SeededGenerator(seed: 33)
    for index in 0..<Self.cases {
      let s = Self.scene(&g)
      let left = g.coordinate(in: 0...40), width = g.coordinate(in: 1...200)
      var before = CGRect.null
      let choice = g.index(3)
      let warnings = collectingLayoutWarnings {
        let chain = s.box.pin.pixelSnapping(false).left(left).width(width).top(0).height(10)
        chain.layout()
        before = s.box.frame
        switch choice {
        case 0: _ = chain.right(g.coordinate(in: 0...40))
        case 1: _ = chain.hCenter(g.coordinate(in: -40...40))
        default: _ = chain.width(width + 1)
        }
      }
      #expect(s.box.frame == before, "case \(index)")
      // Both edges and a width is PinLayout's justified case (left by default): accepted
      // silently. Any other third specification is refused with one warning.
      #expect(
        warnings.messages.count == (choice == 0 ? 0 : 1), "case \(index): \(warnings.messages)")
    }
  }

  @Test(arguments: [1, 2, 3] as [CGFloat])
  func snappedFramesLieOnThePixelGrid(scale: CGFloat) {
    var g = SeededGenerator(seed: 34 + UInt64(scale))
    for index in 0..<Self.cases / 3 {
      let s = Self.scene(&g, scale: scale)
      s.superview.bounds.origin = .zero
      s.box.pin.left(g.coordinate(in: 0...100)).width(g.coordinate(in: 0...200))
        .top(g.coordinate(in: 0...100)).height(g.coordinate(in: 0...200))
      let f = s.box.frame
      for edge in [f.minX, f.maxX, f.minY, f.maxY] {
        let pixels = edge * scale
        #expect(
          abs(pixels - pixels.rounded()) <= 1e-9, "case \(index): edge \(edge) at scale \(scale)")
      }
    }
  }
}
