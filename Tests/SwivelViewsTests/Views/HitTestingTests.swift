import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct HitTestingTests {
  private func scene() -> (Window, View, View, View) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let back = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let front = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    let inner = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    front.addSubview(inner)
    window.addSubview(back)
    window.addSubview(front)
    return (window, back, front, inner)
  }

  @Test func frontMostSubviewWins() {
    let (window, back, front, inner) = scene()
    #expect(window.hitTest(CGPoint(x: 60, y: 60)) === inner)
    #expect(window.hitTest(CGPoint(x: 100, y: 100)) === front)
    #expect(window.hitTest(CGPoint(x: 20, y: 20)) === back)
    #expect(window.hitTest(CGPoint(x: 190, y: 10)) === window)
  }

  @Test func maxEdgesAreOutside() {
    let (window, back, front, _) = scene()
    #expect(window.hitTest(CGPoint(x: 49.999, y: 20)) === back)
    #expect(window.hitTest(CGPoint(x: 150, y: 100)) === window)
    #expect(window.hitTest(CGPoint(x: 200, y: 10)) == nil)
    #expect(front.point(inside: CGPoint(x: 0, y: 0)))
    #expect(!front.point(inside: CGPoint(x: 100, y: 0)))
  }

  @Test func hiddenTransparentAndDisabledViewsAreSkippedWithTheirSubtrees() {
    let (window, back, front, inner) = scene()
    front.isHidden = true
    #expect(window.hitTest(CGPoint(x: 60, y: 60)) === back)
    front.isHidden = false
    front.alpha = 0.009
    #expect(window.hitTest(CGPoint(x: 60, y: 60)) === back)
    front.alpha = 0.01
    #expect(window.hitTest(CGPoint(x: 60, y: 60)) === inner)
    front.isUserInteractionEnabled = false
    #expect(window.hitTest(CGPoint(x: 60, y: 60)) === back)
  }

  @Test func subviewsOutsideTheirParentAreNotHitEvenWithoutClipping() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let parent = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let sticking = View(frame: CGRect(x: 40, y: 40, width: 100, height: 100))
    parent.addSubview(sticking)
    window.addSubview(parent)
    #expect(parent.clipsToBounds == false)
    #expect(window.hitTest(CGPoint(x: 45, y: 45)) === sticking)
    #expect(window.hitTest(CGPoint(x: 100, y: 100)) === window)
  }

  @Test func labelsFallThroughToTheirParent() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(label)
    #expect(label.isUserInteractionEnabled == false)
    #expect(window.hitTest(CGPoint(x: 50, y: 50)) === window)
  }

  @Test func hitTestingFollowsTransforms() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let rotated = View(frame: .zero)
    rotated.bounds = CGRect(x: 0, y: 0, width: 100, height: 20)
    rotated.center = CGPoint(x: 150, y: 150)
    rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
    window.addSubview(rotated)
    // Turned upright: 20 wide, 100 tall around (150,150).
    #expect(window.hitTest(CGPoint(x: 150, y: 105)) === rotated)
    #expect(window.hitTest(CGPoint(x: 195, y: 150)) === window)
  }
}
