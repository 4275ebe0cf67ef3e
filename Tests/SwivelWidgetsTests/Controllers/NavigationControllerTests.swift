import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// Heights from UIKit (docs/reference/bars-and-transitions.md): 44-pt bar (50 on iPad since
/// iOS 12), 32 pt in compact height, 52 more for a large title; the child's safe area starts
/// under the bar.
@Suite struct NavigationControllerTests {
  private final class Page: ViewController {
    init(_ title: String) {
      super.init()
      self.title = title
    }
    required init?(coder: NSCoder) { nil }
  }

  private func host(
    _ device: Device, largeTitles: Bool = false, pushed: Bool = false
  ) throws -> (DeviceHost, NavigationController, Page) {
    let root = Page("Mail")
    let navigation = NavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = largeTitles
    let host = try DeviceHost(device: device, rootViewController: navigation)
    var top = root
    if pushed {
      top = Page("Inbox")
      navigation.pushViewController(top, animated: false)
    }
    host.window.layoutIfNeeded()
    return (host, navigation, top)
  }

  @Test func standardBarOnAnIPhone6() throws {
    let (host, navigation, root) = try host(.iphone6)
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(root.view.safeAreaInsets.top == 64)  // 20-pt status bar + 44-pt bar
    #expect(navigation.navigationBar.titleLabel.text == "Mail")
    #expect(navigation.navigationBar.titleLabel.font.pointSize == 17)
    #expect(navigation.navigationBar.titleLabel.frame.midX == 187.5)
    #expect(navigation.navigationBar.backButton.isHidden)
    try host.rotate(toInterface: .landscapeLeft)
    host.window.layoutIfNeeded()
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 667, height: 32))
    #expect(root.view.safeAreaInsets.top == 32)
  }

  @Test func theAppsAdditionalInsetsAddToTheBarsAndStayTheApps() throws {
    let (host, _, root) = try host(.iphone6)
    root.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
    host.window.layoutIfNeeded()
    #expect(root.additionalSafeAreaInsets == EdgeInsets(top: 10, left: 0, bottom: 5, right: 0))
    #expect(root.view.safeAreaInsets.top == 74)  // 20-pt status bar + 44-pt bar + 10
    #expect(root.view.safeAreaInsets.bottom == 5)
  }

  @Test func aPoppedControllerLosesTheBarsInsets() throws {
    let (host, navigation, top) = try host(.iphone6, pushed: true)
    #expect(top.view.safeAreaInsets.top == 64)
    navigation.popViewController(animated: false)
    host.window.layoutIfNeeded()
    #expect(top.additionalSafeAreaInsets == .zero)
    #expect(top.containerSafeAreaInsets == .zero)
  }

  @Test func anOpaqueBarEndsTheContentAtItsBottom() throws {
    let (host, navigation, root) = try host(.iphone6)
    navigation.navigationBar.isTranslucent = false
    host.window.layoutIfNeeded()
    #expect(root.view.frame == CGRect(x: 0, y: 64, width: 375, height: 603))
    #expect(root.view.safeAreaInsets.top == 0)
    root.extendedLayoutIncludesOpaqueBars = true
    host.window.layoutIfNeeded()
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(root.view.safeAreaInsets.top == 64)
  }

  @Test func contentLeftOutOfTheTopEdgeEndsAtATranslucentBar() throws {
    let (host, _, root) = try host(.iphone6)
    root.edgesForExtendedLayout = [.bottom]
    host.window.layoutIfNeeded()
    #expect(root.view.frame == CGRect(x: 0, y: 64, width: 375, height: 603))
    #expect(root.view.safeAreaInsets.top == 0)
  }

  @Test func largeTitlesAddFiftyTwoPointsExceptInCompactHeight() throws {
    let (host, navigation, root) = try host(.iphone6, largeTitles: true)
    #expect(navigation.navigationBar.frame.height == 96)
    #expect(root.view.safeAreaInsets.top == 116)
    #expect(navigation.navigationBar.titleLabel.isHidden)
    #expect(!navigation.navigationBar.largeTitleLabel.isHidden)
    #expect(navigation.navigationBar.largeTitleLabel.font.pointSize == 34)
    #expect(navigation.navigationBar.largeTitleLabel.frame.minX == 16)
    try host.rotate(toInterface: .landscapeLeft)
    host.window.layoutIfNeeded()
    #expect(navigation.navigationBar.frame.height == 32)
    #expect(navigation.navigationBar.largeTitleLabel.isHidden)
  }

  @Test func aNotchedIPhoneKeepsTheBarUnderTheSensorHousing() throws {
    let (host, navigation, root) = try host(.iphonex)
    #expect(host.window.rootViewController === navigation)
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 44, width: 375, height: 44))
    #expect(root.view.safeAreaInsets.top == 88)
  }

  @Test func iPadBarsAreFiftyPointsHigh() throws {
    let (host, navigation, root) = try host(.ipad)
    #expect(host.window.rootViewController === navigation)
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 768, height: 50))
    #expect(root.view.safeAreaInsets.top == 70)
  }

  @Test func pushShowsABackButtonWithThePreviousTitleAndTappingItPops() throws {
    let (host, navigation, top) = try host(.iphone6, pushed: true)
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController === top)
    #expect(top.navigationController === navigation)
    #expect(top.view.superview === navigation.view)
    #expect(navigation.viewControllers[0].viewIfLoaded?.superview == nil)
    let back = navigation.navigationBar.backButton
    #expect(!back.isHidden)
    #expect(back.title == "Mail")
    #expect(back.frame.minX == 8)
    #expect(navigation.navigationBar.titleLabel.text == "Inbox")
    let point = back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil)
    host.tap(at: point)
    #expect(navigation.viewControllers.count == 1)
    #expect(top.parent == nil)
    #expect(navigation.navigationBar.titleLabel.text == "Mail")
    #expect(navigation.navigationBar.backButton.isHidden)
  }

  @Test func theBackButtonTakesTheBackButtonTitleOfTheItemBelow() throws {
    // UIKit derives the top item's back button from the item below it: that item's
    // backButtonTitle, else its title. The top item's own backButtonTitle is for the screen
    // pushed after it.
    let (host, navigation, top) = try host(.iphone6, pushed: true)
    let back = navigation.navigationBar.backButton
    #expect(back.title == "Mail")
    top.navigationItem.backButtonTitle = "Inbox list"
    host.window.layoutIfNeeded()
    #expect(back.title == "Mail")
    navigation.viewControllers[0].navigationItem.backButtonTitle = "Mailboxes"
    host.window.layoutIfNeeded()
    #expect(back.title == "Mailboxes")
    navigation.pushViewController(Page("Message"), animated: false)
    host.window.layoutIfNeeded()
    #expect(back.title == "Inbox list")
    #expect(navigation.navigationBar.titleLabel.text == "Message")
  }

  @Test func hidesBackButtonHidesItWhenItsItemIsOnTop() throws {
    // UIKit: "When set to true, the back button is hidden when this navigation item is the top
    // item." Set on the item below, it changes nothing; hidden, a tap where it was pops nothing.
    let (host, navigation, top) = try host(.iphone6, pushed: true)
    let back = navigation.navigationBar.backButton
    let point = back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil)
    navigation.viewControllers[0].navigationItem.hidesBackButton = true
    host.window.layoutIfNeeded()
    #expect(!back.isHidden)
    top.navigationItem.hidesBackButton = true
    host.window.layoutIfNeeded()
    #expect(back.isHidden)
    host.tap(at: point)
    #expect(navigation.viewControllers.count == 2)
    top.navigationItem.hidesBackButton = false
    host.window.layoutIfNeeded()
    #expect(!back.isHidden)
    host.tap(at: point)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func barButtonItemsAreTitledButtonsInTheTint() throws {
    let root = Page("Notes")
    var taps = 0
    root.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit") { taps += 1 }
    root.navigationItem.leftBarButtonItem = BarButtonItem(title: "Done", style: .done)
    let navigation = NavigationController(rootViewController: root)
    let host = try DeviceHost(device: .iphone6, rootViewController: navigation)
    host.window.layoutIfNeeded()
    let right = try #require(navigation.navigationBar.rightButton)
    let left = try #require(navigation.navigationBar.leftButton)
    #expect(right.frame.maxX == 359)  // 375 − 16
    #expect(left.frame.minX == 16)
    #expect(right.currentTitleColor == .systemBlue)
    #expect(left.titleLabel?.font.weight == .semibold)
    host.tap(at: right.convert(CGPoint(x: right.bounds.midX, y: right.bounds.midY), to: nil))
    #expect(taps == 1)
  }

  @Test func largeTitleDisplayModeNeverKeepsThePushedTitleInline() throws {
    let (host, navigation, top) = try host(.iphone6, largeTitles: true, pushed: true)
    #expect(navigation.navigationBar.showsLargeTitle)  // automatic follows the root
    top.navigationItem.largeTitleDisplayMode = .never
    navigation.navigationBar.reloadTopItem()
    navigation.view.setNeedsLayout()
    host.window.layoutIfNeeded()
    #expect(!navigation.navigationBar.showsLargeTitle)
    #expect(navigation.navigationBar.frame.height == 44)
  }

  @Test func poppingTheRootDoesNothing() throws {
    let (host, navigation, _) = try host(.iphone6)
    #expect(host.window.rootViewController === navigation)
    #expect(navigation.popViewController(animated: false) == nil)
    #expect(navigation.viewControllers.count == 1)
  }
}
