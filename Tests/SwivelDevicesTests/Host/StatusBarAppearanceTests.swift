import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// A controller whose status bar preferences can change after launch.
private final class Preferring: ViewController {
  var hidden = false
  var style = StatusBarStyle.default
  var passes = 0
  override var prefersStatusBarHidden: Bool { hidden }
  override var preferredStatusBarStyle: StatusBarStyle { style }
  override func updateInterface() { passes += 1 }
}

@Suite struct StatusBarAppearanceTests {
  @Test func defaultsAreUIKits() throws {
    let controller = ViewController()
    #expect(!controller.prefersStatusBarHidden)
    #expect(controller.preferredStatusBarStyle == .default)
    // iOS 8+: the default hides the bar in a vertically compact environment.
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    try host.rotate(toInterface: .landscapeLeft)
    #expect(controller.prefersStatusBarHidden)
    try host.rotate(toInterface: .portrait)
    #expect(!controller.prefersStatusBarHidden)
    #expect(!host.isStatusBarHidden)
  }

  @Test func stylesHaveUIKitsRawValuesAndDefaultResolvesByAppearance() {
    #expect(StatusBarStyle.default.rawValue == 0)
    #expect(StatusBarStyle.lightContent.rawValue == 1)
    #expect(StatusBarStyle.darkContent.rawValue == 3)
    #expect(StatusBarStyle.default.resolved(isDark: false) == .darkContent)
    #expect(StatusBarStyle.default.resolved(isDark: true) == .lightContent)
    #expect(StatusBarStyle.lightContent.resolved(isDark: false) == .lightContent)
    #expect(StatusBarStyle.darkContent.resolved(isDark: true) == .darkContent)
  }

  @Test func hidingTheBarOnAnIPhone6TakesTheTopInsetAway() throws {
    let controller = Preferring()
    controller.hidden = true
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    #expect(host.isStatusBarHidden)
    #expect(host.statusBarFrame == .zero)
    #expect(host.safeAreaInsets == .zero)
    host.window.layoutIfNeeded()
    #expect(controller.view.safeAreaInsets.top == 0)
  }

  @Test func hidingTheBarOnANotchedIPhoneKeepsTheSensorHousingInset() throws {
    let controller = Preferring()
    controller.hidden = true
    let host = try DeviceHost(device: .iphonex, rootViewController: controller)
    #expect(host.isStatusBarHidden)
    #expect(host.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
  }

  @Test func hidingTheBarOnAnIPadTakesTheTopInsetAway() throws {
    let controller = Preferring()
    controller.hidden = true
    let host = try DeviceHost(device: .ipad, rootViewController: controller)
    #expect(host.safeAreaInsets == .zero)
  }

  @Test func changesApplyOnlyAfterSetNeedsStatusBarAppearanceUpdate() throws {
    let controller = Preferring()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    #expect(host.safeAreaInsets.top == 20)
    controller.hidden = true
    controller.style = .lightContent
    #expect(!host.isStatusBarHidden)
    #expect(host.statusBarStyle == .darkContent)
    let passes = controller.passes
    controller.setNeedsStatusBarAppearanceUpdate()
    #expect(host.isStatusBarHidden)
    #expect(host.statusBarStyle == .lightContent)
    host.window.layoutIfNeeded()
    #expect(controller.view.safeAreaInsets.top == 0)
    #expect(controller.passes == passes + 1)  // the safe area changed: a new updateInterface pass
    controller.hidden = false
    controller.setNeedsStatusBarAppearanceUpdate()
    host.window.layoutIfNeeded()
    #expect(controller.view.safeAreaInsets.top == 20)
  }

  @Test func theLegacyModelShowsTheBarInLandscapeUnlessHidden() throws {
    let shown = ViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: shown, model: .legacy)
    try host.rotate(toInterface: .landscapeLeft)
    #expect(!shown.prefersStatusBarHidden)
    #expect(!host.isStatusBarHidden)
    let hiding = Preferring()
    hiding.hidden = true
    let legacy = try DeviceHost(device: .iphone6, rootViewController: hiding, model: .legacy)
    #expect(legacy.isStatusBarHidden)
    #expect(legacy.safeAreaInsets == .zero)
  }

  @Test func aChildNamedForTheStatusBarDecides() throws {
    final class Parent: ViewController {
      let child = Preferring()
      override var childForStatusBarHidden: ViewController? { child }
      override var childForStatusBarStyle: ViewController? { child }
    }
    let parent = Parent()
    parent.child.hidden = true
    parent.child.style = .lightContent
    let host = try DeviceHost(device: .iphone6, rootViewController: parent)
    #expect(host.isStatusBarHidden)
    #expect(host.statusBarStyle == .lightContent)
  }

  @Test func setNeedsStatusBarAppearanceUpdateOutsideAHostDoesNothing() {
    let controller = Preferring()
    controller.hidden = true
    controller.setNeedsStatusBarAppearanceUpdate()
    #expect(controller.view.safeAreaInsets == .zero)
  }
}

@Suite struct StatusBarInContainersTests {
  @Test func theLegacyModelShowsTheBarInLandscapeUnderANavigationController() throws {
    let navigation = NavigationController(rootViewController: ViewController())
    let host = try DeviceHost(device: .iphone6, rootViewController: navigation, model: .legacy)
    try host.rotate(toInterface: .landscapeLeft)
    #expect(!host.isStatusBarHidden)
    #expect(host.statusBarFrame.height == 20)
  }

  @Test func theTopControllerOfANavigationStackDecides() throws {
    final class Hiding: ViewController {
      override var prefersStatusBarHidden: Bool { true }
      override var preferredStatusBarStyle: StatusBarStyle { .lightContent }
    }
    let navigation = NavigationController(rootViewController: ViewController())
    let host = try DeviceHost(device: .iphone6, rootViewController: navigation)
    #expect(!host.isStatusBarHidden)
    navigation.pushViewController(Hiding(), animated: false)
    navigation.setNeedsStatusBarAppearanceUpdate()
    host.window.layoutIfNeeded()
    #expect(host.isStatusBarHidden)
    #expect(host.statusBarStyle == .lightContent)
    // iPhone 6: the bar moves up to the top edge once the status bar is gone.
    #expect(navigation.navigationBar.frame.minY == 0)
  }
}
