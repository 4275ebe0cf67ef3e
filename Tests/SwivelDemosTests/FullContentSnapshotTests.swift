import SwivelDemos
import SwivelSnapshotTesting
import Testing

/// Settings with its whole scroll view shown: in landscape on an iPhone X the account rows lie
/// below the screen; the full-content image shows them, at full resolution.
@Suite struct FullContentSnapshotTests {
  @Test func settingsInFull() throws {
    let settings = try #require(SceneCatalog.named("Settings"))
    assertSnapshot(
      of: settings, as: .image(on: .iphonex, orientation: .landscapeLeft, extent: .fullContent),
      named: "iphonex.landscapeLeft")
    assertSnapshot(
      of: settings, as: .image(on: .iphone4s, extent: .fullContent), named: "iphone4s.portrait")
  }

  @Test func theImageIsTheContentsHeight() throws {
    let settings = try #require(SceneCatalog.named("Settings"))
    let host = try settings.launch(
      DeviceConfiguration(device: .iphonex, orientation: .landscapeLeft))
    let controller = try #require(host.rootViewController as? SettingsViewController)
    let scroll = controller.scrollView
    let inset = scroll.adjustedContentInset
    // The window grows by what the content and its insets need beyond the scroll view.
    let missing = (scroll.contentSize.height + inset.top + inset.bottom - scroll.bounds.height)
      .rounded(.up)
    let image = try host.renderFullContentImage()
    #expect(image.height == Int((375 + missing) * 3))
    #expect(image.width == 812 * 3)
  }
}
