import Foundation
import SwivelUIKit
import Testing

/// iOS 15 bar appearance code and appearance proxies compile under `import SwivelUIKit` and
/// take effect.
@Suite struct AppearanceNamesTests {
  @Test func barAppearanceCodeCompilesAndDrawsAnOpaqueBar() throws {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemIndigo
    appearance.titleTextAttributes = [
      .foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 18),
    ]
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.navigationBar.standardAppearance = appearance
    navigation.navigationBar.scrollEdgeAppearance = appearance
    navigation.navigationBar.compactAppearance = appearance
    let tabAppearance = UITabBarAppearance()
    tabAppearance.configureWithDefaultBackground()
    _ = try DeviceHost(device: .iphone6, rootViewController: navigation)
    #expect(navigation.navigationBar.currentAppearance.backgroundColor == .systemIndigo)
    #expect(navigation.navigationBar.titleLabel.textColor == .white)
    #expect(navigation.navigationBar.titleLabel.font.pointSize == 18)
  }

  @Test func theNavigationBarProxyTakesEffect() throws {
    try AppearanceStore.withAppearanceScope {
      UINavigationBar.appearance().barTintColor = .systemRed
      UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).textColor =
        .systemGreen
      let navigation = UINavigationController(rootViewController: UIViewController())
      _ = try DeviceHost(device: .iphone6, rootViewController: navigation)
      #expect(navigation.navigationBar.barTintColor == .systemRed)
    }
  }
}
