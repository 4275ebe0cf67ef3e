import Foundation
import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct ApplicationDelegateLaunchTests {
  final class Home: ViewController {
    var screenAtLoad: CGSize?
    override func viewDidLoad() {
      view.backgroundColor = .systemTeal
      screenAtLoad = Screen.main.bounds.size
    }
  }

  final class AppDelegate: ApplicationDelegate {
    var window: Window?
    let home = Home()
    var log: [String] = []

    func application(
      _ application: Application,
      didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool {
      log.append(
        "launch \(Screen.main.bounds.size.width) \(application.delegate === self) \(CurrentDevice.current.name)"
      )
      log.append("options \(launchOptions?[.url].map { "\($0)" } ?? "none")")
      window = Window(frame: Screen.main.bounds)
      window?.backgroundColor = .black
      window?.rootViewController = home
      window?.makeKeyAndVisible()
      log.append("key \(application.keyWindow === window)")
      return true
    }
  }

  @Test func theDelegatesRootControllerFillsTheHostsWindow() throws {
    let delegate = AppDelegate()
    let host = try DeviceHost.launch(delegate, on: .iphonex)
    #expect(delegate.log == ["launch 375.0 true iPhone X", "options none", "key true"])
    #expect(host.rootViewController === delegate.home)
    #expect(delegate.home.view.superview === host.window)
    #expect(delegate.home.view.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
    #expect(delegate.home.screenAtLoad == CGSize(width: 375, height: 812))
    #expect(delegate.window === host.window && host.window.isKeyWindow)
    #expect(host.window.backgroundColor == .black)
  }

  @Test func theHostKeepsTheDelegateForSharedApplication() throws {
    let delegate = AppDelegate()
    let link = try #require(URL(string: "app://open"))
    let host = try DeviceHost.launch(delegate, on: .ipad, launchOptions: [.url: link])
    #expect(delegate.log[1] == "options app://open")
    #expect(host.applicationDelegate === delegate)
    #expect(host.withScreen { Application.shared.delegate } === delegate)
    #expect(host.withScreen { Application.shared.windows.count } == 1)
    #expect(Application.shared.delegate == nil)
  }

  @Test func aDelegateThatOnlyKeepsItsWindowLaunchesToo() throws {
    final class Quiet: ApplicationDelegate {
      var window: Window?
      func application(
        _ application: Application,
        didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
      ) -> Bool {
        window = Window(frame: .zero)
        window?.rootViewController = Home()
        return true
      }
    }
    let host = try DeviceHost.launch(Quiet(), on: .iphone6)
    #expect(host.rootViewController is Home)
  }

  @Test func aDelegateWithoutARootControllerIsATypedError() {
    final class Empty: ApplicationDelegate {}
    #expect(throws: LaunchError.noRootViewController(delegate: "Empty")) {
      try DeviceHost.launch(Empty(), on: .iphone6)
    }
    let message = LaunchError.noRootViewController(delegate: "Empty").description
    #expect(
      message.contains("expected") && message.contains("found none")
        && message.contains("makeKeyAndVisible()"))
  }

  @Test func makeKeyAndVisibleShowsAWindowOutsideALaunch() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.isHidden = true
    window.makeKeyAndVisible()
    #expect(!window.isHidden && window.isKeyWindow)
  }
}
