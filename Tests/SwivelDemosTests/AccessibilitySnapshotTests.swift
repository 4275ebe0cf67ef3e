import SwivelDemos
import SwivelSnapshotTesting
import Testing

/// What VoiceOver reads on the demos: the order by hand-computed frames, and goldens of the
/// description and the accessibility image (looked at when recorded).
@Suite struct AccessibilitySnapshotTests {
  private func scene(_ name: String) throws -> Scene { try #require(SceneCatalog.named(name)) }

  private func elements(
    _ name: String, _ orientation: InterfaceOrientation = .portrait,
    traits: TraitCollection = TraitCollection()
  ) throws -> [AccessibilityElement] {
    let host = try scene(name).launch(
      DeviceConfiguration(device: .iphone6, orientation: orientation, traits: traits))
    return host.window.accessibilityElementsInOrder()
  }

  @Test func allInCodeReadsTopToBottomInEachOrientation() throws {
    // Portrait: Button A at y 20, the label at 667 / 2 − 10, Button B at 667 / 2 + 20.
    #expect(try elements("AllInCode").map(\.label) == ["Button A", "Welcome", "Button B"])
    // Landscape: the label at y 20 comes first, then Button A at 60.
    #expect(
      try elements("AllInCode", .landscapeLeft).map(\.label) == ["Welcome", "Button A", "Button B"])
  }

  @Test func settingsReadsEachRowsTitleThenItsSwitch() throws {
    let read = try elements("Settings")
    let wifi = try #require(
      read.firstIndex { $0.label == "Wi-Fi" && $0.traits.contains(.staticText) })
    #expect(read[wifi + 1].identifier == "wifiSwitch")
    #expect(read[wifi + 1].value == "1")
    #expect(read[wifi + 1].label == "Wi-Fi")  // the demo labels its switches
  }

  @Test func profileReadsEachStatisticWithItsCaption() throws {
    let labels = try elements("Profile").compactMap(\.label)
    let posts = try #require(labels.firstIndex(of: "128"))
    #expect(
      Array(labels[posts..<posts + 6]) == ["128", "Posts", "4.2K", "Followers", "312", "Following"])
  }

  @Test func rightToLeftReadsTheSwitchBeforeItsTitle() throws {
    let read = try elements("Settings", traits: TraitCollection(layoutDirection: .rightToLeft))
    let wifiSwitch = try #require(read.firstIndex { $0.identifier == "wifiSwitch" })
    #expect(read[wifiSwitch + 1].label == "Wi-Fi")
    #expect(read[wifiSwitch + 1].traits.contains(.staticText))
  }

  @Test(arguments: ["AllInCode", "Settings", "Profile"])
  func descriptions(_ name: String) throws {
    assertSnapshot(of: try scene(name), as: .accessibilityDescription(on: .iphone6))
  }

  @Test func images() throws {
    let settings = try scene("Settings")
    assertSnapshot(
      of: settings, as: .accessibilityImage(on: .iphone6), named: "Settings.iphone6.portrait")
    assertSnapshot(
      of: settings, as: .accessibilityImage(on: .iphonex, orientation: .landscapeLeft),
      named: "Settings.iphonex.landscapeLeft")
    assertSnapshot(
      of: settings,
      as: .accessibilityImage(on: .iphone6, traits: TraitCollection(layoutDirection: .rightToLeft)),
      named: "Settings.iphone6.portrait.rtl")
    assertSnapshot(
      of: try scene("AllInCode"), as: .accessibilityImage(on: .iphone6),
      named: "AllInCode.iphone6.portrait")
    assertSnapshot(
      of: try scene("Profile"),
      as: .accessibilityImage(on: .iphone6, traits: TraitCollection(userInterfaceStyle: .dark)),
      named: "Profile.iphone6.portrait.dark")
  }
}
