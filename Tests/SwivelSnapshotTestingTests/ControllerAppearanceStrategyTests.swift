import SwivelSnapshotTesting
import Testing

/// Counts the appearance callbacks, as swift-snapshot-testing's `testUIViewControllerLifeCycle`.
private final class AppearanceCounter: ViewController {
  var counts: [String: Int] = [:]
  override func viewWillAppear(_ animated: Bool) { counts["willAppear", default: 0] += 1 }
  override func viewDidAppear(_ animated: Bool) { counts["didAppear", default: 0] += 1 }
  override func viewWillDisappear(_ animated: Bool) { counts["willDisappear", default: 0] += 1 }
  override func viewDidDisappear(_ animated: Bool) { counts["didDisappear", default: 0] += 1 }
}

@Suite struct ControllerAppearanceStrategyTests {
  @Test func twoControllerSnapshotsGiveFourOfEachAppearanceCallback() throws {
    let controller = AppearanceCounter()
    let strategy = Snapshotting<AppearanceCounter, Bitmap>.image(on: .iphone6)
    _ = try strategy.snapshot(controller)
    #expect(
      controller.counts == ["willAppear": 2, "didAppear": 2, "willDisappear": 2, "didDisappear": 2])
    _ = try strategy.snapshot(controller)
    #expect(
      controller.counts == ["willAppear": 4, "didAppear": 4, "willDisappear": 4, "didDisappear": 4])
    #expect(controller.view.window == nil)
  }

  @Test func aControllerOnAViewImageConfigIsShownByTheSameHarness() throws {
    let controller = AppearanceCounter()
    _ = try Snapshotting<AppearanceCounter, Bitmap>.image(on: .iPhoneSe).snapshot(controller)
    #expect(
      controller.counts == ["willAppear": 2, "didAppear": 2, "willDisappear": 2, "didDisappear": 2])
    #expect(controller.view.window == nil)
  }
}
