import SwivelDemos
import SwivelSnapshotTesting
import Testing

/// The demos in the pseudo-locales: goldens of en-XA (accented, 40 % longer) and ar-XB (right
/// to left), looked at when recorded, and what the audit finds the longer strings cut.
@Suite struct PseudoLocaleSnapshotTests {
  static let accented = TraitCollection(pseudoLocale: .accented)
  static let bidi = TraitCollection(pseudoLocale: .bidi)

  static let cases: [SceneCase] = ["Settings", "AllInCode"].flatMap { name -> [SceneCase] in
    guard let scene = SceneCatalog.named(name) else { return [] }
    return DeviceConfiguration.matrix(
      devices: [.iphone6], orientations: [.portrait], traits: [accented, bidi]
    )
    .map { SceneCase(scene: scene, configuration: $0) }
  }

  @Test(arguments: cases)
  func scenes(_ testCase: SceneCase) {
    assertSnapshot(of: testCase.scene, as: .image(on: testCase.configuration))
  }

  @Test func theAuditReportsWhatTheLongerStringsCut() throws {
    let scene = try #require(SceneCatalog.named("Settings"))
    let host = try scene.launch(DeviceConfiguration(device: .iphone6, traits: Self.accented))
    let cut = LayoutAudit.run(on: host).filter { $0.kind == .truncatedText }
    // The 80-pt title "Name" becomes "[Ñámé one]" (4 characters, 1.6 → 2 added: " one") and no
    // longer fits; in English nothing is cut.
    #expect(
      cut.contains {
        $0.path.hasSuffix("SettingsRow#nameRow > Label[0]")
          && $0.message.contains("\"[Ñámé one]\" needs")
      })
    let plain = try scene.launch(DeviceConfiguration(device: .iphone6))
    #expect(LayoutAudit.run(on: plain).filter { $0.kind == .truncatedText }.isEmpty)
  }

  @Test func theViewTreeKeepsTheAppsStrings() throws {
    let scene = try #require(SceneCatalog.named("Settings"))
    let host = try scene.launch(DeviceConfiguration(device: .iphone6, traits: Self.accented))
    let controller = try #require(host.rootViewController as? SettingsViewController)
    #expect(controller.titleLabel.text == "Settings")
    #expect(controller.titleLabel.laidOutText == "[Śéţţîñĝš one]")
    #expect(controller.nameField.text == "Anna Appleseed")
  }
}
