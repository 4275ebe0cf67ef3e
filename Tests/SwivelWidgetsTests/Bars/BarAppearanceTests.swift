import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// A controller whose root view is a scroll view with tall content.
private final class ScrollingController: ViewController {
  let scrollView = ScrollView()
  override func loadView() { view = scrollView }
  override func viewDidLoad() { scrollView.contentSize = CGSize(width: 100, height: 3_000) }
}

@Suite struct BarAppearanceTests {
  @Test func aNewAppearanceHasTheDefaultBackground() {
    let appearance = NavigationBarAppearance()
    #expect(appearance.background == .material)
    #expect(appearance.backgroundColor == nil)
    #expect(appearance.shadowColor == BarAppearance.defaultShadowColor)
  }

  @Test func theThreeConfigurationsSetBackgroundAndShadow() {
    let appearance = TabBarAppearance()
    appearance.configureWithOpaqueBackground()
    #expect(appearance.background == .opaque && appearance.backgroundColor == .systemBackground)
    #expect(appearance.shadowColor != nil)
    appearance.configureWithTransparentBackground()
    #expect(
      appearance.background == .transparent && appearance.backgroundColor == nil
        && appearance.shadowColor == nil)
    appearance.configureWithDefaultBackground()
    #expect(appearance.background == .material && appearance.shadowColor != nil)
  }

  @Test func aCopyIsIndependentAndKeepsTheTitleAttributes() {
    let appearance = NavigationBarAppearance()
    appearance.titleTextAttributes = TextAttributes(foregroundColor: .systemRed)
    let copy = appearance.copy()
    copy.configureWithTransparentBackground()
    #expect(appearance.background == .material)
    #expect(copy.titleTextAttributes.foregroundColor == .systemRed)
  }

  @Test func theNavigationBarIsTransparentAtTheTopAndMaterialOnceContentScrollsUnder() throws {
    let content = ScrollingController()
    let navigation = NavigationController(rootViewController: content)
    let host = try DeviceHost(device: .iphone6, rootViewController: navigation)
    defer { withExtendedLifetime(host) {} }
    #expect(navigation.navigationBar.currentAppearance.background == .transparent)
    #expect(navigation.navigationBar.currentAppearance.shadowColor == nil)
    content.scrollView.contentOffset.y += 100
    #expect(navigation.navigationBar.currentAppearance.background == .material)
    #expect(navigation.navigationBar.currentAppearance.shadowColor != nil)
  }

  @Test func contentWithoutAScrollViewLeavesBothBarsAtTheirScrollEdge() throws {
    let navigation = NavigationController(rootViewController: ViewController())
    let tabs = TabBarController()
    tabs.setViewControllers([navigation], animated: false)
    _ = try DeviceHost(device: .iphone6, rootViewController: tabs)
    #expect(navigation.navigationBar.currentAppearance.background == .transparent)
    #expect(tabs.tabBar.currentAppearance.background == .transparent)
  }

  @Test func theTabBarShowsTheMaterialUntilTheContentIsScrolledToTheBottom() throws {
    let content = ScrollingController()
    let tabs = TabBarController()
    tabs.setViewControllers([content], animated: false)
    let host = try DeviceHost(device: .iphone6, rootViewController: tabs)
    defer { withExtendedLifetime(host) {} }
    #expect(tabs.tabBar.currentAppearance.background == .material)
    content.scrollView.contentOffset.y = content.scrollView.contentOffsetRange.max.y
    #expect(tabs.tabBar.currentAppearance.background == .transparent)
  }

  @Test func theStandardAppearanceAsScrollEdgeAppearanceGivesTheIOS13Look() throws {
    let navigation = NavigationController(rootViewController: ViewController())
    navigation.navigationBar.scrollEdgeAppearance = navigation.navigationBar.standardAppearance
    _ = try DeviceHost(device: .iphone6, rootViewController: navigation)
    #expect(navigation.navigationBar.currentAppearance.background == .material)
  }

  @Test func barTintColorFillsTheStandardAppearanceOnly() throws {
    let content = ScrollingController()
    let navigation = NavigationController(rootViewController: content)
    navigation.navigationBar.barTintColor = .systemIndigo
    let host = try DeviceHost(device: .iphone6, rootViewController: navigation)
    defer { withExtendedLifetime(host) {} }
    #expect(navigation.navigationBar.currentAppearance.backgroundColor == nil)  // at the top
    content.scrollView.contentOffset.y += 50
    #expect(navigation.navigationBar.currentAppearance.backgroundColor == .systemIndigo)
  }

  @Test func titleAttributesSetTheTitlesFontAndColour() throws {
    let content = ViewController()
    content.title = "Inbox"
    let navigation = NavigationController(rootViewController: content)
    let appearance = NavigationBarAppearance()
    appearance.titleTextAttributes = TextAttributes(
      font: .systemFont(ofSize: 20, weight: .bold), foregroundColor: .systemRed)
    navigation.navigationBar.standardAppearance = appearance
    _ = try DeviceHost(device: .iphone6, rootViewController: navigation)
    #expect(navigation.navigationBar.titleLabel.textColor == .systemRed)
    #expect(navigation.navigationBar.titleLabel.font.pointSize == 20)
  }

  @Test func theBarKeepsACopyOfTheAppearanceItIsGiven() {
    let bar = NavigationBar()
    let appearance = NavigationBarAppearance()
    bar.standardAppearance = appearance
    appearance.configureWithTransparentBackground()
    #expect(bar.standardAppearance.background == .material)
  }
}
