import SwivelDemos
import SwivelSnapshotTesting
import Testing

/// Dark, large-text and right-to-left goldens of the demos that use system colours and text
/// styles: `TraitSnapshotTests.scenes.<scene>.<device>.<orientation>.<traits>.png`.
@Suite struct TraitSnapshotTests {
  static let dark = TraitCollection(userInterfaceStyle: .dark)
  static let largeText = TraitCollection(preferredContentSizeCategory: .accessibilityLarge)
  static let rightToLeft = TraitCollection(layoutDirection: .rightToLeft)

  static let cases: [SceneCase] = [
    ("AllInCode", [dark, largeText]),
    ("Squares", [dark, rightToLeft]),
    ("OrientationSpecific", [dark]),
    ("Settings", [dark]),
    ("Profile", [dark, largeText]),
  ].flatMap { name, traits -> [SceneCase] in
    guard let scene = SceneCatalog.named(name) else { return [] }
    return DeviceConfiguration.matrix(
      devices: [.iphone6], orientations: [.portrait, .landscapeLeft], traits: traits,
      allowedBy: scene
    ).map { SceneCase(scene: scene, configuration: $0) }
  }

  @Test(arguments: cases)
  func scenes(_ testCase: SceneCase) {
    assertSnapshot(of: testCase.scene, as: .image(on: testCase.configuration))
  }

  @Test func everyTraitRowIsCovered() {
    #expect(Self.cases.count == 2 * 2 + 2 * 2 + 2 + 2 + 2 * 2)
  }
}
