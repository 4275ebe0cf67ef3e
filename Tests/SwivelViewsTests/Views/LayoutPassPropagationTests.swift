import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// The layout pass visits only the paths to views that need layout; these pin down that it
/// still finds every one of them, and that only real size changes ask for a pass.
@Suite struct LayoutPassPropagationTests {
  /// window → a → b → c, all counting, laid out once.
  private func makeChain() -> (window: Window, a: CountingView, b: CountingView, c: CountingView) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let a = CountingView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
    let b = CountingView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    let c = CountingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    window.addSubview(a)
    a.addSubview(b)
    b.addSubview(c)
    window.layoutIfNeeded()
    return (window, a, b, c)
  }

  @Test func layoutIfNeededReachesADirtyViewDeepUnderCleanAncestors() {
    let (window, a, b, c) = makeChain()
    #expect((a.passes, b.passes, c.passes) == (1, 1, 1))
    c.setNeedsLayout()
    window.layoutIfNeeded()
    #expect((a.passes, b.passes, c.passes) == (1, 1, 2))
    #expect(!c.needsLayout)
  }

  @Test func settingAnEqualFrameDeepInTheTreeLaysOutNothing() {
    let (window, a, b, c) = makeChain()
    c.frame = c.frame
    b.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
    c.center = CGPoint(x: 7, y: 9)
    #expect(!b.needsLayout && !c.needsLayout)
    window.layoutIfNeeded()
    #expect((a.passes, b.passes, c.passes) == (1, 1, 1))
  }

  @Test func aSizeChangeDeepInTheTreeLaysOutThatViewOnly() {
    let (window, a, b, c) = makeChain()
    c.frame = CGRect(x: 0, y: 0, width: 41, height: 40)
    #expect(c.needsLayout && !b.needsLayout && !a.needsLayout)
    window.layoutIfNeeded()
    #expect((a.passes, b.passes, c.passes) == (1, 1, 2))
    c.bounds.size.height = 12
    window.layoutIfNeeded()
    #expect((a.passes, b.passes, c.passes) == (1, 1, 3))
  }

  @Test func aSubviewDirtiedByAnEarlierSiblingIsLaidOutInTheSamePass() {
    final class Resizer: View {
      let target: View
      init(resizing target: View) {
        self.target = target
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      }
      required init?(coder: NSCoder) { nil }
      override func layoutSubviews() { target.bounds.size.width += 1 }
    }
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let second = CountingView(), grandchild = CountingView()
    let first = Resizer(resizing: grandchild)
    window.addSubview(first)
    window.addSubview(second)
    second.addSubview(grandchild)
    window.layoutIfNeeded()
    #expect(grandchild.passes == 1)
    first.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(grandchild.passes == 2)
    #expect(second.passes == 1)
  }

  @Test func aCleanViewWithADirtyDescendantIsLaidOutWhereverItIsMoved() {
    let (window, _, b, c) = makeChain()
    let other = Window(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    other.layoutIfNeeded()
    c.setNeedsLayout()
    other.addSubview(b)
    other.layoutIfNeeded()
    #expect((b.passes, c.passes) == (2, 2))
    window.layoutIfNeeded()
    #expect((b.passes, c.passes) == (2, 2))
  }

  @Test func removingALaterSiblingDuringThePassIsSafe() {
    final class Remover: View {
      weak var victim: View?
      override func layoutSubviews() { victim?.removeFromSuperview() }
    }
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let remover = Remover()
    window.addSubview(remover)
    do {
      let victim = CountingView()
      window.addSubview(victim)
      remover.victim = victim
    }
    window.layoutIfNeeded()
    #expect(window.subviews.count == 1)
    #expect(remover.victim == nil)  // released once the pass let go of it
  }

  @Test func aSubviewThatOutlivesItsParentHasNoSuperview() {
    let child = View()
    do {
      let parent = View()
      parent.addSubview(child)
      #expect(child.superview === parent)
    }
    #expect(child.superview == nil)
    child.setNeedsLayout()
    child.layoutIfNeeded()
    #expect(!child.needsLayout)
  }

  @Test func aRootViewThatOutlivesItsControllerLaysOutWithoutIt() {
    let view: View
    do {
      let controller = RecordingController()
      view = controller.view
      view.layoutIfNeeded()
      #expect(controller.events.contains("updateInterface"))
    }
    view.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
    #expect(view.needsLayout)
    view.layoutIfNeeded()
    #expect(!view.needsLayout)
  }
}
