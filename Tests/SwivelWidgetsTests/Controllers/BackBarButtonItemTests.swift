import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// The back button's title comes from the item below's `backBarButtonItem` first, as in UIKit.
@Suite struct BackBarButtonItemTests {
  @Test func theBackButtonShowsThePreviousItemsBackBarButtonItem() throws {
    let root = UIKitViewController()
    root.title = "Inbox"
    root.navigationItem.backButtonTitle = "Back to inbox"
    root.navigationItem.backBarButtonItem = BarButtonItem(title: "Mail")
    let navigation = NavigationController(rootViewController: root)
    let host = try DeviceHost(device: .iphone6, rootViewController: navigation)
    navigation.pushViewController(UIKitViewController(), animated: false)
    host.window.layoutIfNeeded()
    #expect(navigation.navigationBar.backButton.title == "Mail")
    root.navigationItem.backBarButtonItem = nil
    host.window.layoutIfNeeded()
    #expect(navigation.navigationBar.backButton.title == "Back to inbox")
  }
}
