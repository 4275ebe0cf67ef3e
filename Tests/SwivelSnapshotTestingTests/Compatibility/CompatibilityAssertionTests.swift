import Foundation
import SwivelSnapshotTesting
import Testing

/// swift-snapshot-testing's assertion functions and naming rules. Goldens go to a temporary
/// folder.
@Suite struct CompatibilityAssertionTests {
  @Test func verifySnapshotIsNilOnAMatchAndTheMessageOtherwise() throws {
    let package = try TemporaryPackage()
    let (recorded, matched, failed) = package.withEnvironment {
      (
        verifySnapshot(
          of: sampleLabel("A"), as: .image, named: "g", snapshotDirectory: package.goldens),
        verifySnapshot(
          of: sampleLabel("A"), as: .image, named: "g", snapshotDirectory: package.goldens),
        verifySnapshot(
          of: sampleLabel("B"), as: .image, named: "g", record: .never,
          snapshotDirectory: package.goldens)
      )
    }
    #expect(recorded?.contains("Recorded") == true || recorded?.contains("recorded") == true)
    #expect(matched == nil)
    #expect(failed?.contains("pixels differ") == true || failed?.contains("differ") == true)
  }

  @Test func assertSnapshotsWithAnArrayNamesTheGoldensOneAndTwo() throws {
    let package = try TemporaryPackage()
    let strategies: [Snapshotting<View, Bitmap>] = [.image, .image(scale: 1)]
    // The goldens the array's calls must find: recorded under the names "1" and "2".
    let recordings = package.withEnvironment {
      strategies.enumerated().map { index, strategy in
        snapshotOutcome(
          of: sampleLabel(), as: strategy, named: "\(index + 1)", snapshotDirectory: package.goldens
        )
      }
    }
    #expect(recordings.allSatisfy { $0.recording != nil })
    package.withEnvironment {
      assertSnapshots(
        of: sampleLabel(), as: strategies, record: .never, snapshotDirectory: package.goldens)
    }
  }

  @Test func aNameUsedTwiceInATestComparesWithTheSameGolden() throws {
    let package = try TemporaryPackage()
    let (first, same, different) = package.withEnvironment {
      (
        snapshotOutcome(
          of: sampleLabel("A"), as: .image, named: "twice", snapshotDirectory: package.goldens),
        snapshotOutcome(
          of: sampleLabel("A"), as: .image, named: "twice", snapshotDirectory: package.goldens),
        snapshotOutcome(
          of: sampleLabel("B"), as: .image, named: "twice", record: .all,
          snapshotDirectory: package.goldens)
      )
    }
    #expect(first.recording != nil)
    #expect(same == .matched)
    let failure = try #require(different.failure)
    #expect(failure.description.contains("CompatibilityAssertionTests.swift:"))
    #expect(failure.notes.contains { $0.contains("checked the same golden") })
    // The golden still holds the first image: the differing call wrote nothing.
    let again = package.withEnvironment {
      snapshotOutcome(
        of: sampleLabel("A"), as: .image, named: "twice", record: .never,
        snapshotDirectory: package.goldens)
    }
    #expect(again == .matched)
  }

  @Test func theDiffToolNamesTheGoldenAndTheNewSnapshot() throws {
    let package = try TemporaryPackage()
    let outcome = package.withEnvironment {
      _ = snapshotOutcome(of: sampleLabel("A"), as: .image, snapshotDirectory: package.goldens)
      return withSnapshotTesting(diffTool: "mydiff") {
        snapshotOutcome(
          of: sampleLabel("B"), as: .image, named: "1", record: .never,
          snapshotDirectory: package.goldens)
      }
    }
    let failure = try #require(outcome.failure)
    let golden = package.golden(
      "CompatibilityAssertionTests.theDiffToolNamesTheGoldenAndTheNewSnapshot.1.png"
    ).path
    #expect(failure.notes.contains { $0.hasPrefix("mydiff \(golden) /") && $0.hasSuffix(".png") })
  }

  @Test func theLibraryLayoutPutsGoldensBesideTheTestFile() throws {
    let package = try TemporaryPackage()
    let file = package.root.appendingPathComponent("Tests/AppTests/ProfileTests.swift").path
    let place = GoldenPlace(
      layout: .swiftSnapshotTesting, nameParts: ["ProfileTests", "testTraits"],
      function: "testTraits",
      caseDescription: nil, filePath: file)
    let location = try place.location(
      lastPart: "iphone-se", pathExtension: "png", snapshotDirectory: nil)
    #expect(
      location.goldenURL.path
        == package.root.path + "/Tests/AppTests/__Snapshots__/ProfileTests/testTraits.iphone-se.png"
    )
    #expect(
      location.goldenRelativePath
        == "Tests/AppTests/__Snapshots__/ProfileTests/testTraits.iphone-se.png")
  }

  @Test func theLayoutIsSetByTheConfiguration() throws {
    let layouts = withSnapshotTesting(layout: .swiftSnapshotTesting) {
      (
        SnapshotTestingConfiguration.current.layout,
        withSnapshotTesting(record: .never) { SnapshotTestingConfiguration.current.layout }
      )
    }
    #expect(layouts.0 == .swiftSnapshotTesting && layouts.1 == .swiftSnapshotTesting)
    #expect(SnapshotTestingConfiguration.current.layout == nil)
  }
}
