import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// The bars as VoiceOver reads them: a navigation bar's title is a header, the back button a
/// button named after the previous screen, each tab a button, the selected one selected.
@Suite struct AccessibilityBarsTests {
  private func titled(_ title: String) -> ViewController {
    let controller = ViewController()
    controller.title = title
    return controller
  }

  @Test func navigationAndTabBarsReadAsUIKitsDo() throws {
    let navigation = NavigationController(rootViewController: titled("Mail"))
    navigation.pushViewController(titled("Inbox"), animated: false)
    navigation.title = "Mail"  // the tab's title, as in UIKit (not taken from the children)
    let tabs = TabBarController()
    tabs.setViewControllers([navigation, titled("Settings")], animated: false)
    let host = try DeviceHost(device: .iphone6, rootViewController: tabs)
    let elements = host.window.accessibilityElementsInOrder()
    let title = try #require(elements.first { $0.label == "Inbox" })
    #expect(title.traits == [.staticText, .header])
    let back = try #require(elements.first { $0.traits.contains(.button) && $0.label == "Mail" })
    #expect(back.frame.minX < title.frame.minX)  // leading, so read first in its row
    let tabButtons = elements.filter { $0.frame.minY > 600 }
    #expect(tabButtons.map(\.label) == ["Mail", "Settings"])
    #expect(tabButtons.map(\.traits) == [[.button, .selected], [.button]])
  }

  @Test func aSpinningActivityIndicatorIsReadAsInProgress() {
    let spinner = ActivityIndicatorView(style: .medium)
    #expect(!spinner.isAccessibilityElement)  // stopped (and hidden when stopped)
    spinner.startAnimating()
    #expect(spinner.isAccessibilityElement)
    #expect(spinner.accessibilityLabel == "In progress")
    #expect(spinner.accessibilityTraits == .updatesFrequently)
  }
}
