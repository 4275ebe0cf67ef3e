import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// Per-view safe areas as UIKit computes them (see docs/reference/margins-and-safe-areas.md).
/// The iPhone X's root view has insets top 44, bottom 34 in portrait and left 44, right 44,
/// bottom 21 in landscape.
@Suite struct SafeAreaTests {
  let controller = ViewController()
  let host: DeviceHost

  init() throws {
    host = try DeviceHost(device: .iphonex, rootViewController: controller)
  }

  private func subview(_ frame: CGRect) -> View {
    let view = View(frame: frame)
    controller.view.addSubview(view)
    return view
  }

  @Test func aViewInsideTheSafeAreaHasNone() {
    #expect(subview(CGRect(x: 20, y: 100, width: 100, height: 100)).safeAreaInsets == .zero)
  }

  @Test func aViewAlongTheTopEdgeGetsTheRootsTopInset() {
    #expect(
      subview(CGRect(x: 0, y: 0, width: 375, height: 100)).safeAreaInsets
        == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
  }

  /// MartianCraft, "Notes from the margins": moved further up, the inset "does not continue to
  /// expand. It is capped at the size of the superview's safe area inset".
  @Test func aViewPokingOutAboveTheTopGetsExactlyTheSuperviewsInset() {
    #expect(
      subview(CGRect(x: 20, y: -30, width: 100, height: 200)).safeAreaInsets
        == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
  }

  @Test func aViewPokingOutBelowTheBottomGetsExactlyTheSuperviewsInset() {
    #expect(
      subview(CGRect(x: 20, y: 700, width: 100, height: 200)).safeAreaInsets
        == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
  }

  /// Portrait has no left or right inset, so poking out sideways adds nothing.
  @Test func aViewPokingOutWhereTheSuperviewHasNoInsetGetsZero() {
    #expect(subview(CGRect(x: -50, y: 100, width: 100, height: 100)).safeAreaInsets == .zero)
    #expect(subview(CGRect(x: 325, y: 100, width: 100, height: 100)).safeAreaInsets == .zero)
  }

  @Test func inLandscapeTheSidesAreCappedAtTheSuperviewsInsets() throws {
    try host.rotate(to: .landscapeLeft)
    #expect(controller.view.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    #expect(
      subview(CGRect(x: -60, y: 100, width: 200, height: 100)).safeAreaInsets
        == EdgeInsets(top: 0, left: 44, bottom: 0, right: 0))
    #expect(
      subview(CGRect(x: 700, y: 100, width: 200, height: 100)).safeAreaInsets
        == EdgeInsets(top: 0, left: 0, bottom: 0, right: 44))
    #expect(
      subview(CGRect(x: 30, y: 300, width: 100, height: 100)).safeAreaInsets
        == EdgeInsets(top: 0, left: 14, bottom: 21, right: 0))
  }

  @Test func aNestedViewMeasuresFromItsSuperviewsSafeArea() {
    let banner = subview(CGRect(x: 0, y: 0, width: 375, height: 100))
    let icon = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    banner.addSubview(icon)
    #expect(icon.safeAreaInsets == EdgeInsets(top: 34, left: 0, bottom: 0, right: 0))
  }

  @Test func aViewOutsideAWindowHasNone() {
    let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = View(frame: CGRect(x: -10, y: -10, width: 50, height: 50))
    parent.addSubview(child)
    #expect(child.safeAreaInsets == .zero)
  }

  @Test func safeAreaFrameIsTheBoundsInsetByTheInsets() {
    #expect(controller.view.safeAreaFrame == CGRect(x: 0, y: 44, width: 375, height: 734))
  }

  /// UIKit: the root view's insets include "any additional insets that you specified using the
  /// additionalSafeAreaInsets property".
  @Test func additionalSafeAreaInsetsAddToTheRootView() {
    controller.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 5, bottom: 20, right: 0)
    #expect(controller.view.safeAreaInsets == EdgeInsets(top: 54, left: 5, bottom: 54, right: 0))
    let box = subview(CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(box.safeAreaInsets == EdgeInsets(top: 54, left: 5, bottom: 0, right: 0))
  }

  @Test func aChildControllersRootViewAddsItsOwnAdditionalInsets() {
    let child = ViewController()
    controller.addChild(child)
    child.view.frame = CGRect(x: 0, y: 400, width: 375, height: 412)
    controller.view.addSubview(child.view)
    child.didMove(toParent: controller)
    #expect(child.view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    child.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 49, right: 0)
    #expect(child.view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 83, right: 0))
  }

  @Test func theLayoutPassReportsChangesToViewsAndControllers() throws {
    final class Watcher: View {
      var seen: [EdgeInsets] = []
      override func safeAreaInsetsDidChange() { seen.append(safeAreaInsets) }
    }
    final class Recorder: ViewController {
      var seen: [EdgeInsets] = []
      override func viewSafeAreaInsetsDidChange() { seen.append(view.safeAreaInsets) }
    }
    let recorder = Recorder()
    let host = try DeviceHost(device: .iphonex, rootViewController: recorder)
    #expect(recorder.seen == [EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)])
    let watcher = Watcher(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    recorder.view.addSubview(watcher)
    host.window.layoutIfNeeded()
    #expect(watcher.seen == [EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)])
    try host.rotate(to: .landscapeLeft)
    #expect(watcher.seen.last == EdgeInsets(top: 0, left: 44, bottom: 0, right: 0))
    #expect(recorder.seen.last == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    let count = recorder.seen.count
    host.window.layoutIfNeeded()
    recorder.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    host.window.layoutIfNeeded()
    #expect(recorder.seen.count == count)
    recorder.additionalSafeAreaInsets = EdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
    host.window.layoutIfNeeded()
    #expect(recorder.seen.last == EdgeInsets(top: 8, left: 44, bottom: 21, right: 44))
    #expect(watcher.seen.last == EdgeInsets(top: 8, left: 44, bottom: 0, right: 0))
  }
}
