import Foundation
import SwivelDemos
import SwivelSnapshotTesting
import Testing

/// One scene on one device in one orientation: a golden named `<scene>.<device>.<orientation>`.
struct SceneCase: Sendable, CustomTestStringConvertible {
  let scene: Scene
  let configuration: DeviceConfiguration

  var variant: String { "\(scene.name).\(configuration.variant)" }
  var testDescription: String { variant }

  /// The devices every scene has goldens on: the seeds' iPhones, a notched iPhone and the iPad.
  static let devices: [Device] = [.iphone4s, .iphone6, .iphone6plus, .iphonex, .ipad]

  /// Every scene × device × orientation the scene allows there.
  static let all: [SceneCase] = SceneCatalog.all.flatMap { scene in
    DeviceConfiguration.matrix(devices: devices, allowedBy: scene).map {
      SceneCase(scene: scene, configuration: $0)
    }
  }
}

@Suite struct SceneSnapshotTests {
  /// Every demo scene's golden. Legacy-model scenes are rendered as held, the way a person
  /// holding the device sees them; `SwapperTests` checks the raw framebuffer too.
  @Test(arguments: SceneCase.all)
  func scenes(_ testCase: SceneCase) {
    let scene = testCase.scene, configuration = testCase.configuration
    // Golden: SceneSnapshotTests.scenes.<scene>.<device>.<orientation>.png (the case's description);
    // layout warnings fail the assertion.
    assertSnapshot(
      of: scene,
      as: .image(
        on: configuration.device, orientation: configuration.orientation,
        presentation: .init(asHeld: scene.model == .legacy)))
  }

  @Test func everySceneHasGoldensInSeveralOrientationsOnEveryDevice() throws {
    for scene in SceneCatalog.all {
      for device in SceneCase.devices {
        let count = SceneCase.all.filter {
          $0.scene.name == scene.name && $0.configuration.device == device
        }.count
        #expect(count >= 2, "\(scene.name) on \(device.id) has \(count) orientations")
      }
    }
  }

  @Test func everyGoldenInTheFolderBelongsToACase() throws {
    // Goldens left behind by a removed scene, device or orientation would never be checked.
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Snapshots/SceneSnapshotTests")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let expected = Set(SceneCase.all.map { "SceneSnapshotTests.scenes.\($0.variant).png" })
    #expect(Set(files).subtracting(expected).sorted() == [])
    #expect(expected.subtracting(files).sorted() == [])
  }
}
