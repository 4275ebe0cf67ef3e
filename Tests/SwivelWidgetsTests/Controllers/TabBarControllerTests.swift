import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// UIKit's tab bar: 49 pt plus the home indicator's inset; the child's safe area grows by 49.
@Suite struct TabBarControllerTests {
  private func host(_ device: Device) throws -> (DeviceHost, TabBarController, [ViewController]) {
    let pages = ["Feed", "Search", "Profile"].map { title -> ViewController in
      let page = ViewController()
      page.title = title
      return page
    }
    let tabs = TabBarController()
    tabs.setViewControllers(pages, animated: false)
    let host = try DeviceHost(device: device, rootViewController: tabs)
    host.window.layoutIfNeeded()
    return (host, tabs, pages)
  }

  @Test func theBarIsFortyNinePointsOnAnIPhone6() throws {
    let (host, tabs, pages) = try host(.iphone6)
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 618, width: 375, height: 49))
    #expect(pages[0].view.safeAreaInsets.bottom == 49)
    #expect(tabs.tabBar.tabs.map(\.titleLabel.text) == ["Feed", "Search", "Profile"])
    #expect(tabs.tabBar.tabs[0].frame.width == 125)
    try host.rotate(toInterface: .landscapeLeft)
    host.window.layoutIfNeeded()
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 326, width: 667, height: 49))
  }

  @Test func anOpaqueTabBarEndsTheContentAtItsTop() throws {
    let (host, tabs, pages) = try host(.iphone6)
    tabs.tabBar.isTranslucent = false
    host.window.layoutIfNeeded()
    #expect(pages[0].view.frame == CGRect(x: 0, y: 0, width: 375, height: 618))
    #expect(pages[0].view.safeAreaInsets.bottom == 0)
  }

  @Test func notchedIPhonesAddTheHomeIndicatorInset() throws {
    let (host, tabs, pages) = try host(.iphonex)
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 729, width: 375, height: 83))
    #expect(pages[0].view.safeAreaInsets.bottom == 83)
    try host.rotate(toInterface: .landscapeLeft)
    host.window.layoutIfNeeded()
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 305, width: 812, height: 70))  // 49 + 21
  }

  @Test func tappingATabSelectsItAndTintsIt() throws {
    let (host, tabs, pages) = try host(.iphone6)
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.tabBar.tabs[0].titleLabel.textColor == .systemBlue)
    #expect(tabs.tabBar.tabs[1].titleLabel.textColor == .systemGray)
    let second = tabs.tabBar.tabs[1]
    host.tap(at: second.convert(CGPoint(x: second.bounds.midX, y: second.bounds.midY), to: nil))
    #expect(tabs.selectedIndex == 1)
    #expect(tabs.selectedViewController === pages[1])
    #expect(pages[1].view.superview === tabs.view)
    #expect(pages[0].viewIfLoaded?.superview == nil)
    #expect(tabs.tabBar.tabs[1].titleLabel.textColor == .systemBlue)
    #expect(tabs.tabBar.tabs[0].titleLabel.textColor == .systemGray)
    #expect(pages[1].tabBarController === tabs)
  }

  @Test func anIndexOutsideTheTabsIsIgnored() throws {
    let (_, tabs, _) = try host(.iphone6)
    tabs.selectedIndex = 7
    #expect(tabs.selectedIndex == 0)
  }

  @Test func assigningTheControllersSetsTheTabsAsUIKitDoes() throws {
    let tabs = TabBarController()
    let first = ViewController()
    first.title = "One"
    let second = ViewController()
    second.title = "Two"
    tabs.viewControllers = [first, second]
    let host = try DeviceHost(device: .iphone6, rootViewController: tabs)
    host.window.layoutIfNeeded()
    #expect(tabs.viewControllers.count == 2 && tabs.viewControllers[1] === second)
    #expect(tabs.children.count == 2 && second.parent === tabs)
    #expect(tabs.selectedViewController === first)
    #expect(tabs.tabBar.tabs.map(\.titleLabel.text) == ["One", "Two"])
  }
}
