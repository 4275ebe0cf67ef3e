import SwivelUIKit
import Testing

@Suite struct ScreenAndTransitionTests {
  @Test func aUIKitStyleControllerReadsTheScreenAndAnimatesAlongTheRotation() throws {
    let controller = FullScreenPhotoViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    #expect(host.isStatusBarHidden)
    #expect(host.statusBarStyle == .lightContent)
    #expect(controller.view.safeAreaInsets.top == 0)  // iPhone 6: the hidden bar was the only inset
    #expect(controller.photo.frame == CGRect(x: 0, y: 146, width: 375, height: 375))
    try host.rotate(toInterface: .landscapeLeft)
    host.window.layoutIfNeeded()
    #expect(controller.photo.frame == CGRect(x: 146, y: 0, width: 375, height: 375))
    #expect(controller.captionHiddenDuringRotation == [true])
    #expect(controller.completions == 1)
    // no host running: the fallback
    #expect(UIScreen.main.bounds.size == CGSize(width: 375, height: 667))
  }
}

@Suite struct BarNamesTests {
  @Test func uiKitStyleNavigationAndTabsCompile() throws {
    let inbox = UIViewController()
    inbox.title = "Inbox"
    inbox.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain)
    let navigation = UINavigationController(rootViewController: inbox)
    navigation.navigationBar.prefersLargeTitles = true
    let tabs = UITabBarController()
    tabs.setViewControllers([navigation], animated: false)
    let host = try DeviceHost(device: .iphonex, rootViewController: tabs)
    host.window.layoutIfNeeded()
    // 44 status + 96 bar on top; 49 + 34 at the bottom.
    #expect(inbox.view.safeAreaInsets == UIEdgeInsets(top: 140, left: 0, bottom: 83, right: 0))
  }
}
