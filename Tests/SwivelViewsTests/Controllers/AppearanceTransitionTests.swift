import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct AppearanceTransitionTests {
  @Test func anExplicitTransitionReachesAControllerAlreadyInThatState() throws {
    let log = LifecycleRecorder.Log()
    let controller = LifecycleRecorder("root", log: log)
    _ = try DeviceHost(device: .iphone6, rootViewController: controller)
    log.entries.removeAll()
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    controller.beginAppearanceTransition(false, animated: false)
    controller.endAppearanceTransition()
    controller.beginAppearanceTransition(false, animated: false)
    controller.endAppearanceTransition()
    #expect(
      log.entries == [
        "root.viewWillAppear", "root.viewDidAppear", "root.viewWillDisappear",
        "root.viewDidDisappear",
        "root.viewWillDisappear", "root.viewDidDisappear",
      ])
  }

  @Test func closingTheHostTakesTheControllerOffTheScreen() throws {
    let log = LifecycleRecorder.Log()
    let controller = LifecycleRecorder("root", log: log)
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    log.entries.removeAll()
    host.close()
    #expect(log.entries == ["root.viewWillDisappear", "root.viewDidDisappear"])
    #expect(controller.view.window == nil)
    host.close()
    #expect(log.entries.count == 2)
  }

  @Test func aControllerHostedAgainAfterClosingAppearsAgain() throws {
    let log = LifecycleRecorder.Log()
    let controller = LifecycleRecorder("root", log: log)
    try DeviceHost(device: .iphone6, rootViewController: controller).close()
    try DeviceHost(device: .iphone6, rootViewController: controller).close()
    let appearances = log.entries.filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") }
    #expect(
      appearances == [
        "root.viewWillAppear", "root.viewDidAppear", "root.viewWillDisappear",
        "root.viewDidDisappear",
        "root.viewWillAppear", "root.viewDidAppear", "root.viewWillDisappear",
        "root.viewDidDisappear",
      ])
  }
}
