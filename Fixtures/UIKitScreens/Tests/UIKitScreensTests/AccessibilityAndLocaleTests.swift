import SwivelSnapshotTesting
import SwivelUIKit
import Testing

@testable import UIKitScreens

/// The accessibility, pseudo-locale and full-content features on screens written as for iOS,
/// from a package of their own: what VoiceOver reads of the sign-in screen, its accessibility
/// image, the screen in en-XA, and the whole course-settings table in landscape.
@Suite struct AccessibilityAndLocaleTests {
  @Test func voiceOverReadsTheSignInScreenTopToBottom() throws {
    let controller = LoginViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    host.window.layoutIfNeeded()
    let elements = controller.view.accessibilityElementsInOrder()
    // The title, the subtitle, the two empty fields (which UIKit reads by their placeholders, as
    // their values), then the buttons.
    #expect(
      elements.map { $0.label ?? $0.value ?? "" } == [
        "Welcome back", "Sign in to continue to your account.", "Email", "Password", "Sign In",
        "Forgot password?",
      ])
    #expect(elements[2].label == nil && elements[2].value == "Email")
    let button = try #require(
      controller.view.accessibilityElementsInOrder().first { $0.label == "Sign In" })
    #expect(button.traits.contains(.button))
    assertSnapshot(of: controller, as: .accessibilityDescription(on: .iphone6), named: "iphone6")
  }

  @Test func theAccessibilityImageNumbersEveryElement() {
    assertSnapshot(
      of: LoginViewController(), as: .accessibilityImage(on: .iphonex), named: "iphonex")
  }

  @Test func theAccentedPseudoLocaleLengthensWhatIsShownButNotTheAppsStrings() throws {
    let traits = TraitCollection(pseudoLocale: .accented)
    let controller = LoginViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller, traits: traits)
    host.window.layoutIfNeeded()
    #expect(controller.titleLabel.text == "Welcome back")
    let shown = try #require(controller.titleLabel.laidOutText)
    #expect(shown.hasPrefix("[") && shown.hasSuffix("]") && shown.count > "Welcome back".count)
    assertSnapshot(
      of: LoginViewController(),
      as: .image(on: DeviceConfiguration(device: .iphone6, orientation: .portrait, traits: traits)),
      named: "en-XA")
  }

  @Test func theWholeSettingsTableInOneLandscapeImage() throws {
    let controller = GameSettingsViewController()
    let host = try DeviceHost(
      device: .iphone6, rootViewController: PortedScreenTests.inNavigation(controller))
    try host.rotate(toInterface: .landscapeLeft)
    host.window.layoutIfNeeded()
    // The table is taller than the 375-pt landscape screen, so the image is taller too.
    #expect(controller.tableView.contentSize.height > 375)
    assertSnapshot(of: host, as: .image(extent: .fullContent), named: "landscape")
  }
}
