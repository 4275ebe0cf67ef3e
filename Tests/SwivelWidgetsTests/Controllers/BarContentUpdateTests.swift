import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// The bars follow their controllers' titles and items after they are shown, as UIKit's do: a
/// controller typically sets `title` and its bar button items in `viewDidLoad`, which runs
/// after it was pushed.
@Suite struct BarContentUpdateTests {
  final class Titled: ViewController {
    override func viewDidLoad() {
      title = "Profile"
      navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
    }
  }

  @Test func aTitleAndAButtonSetInViewDidLoadShowInTheBar() throws {
    let navigation = NavigationController(rootViewController: Titled())
    let host = try DeviceHost(device: .iphone6, rootViewController: navigation)
    host.window.layoutIfNeeded()
    #expect(navigation.navigationBar.titleLabel.text == "Profile")
    #expect(navigation.navigationBar.rightButton?.currentTitle == "Edit")
  }

  @Test func laterChangesOfTheTopItemShow() throws {
    let top = ViewController()
    let navigation = NavigationController(rootViewController: top)
    _ = try DeviceHost(device: .iphone6, rootViewController: navigation)
    top.navigationItem.title = "Inbox"
    #expect(navigation.navigationBar.titleLabel.text == "Inbox")
    top.navigationItem.leftBarButtonItem = BarButtonItem(title: "Filter")
    #expect(navigation.navigationBar.leftButton?.currentTitle == "Filter")
    // An item of a controller no longer in the stack does not touch the bar.
    let pushed = ViewController()
    pushed.title = "Message"
    navigation.pushViewController(pushed, animated: false)
    navigation.popViewController(animated: false)
    pushed.navigationItem.title = "Stale"
    #expect(navigation.navigationBar.titleLabel.text == "Inbox")
  }

  @Test func aTabFollowsItsControllersTitle() throws {
    let first = ViewController(), second = ViewController()
    let tabs = TabBarController()
    tabs.setViewControllers([first, second], animated: false)
    _ = try DeviceHost(device: .iphone6, rootViewController: tabs)
    second.title = "Settings"
    #expect(tabs.tabBar.tabs[1].titleLabel.text == "Settings")
  }

  @Test func theBarsAreDarkInTheDarkAppearance() {
    #expect(NavigationBar.barColor.resolved(isDark: false).rgba == RGBA8(r: 248, g: 248, b: 248))
    #expect(NavigationBar.barColor.resolved(isDark: true).rgba == RGBA8(r: 28, g: 28, b: 30))
  }

  @Test func rightToLeftMirrorsTheBarsItems() throws {
    let top = Titled()
    let navigation = NavigationController(rootViewController: top)
    let host = try DeviceHost(
      device: .iphone6, rootViewController: navigation,
      traits: TraitCollection(layoutDirection: .rightToLeft))
    host.window.layoutIfNeeded()
    let edit = try #require(navigation.navigationBar.rightButton)
    // Left to right the item ends 16 pt from the right edge; mirrored it starts 16 pt from the left.
    #expect(edit.frame.minX == 16)
    let title = navigation.navigationBar.titleLabel.frame
    #expect(abs(title.midX - 187.5) <= 0.5)
  }

  @Test func rightToLeftTheBackButtonSitsOnTheRightWithItsChevronPointingRight() throws {
    let navigation = NavigationController(rootViewController: Titled())
    let host = try DeviceHost(
      device: .iphone6, rootViewController: navigation,
      traits: TraitCollection(layoutDirection: .rightToLeft))
    let pushed = ViewController()
    navigation.pushViewController(pushed, animated: false)
    host.window.layoutIfNeeded()
    let back = navigation.navigationBar.backButton
    // Left to right it starts 8 pt from the left edge; mirrored it ends 8 pt from the right.
    #expect(back.frame.maxX == 367)
    // The chevron's strokes meet on the right of the button, beside the title on their left.
    let top = back.chevronTop.frame, title = back.titleLabel.frame
    #expect(top.minX > title.maxX)
    // The upper stroke turns by +45° instead of −45°: it runs down to the tip on the right.
    #expect(back.chevronTop.transform.b > 0)
  }
}
