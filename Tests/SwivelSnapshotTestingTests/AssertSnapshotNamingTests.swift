import Foundation
import SwivelSnapshotTesting
import Testing

/// Golden names: `<Suite>.<test>.<name>.<ext>`, counters for unnamed calls, nested suites,
/// parameterised cases and collisions. Goldens go to a temporary folder.
@Suite struct AssertSnapshotNamingTests {
  @Test func twoUnnamedCallsAreCountedOneAndTwo() throws {
    let package = try TemporaryPackage()
    let (first, second) = package.withEnvironment {
      (
        snapshotOutcome(of: sampleLabel("A"), as: .image, snapshotDirectory: package.goldens),
        snapshotOutcome(of: sampleLabel("B"), as: .image, snapshotDirectory: package.goldens)
      )
    }
    let base = package.goldens + "/AssertSnapshotNamingTests.twoUnnamedCallsAreCountedOneAndTwo"
    #expect(first.recording?.absolutePath == base + ".1.png")
    #expect(second.recording?.absolutePath == base + ".2.png")
    #expect(
      fileBytes(
        package.golden("AssertSnapshotNamingTests.twoUnnamedCallsAreCountedOneAndTwo.1.png"))
        != fileBytes(
          package.golden("AssertSnapshotNamingTests.twoUnnamedCallsAreCountedOneAndTwo.2.png")))
  }

  @Test func anExplicitNameIsTheLastPart() throws {
    let package = try TemporaryPackage()
    let outcome = package.withEnvironment {
      snapshotOutcome(
        of: sampleLabel(), as: .image, named: "dark mode", snapshotDirectory: package.goldens)
    }
    // "dark mode" had a space replaced: its hash (FNV-1a, computed apart from Swivel) follows.
    #expect(
      outcome.recording?.absolutePath
        == package.goldens
        + "/AssertSnapshotNamingTests.anExplicitNameIsTheLastPart.dark_mode-d2ef8fdc.png")
  }

  @Suite struct A {
    @Test func screen() throws {
      let package = try TemporaryPackage()
      let outcome = package.withEnvironment {
        snapshotOutcome(of: sampleLabel("A"), as: .image, snapshotDirectory: package.goldens)
      }
      #expect(
        outcome.recording?.absolutePath == package.goldens
          + "/AssertSnapshotNamingTests.A.screen.1.png")
    }
  }

  @Suite struct B {
    @Test func screen() throws {
      let package = try TemporaryPackage()
      let outcome = package.withEnvironment {
        snapshotOutcome(of: sampleLabel("B"), as: .image, snapshotDirectory: package.goldens)
      }
      #expect(
        outcome.recording?.absolutePath == package.goldens
          + "/AssertSnapshotNamingTests.B.screen.1.png")
    }
  }

  @Test(arguments: [
    DeviceConfiguration(device: .iphone6, orientation: .portrait),
    DeviceConfiguration(device: .iphone6, orientation: .landscapeLeft, model: .legacy),
  ])
  func parameterisedCasesUseTheArgumentsDescription(_ configuration: DeviceConfiguration) throws {
    let package = try TemporaryPackage()
    let (first, second) = package.withEnvironment {
      (
        snapshotOutcome(of: sampleLabel(), as: .image, snapshotDirectory: package.goldens),
        snapshotOutcome(of: sampleLabel("2"), as: .image, snapshotDirectory: package.goldens)
      )
    }
    let base =
      package.goldens + "/AssertSnapshotNamingTests.parameterisedCasesUseTheArgumentsDescription."
      + configuration.variant
    #expect(first.recording?.absolutePath == base + ".png")
    #expect(second.recording?.absolutePath == base + ".2.png")
  }

  @Test(arguments: ["dark", "light"], [1, 2])
  func plainArgumentsAreDescribedWithoutQuotes(theme: String, size: Int) throws {
    let package = try TemporaryPackage()
    let outcome = package.withEnvironment {
      snapshotOutcome(of: sampleLabel(), as: .image, snapshotDirectory: package.goldens)
    }
    #expect(
      outcome.recording?.absolutePath
        == package.goldens
        + "/AssertSnapshotNamingTests.plainArgumentsAreDescribedWithoutQuotes.\(theme).\(size).png")
  }

  static let scenes = [
    Scene(name: "White", summary: "White.", sourcePath: "-") { ColorController() },
    Scene(name: "Also White", summary: "White too.", sourcePath: "-") { ColorController() },
  ]

  @Test(arguments: scenes)
  func aSceneArgumentNamesTheGoldenAfterTheScene(_ scene: Scene) throws {
    let package = try TemporaryPackage()
    let outcome = package.withEnvironment {
      snapshotOutcome(of: scene, as: .image(on: .iphone4s), snapshotDirectory: package.goldens)
    }
    let expected = scene.name == "White" ? "White" : "Also_White-8f2262f5"
    #expect(
      outcome.recording?.absolutePath
        == package.goldens
        + "/AssertSnapshotNamingTests.aSceneArgumentNamesTheGoldenAfterTheScene.\(expected).png")
  }

  @Test func aGoldenClaimedByAnotherTestIsRefusedAndByTheSameTestShared() {
    let registry = GoldenRegistry()
    #expect(registry.claim("/g/a.png", test: "T1", site: "A.swift:1:1") == .first)
    #expect(
      registry.claim("/g/a.png", test: "T1", site: "A.swift:2:1")
        == .sameTest(earlier: "A.swift:1:1"))
    #expect(
      registry.claim("/g/a.png", test: "T2", site: "B.swift:9:1")
        == .otherTest(earlier: "A.swift:1:1"))
    #expect(registry.claim("/g/b.png", test: "T2", site: "B.swift:9:1") == .first)
  }

  @Test func textStrategiesUseTheirOwnExtensions() throws {
    let package = try TemporaryPackage()
    let (text, json) = package.withEnvironment {
      (
        snapshotOutcome(
          of: sampleLabel(), as: .recursiveDescription, snapshotDirectory: package.goldens),
        snapshotOutcome(of: sampleLabel(), as: .dump, snapshotDirectory: package.goldens)
      )
    }
    let base = package.goldens + "/AssertSnapshotNamingTests.textStrategiesUseTheirOwnExtensions"
    #expect(text.recording?.absolutePath == base + ".1.txt")
    #expect(json.recording?.absolutePath == base + ".2.json")
  }

  @Test func theReRecordHintFiltersExactlyThisTest() throws {
    let package = try TemporaryPackage()
    let outcome = package.withEnvironment {
      snapshotOutcome(
        of: sampleLabel(), as: .image, record: .never, snapshotDirectory: package.goldens)
    }
    let failure = try #require(outcome.failure)
    #expect(
      failure.recordHint.hasPrefix(
        "SWIVEL_RECORD=failed swift test --filter 'SwivelSnapshotTestingTests.AssertSnapshotNamingTests/theReRecordHintFiltersExactlyThisTest\\('"
      ))
  }
}
