import SwivelUIKit
import Testing

@Suite struct UIKitTraitTests {
  @Test func aUIKitStyleScreenFollowsDarkModeAndDynamicType() throws {
    let screen = DarkModeLabelViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: screen)
    #expect(screen.titleLabel.font.pointSize == 17)
    host.traitOverrides = UITraitCollection(
      userInterfaceStyle: UIUserInterfaceStyle.dark,
      preferredContentSizeCategory: UIContentSizeCategory.extraLarge)
    #expect(screen.appearanceChanges == 1)
    #expect(screen.titleLabel.font.pointSize == 19)  // Headline at xLarge
    #expect(screen.view.traitCollection.userInterfaceStyle == .dark)
    let image = try host.renderImage(statusBar: false)
    #expect(image[10, 600] == 0xFF00_0000)  // systemBackground, dark
  }
}
