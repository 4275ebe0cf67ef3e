import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct CurrentDeviceTests {
  @Test func withoutAHostItIsAnIPhone6InPortrait() {
    let device = CurrentDevice.current
    #expect(device.orientation == .portrait && device.userInterfaceIdiom == .phone)
    #expect(device.name == "iPhone 6" && device.model == "iPhone" && device.systemName == "iOS")
    #expect(device.systemVersion == "17.0")
  }

  @Test func itFollowsTheRunningHostsDeviceAndOrientation() throws {
    let host = try DeviceHost(device: .ipad, rootViewController: ViewController())
    #expect(host.withScreen { CurrentDevice.current.userInterfaceIdiom } == .pad)
    #expect(host.withScreen { CurrentDevice.current.model } == "iPad")
    #expect(host.withScreen { CurrentDevice.current.name } == "iPad")
    _ = try host.rotate(to: .landscapeLeft)
    #expect(host.withScreen { CurrentDevice.current.orientation } == .landscapeLeft)
    #expect(host.withScreen { Application.shared.statusBarOrientation } == .landscapeRight)
  }

  @Test func theOrientationIsTheDevicesEvenWhenTheInterfaceStays() throws {
    final class PortraitOnly: ViewController {
      override var supportedInterfaceOrientations: InterfaceOrientationMask { .portrait }
    }
    let host = try DeviceHost(device: .iphone6, rootViewController: PortraitOnly())
    _ = try host.rotate(to: .landscapeRight)
    #expect(host.withScreen { CurrentDevice.current.orientation } == .landscapeRight)
    #expect(host.interfaceOrientation == .portrait)
  }

  @Test func codeRunByTheHostSeesItsDevice() throws {
    final class Reading: ViewController {
      var seen: [String] = []
      override func viewDidLoad() {
        seen.append("\(CurrentDevice.current.name) \(CurrentDevice.current.orientation.isPortrait)")
      }
    }
    let controller = Reading()
    _ = try DeviceHost(device: .iphonex, rootViewController: controller)
    #expect(controller.seen == ["iPhone X true"])
  }
}
