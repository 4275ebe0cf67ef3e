import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct ScreenTests {
  @Test func boundsFollowTheInterfaceAndNativeBoundsArePortraitPixels() throws {
    let host = try DeviceHost(device: .iphone6, rootViewController: ViewController())
    #expect(host.screen.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(host.screen.scale == 2)
    #expect(host.screen.nativeBounds == CGRect(x: 0, y: 0, width: 750, height: 1334))
    try host.rotate(toInterface: .landscapeLeft)
    // iOS 8+: `bounds` is interface-oriented; `nativeBounds` never turns.
    #expect(host.screen.bounds == CGRect(x: 0, y: 0, width: 667, height: 375))
    #expect(host.screen.nativeBounds == CGRect(x: 0, y: 0, width: 750, height: 1334))
    #expect(host.window.screen == host.screen)
  }

  @Test func theLegacyModelKeepsThePortraitBounds() throws {
    let host = try DeviceHost(
      device: .iphone5s, rootViewController: ViewController(), model: .legacy)
    try host.rotate(toInterface: .landscapeRight)
    #expect(host.screen.bounds == CGRect(x: 0, y: 0, width: 320, height: 568))
    #expect(host.window.screen.bounds == CGRect(x: 0, y: 0, width: 320, height: 568))
    #expect(host.screen.nativeBounds == CGRect(x: 0, y: 0, width: 640, height: 1136))
  }

  @Test func plusPhonesRenderAtThreeTimes() {
    let screen = Screen(device: .iphone6plus)
    #expect(screen.scale == 3)
    #expect(screen.nativeBounds.size == CGSize(width: 1242, height: 2208))
    #expect("\(screen)" == "Screen(414×736 @3x)")
  }

  @Test func mainIsTheRunningHostsScreenDuringItsCallbacks() throws {
    final class Reading: ViewController {
      var seen: [CGSize] = []
      override func viewDidLoad() { seen.append(Screen.main.bounds.size) }
      override func updateInterface() { seen.append(Screen.main.bounds.size) }
      override func viewWillTransition(to size: CGSize) { seen.append(Screen.main.bounds.size) }
    }
    let controller = Reading()
    let host = try DeviceHost(device: .ipad, rootViewController: controller)
    try host.rotate(toInterface: .landscapeLeft)
    #expect(
      controller.seen == [
        CGSize(width: 768, height: 1024), CGSize(width: 768, height: 1024),
        CGSize(width: 1024, height: 768), CGSize(width: 1024, height: 768),
      ])
    #expect(host.withScreen { Screen.main } == host.screen)
  }

  @Test func mainOutsideAHostIsTheFallback() {
    #expect(Screen.main == Screen.fallback)
    #expect(Screen.main.bounds.size == CGSize(width: 375, height: 667))
  }
}
