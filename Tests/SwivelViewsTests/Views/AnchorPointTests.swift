import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// `layer.anchorPoint` as Core Animation relates it to `frame`, `center` (the layer's
/// `position`) and `transform`: frame = (−anchor × size, size) transformed, moved to position.
@Suite struct AnchorPointTests {
  /// A 10 × 80 view at (100, 100): its position is (105, 140).
  private func hand() -> View {
    View(frame: CGRect(x: 100, y: 100, width: 10, height: 80))
  }

  @Test func theDefaultIsTheCentre() {
    let view = hand()
    #expect(view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
    #expect(view.layer.position == CGPoint(x: 105, y: 140))
  }

  @Test func changingTheAnchorKeepsThePositionAndMovesTheFrame() {
    let view = hand()
    view.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
    #expect(view.center == CGPoint(x: 105, y: 140))
    // origin = position − anchor × size = (105 − 5, 140 − 80).
    #expect(view.frame == CGRect(x: 100, y: 60, width: 10, height: 80))
    view.layer.anchorPoint = CGPoint(x: 0, y: 0)
    #expect(view.frame == CGRect(x: 105, y: 140, width: 10, height: 80))
  }

  @Test func settingTheFramePlacesTheAnchor() {
    let view = hand()
    view.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
    view.frame = CGRect(x: 0, y: 0, width: 20, height: 40)
    // position = origin + anchor × size = (0 + 10, 0 + 40).
    #expect(view.center == CGPoint(x: 10, y: 40))
    #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 40))
  }

  @Test func theTransformTurnsAboutTheAnchor() {
    let view = hand()
    view.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    // The bounds about the anchor, (−5, −80, 10, 80), turned a quarter (x, y) → (−y, x):
    // (0, −5, 80, 10), moved to the position (105, 140).
    let frame = view.frame
    #expect(abs(frame.minX - 105) < 1e-9 && abs(frame.minY - 135) < 1e-9)
    #expect(abs(frame.width - 80) < 1e-9 && abs(frame.height - 10) < 1e-9)
    // The anchor itself, (5, 80) in bounds coordinates, stays at the position.
    let anchor = CGPoint(x: 5, y: 80).applying(view.transformToSuperview)
    #expect(abs(anchor.x - 105) < 1e-9 && abs(anchor.y - 140) < 1e-9)
  }

  @Test func hitTestingAndConversionFollowTheAnchor() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let box = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    root.addSubview(box)
    box.layer.anchorPoint = .zero
    box.center = CGPoint(x: 50, y: 50)
    // The box covers (50, 50)–(70, 70).
    #expect(root.hitTest(CGPoint(x: 55, y: 55)) === box)
    #expect(root.hitTest(CGPoint(x: 45, y: 45)) === root)
    #expect(box.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 50, y: 50))
  }

  @Test func theRenderedNodeIsPlacedByTheAnchor() throws {
    let box = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    box.layer.anchorPoint = CGPoint(x: 1, y: 1)
    box.center = CGPoint(x: 30, y: 40)
    let node = try #require(box.makeRenderNode())
    // Bounds (0, 0) lands at position − anchor × size = (10, 20).
    #expect(CGPoint.zero.applying(node.transform) == CGPoint(x: 10, y: 20))
  }
}
