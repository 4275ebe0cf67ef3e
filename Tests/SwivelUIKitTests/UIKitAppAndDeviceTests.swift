import Foundation
import SwivelUIKit
import Testing

/// An app delegate and device checks written as an iOS app writes them (only `@main` left
/// out, which Linux forces), launched on a simulated device.
@Suite struct UIKitAppAndDeviceTests {
  final class MenuViewController: UIViewController {
    let titleLabel = UILabel()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      titleLabel.font = UIFont(name: "HelveticaNeue-Light", size: 24) ?? .systemFont(ofSize: 24)
      titleLabel.text = UIDevice.current.userInterfaceIdiom == .pad ? "iPad menu" : "Phone menu"
      view.addSubview(titleLabel)
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      let top = UIDevice.current.orientation.isLandscape ? 10 : 60
      titleLabel.frame = CGRect(x: 20, y: CGFloat(top), width: view.bounds.width - 40, height: 30)
    }
  }

  final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      window = UIWindow(frame: UIScreen.main.bounds)
      window!.backgroundColor = UIColor.white
      window!.rootViewController = UINavigationController(rootViewController: MenuViewController())
      window!.makeKeyAndVisible()
      return true
    }
  }

  @Test func anIOSAppDelegateLaunchesOnADeviceAndRenders() throws {
    let delegate = AppDelegate()
    let host = try DeviceHost.launch(delegate, on: .ipad)
    let navigation = try #require(delegate.window?.rootViewController as? UINavigationController)
    let menu = try #require(navigation.topViewController as? MenuViewController)
    #expect(menu.titleLabel.text == "iPad menu")
    #expect(menu.titleLabel.font == UIFont(name: "HelveticaNeue-Light", size: 24))
    #expect(host.withScreen { UIApplication.shared.delegate } === delegate)
    #expect(host.withScreen { UIApplication.shared.keyWindow } === delegate.window)
    let image = try host.renderImage()
    #expect(image.width == 768 * 2 && image.height == 1024 * 2)
  }

  @Test func deviceChecksFollowTheHostsOrientation() throws {
    let host = try DeviceHost.launch(AppDelegate(), on: .iphone6)
    _ = try host.rotate(to: .landscapeLeft)
    #expect(host.withScreen { UIDevice.current.orientation } == .landscapeLeft)
    #expect(host.withScreen { UIApplication.shared.statusBarOrientation } == .landscapeRight)
    #expect(host.withScreen { UIDevice.current.systemVersion } == "17.0")
  }

  @Test func openIsARecordedNoOp() throws {
    let host = try DeviceHost.launch(AppDelegate(), on: .iphone6)
    let link = try #require(URL(string: "https://github.com/layoutBox/PinLayout"))
    host.withScreen {
      if UIApplication.shared.canOpenURL(link) {
        UIApplication.shared.open(link, options: [:], completionHandler: nil)
      }
    }
    #expect(host.openedURLs == [link])
  }
}
