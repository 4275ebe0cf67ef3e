import SwivelDevices
import SwivelViews
import Testing

/// `UIView.userInterfaceLayoutDirection(for:)`: a forced attribute wins; otherwise the app's
/// direction, which follows the running host's traits.
@Suite struct LayoutDirectionForAttributeTests {
  @Test func forcedAttributesGiveTheirDirection() {
    #expect(View.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
    #expect(View.userInterfaceLayoutDirection(for: .forceLeftToRight) == .leftToRight)
  }

  @Test func anUnspecifiedAttributeFollowsTheApp() throws {
    #expect(View.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
    let host = try DeviceHost(
      device: .iphone6, rootViewController: ViewController(),
      traits: TraitCollection(layoutDirection: .rightToLeft))
    let direction = host.withScreen { View.userInterfaceLayoutDirection(for: .unspecified) }
    #expect(direction == .rightToLeft)
  }
}
