import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// A view that counts its layout passes.
final class CountingView: View {
  var passes = 0
  override func layoutSubviews() { passes += 1 }
}

/// A controller that records its callbacks and the bounds it saw in `updateInterface`.
final class RecordingController: ViewController {
  var events: [String] = []
  var sizesSeen: [CGSize] = []
  override func viewDidLoad() { events.append("viewDidLoad") }
  override func viewWillLayoutSubviews() { events.append("viewWillLayoutSubviews") }
  override func updateInterface() {
    events.append("updateInterface")
    sizesSeen.append(view.bounds.size)
  }
  override func viewDidLayoutSubviews() { events.append("viewDidLayoutSubviews") }
}

@Suite struct LayoutPassTests {
  @Test func layoutIfNeededRunsOnlyWhenSomethingIsPending() {
    let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.layoutIfNeeded()
    #expect(view.passes == 1)
    view.layoutIfNeeded()
    #expect(view.passes == 1)
    view.setNeedsLayout()
    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(view.passes == 2)
  }

  @Test func boundsSizeChangesMarkTheViewButOriginAndEqualFramesDoNot() {
    let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.layoutIfNeeded()
    view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    view.center = CGPoint(x: 50, y: 50)
    view.bounds.origin = CGPoint(x: 3, y: 3)
    view.layoutIfNeeded()
    #expect(view.passes == 1)
    view.frame.size.width = 20
    view.layoutIfNeeded()
    #expect(view.passes == 2)
  }

  @Test func addingASubviewMarksBothViewsAndRemovingMarksTheParent() {
    let parent = CountingView(), child = CountingView()
    parent.layoutIfNeeded()
    child.layoutIfNeeded()
    parent.addSubview(child)
    #expect(parent.needsLayout && child.needsLayout)
    parent.layoutIfNeeded()
    #expect(parent.passes == 2 && child.passes == 2)
    child.removeFromSuperview()
    #expect(parent.needsLayout)
  }

  @Test func parentsLayOutBeforeChildren() {
    final class Parent: View {
      let child = CountingView()
      var childPassesWhenLaidOut: [Int] = []
      override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(child)
      }
      required init?(coder: NSCoder) { nil }
      override func layoutSubviews() {
        childPassesWhenLaidOut.append(child.passes)
        child.frame = bounds.insetBy(dx: 10, dy: 10)
      }
    }
    let parent = Parent(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    parent.layoutIfNeeded()
    #expect(parent.childPassesWhenLaidOut == [0])
    #expect(parent.child.passes == 1)
    #expect(parent.child.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
  }

  @Test func controllerCallbacksWrapTheUpdateInterfacePass() {
    let controller = RecordingController()
    let window = Window(rootViewController: controller, device: .iphone6)
    window.layoutIfNeeded()
    #expect(
      controller.events == [
        "viewDidLoad", "viewWillLayoutSubviews", "updateInterface", "viewDidLayoutSubviews",
      ])
    #expect(controller.sizesSeen == [CGSize(width: 375, height: 667)])
  }

  @Test func updateInterfaceRunsAfterEverySizeChangeAndOnRequestOnly() {
    let controller = RecordingController()
    let window = Window(rootViewController: controller, device: .iphone6)
    window.layoutIfNeeded()
    controller.view.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(controller.sizesSeen.count == 1)  // a layout pass without a size change
    window.interfaceOrientation = .landscapeLeft
    window.layoutIfNeeded()
    #expect(
      controller.sizesSeen == [CGSize(width: 375, height: 667), CGSize(width: 667, height: 375)])
    controller.setNeedsUpdateInterface()
    window.layoutIfNeeded()
    #expect(controller.sizesSeen.count == 3)
  }

  @Test func upsideDownTurnKeepsTheSizeButStillUpdatesTheInterface() {
    let controller = RecordingController()
    let window = Window(rootViewController: controller, device: .iphone6)
    window.layoutIfNeeded()
    window.interfaceOrientation = .portraitUpsideDown
    window.layoutIfNeeded()
    #expect(
      controller.sizesSeen == [CGSize(width: 375, height: 667), CGSize(width: 375, height: 667)])
  }
}
