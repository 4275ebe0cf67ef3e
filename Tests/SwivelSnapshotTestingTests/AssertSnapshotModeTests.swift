import Foundation
import SwivelSnapshotTesting
import Testing

/// Record modes as swift-snapshot-testing defines them, through the assertion API. Each check
/// of an existing golden runs from a fresh copy of the golden folder, since a golden is claimed
/// once per run.
@Suite struct AssertSnapshotModeTests {
  /// Records `label("A")` as the golden `<test>.g.png` and returns a function that checks a
  /// label against a fresh copy of it.
  private func withGolden(
    _ package: TemporaryPackage, testName: String = #function
  ) -> (_ text: String, _ mode: RecordMode) -> (SnapshotOutcome, URL) {
    let recorded = package.withEnvironment {
      snapshotOutcome(
        of: sampleLabel("A"), as: .image, named: "g", snapshotDirectory: package.goldens,
        testName: testName)
    }
    #expect(recorded.recording != nil)
    var copies = 0
    return { text, mode in
      copies += 1
      let copy = package.root.appendingPathComponent("copy\(copies)").path
      try? FileManager.default.copyItem(atPath: package.goldens, toPath: copy)
      let outcome = package.withEnvironment {
        snapshotOutcome(
          of: sampleLabel(text), as: .image, named: "g", record: mode, snapshotDirectory: copy,
          testName: testName)
      }
      let name = "AssertSnapshotModeTests.\(testName.prefix { $0 != "(" }).g.png"
      return (outcome, URL(fileURLWithPath: copy).appendingPathComponent(name))
    }
  }

  @Test func allReRecordsMatchingAndDifferingGoldens() throws {
    let package = try TemporaryPackage()
    let check = withGolden(package)
    let (same, _) = check("A", .all)
    let (different, golden) = check("B", .all)
    #expect(same.recording?.mode == .all)
    #expect(different.recording?.mode == .all)
    #expect(
      try PNGDecoder.decode(try #require(fileBytes(golden)))
        == sampleLabel("B").renderImage(scale: 2))
  }

  @Test func missingComparesExistingGoldens() throws {
    let package = try TemporaryPackage()
    let check = withGolden(package)
    #expect(check("A", .missing).0 == .matched)
    let (different, golden) = check("B", .missing)
    #expect(
      different.failure.map { if case .pixelsDiffer = $0.kind { true } else { false } } == true)
    #expect(
      try PNGDecoder.decode(try #require(fileBytes(golden)))
        == sampleLabel("A").renderImage(scale: 2))
  }

  @Test func failedRecordsOnlyFailingGoldens() throws {
    let package = try TemporaryPackage()
    let check = withGolden(package)
    #expect(check("A", .failed).0 == .matched)
    let (different, golden) = check("B", .failed)
    #expect(different.recording?.reason == "the snapshot differed from it")
    #expect(
      try PNGDecoder.decode(try #require(fileBytes(golden)))
        == sampleLabel("B").renderImage(scale: 2))
  }

  @Test func neverRecordsNothing() throws {
    let package = try TemporaryPackage()
    let check = withGolden(package)
    #expect(check("A", .never).0 == .matched)
    let (different, golden) = check("B", .never)
    #expect(different.failure != nil)
    #expect(
      try PNGDecoder.decode(try #require(fileBytes(golden)))
        == sampleLabel("A").renderImage(scale: 2))
    let missing = package.withEnvironment {
      snapshotOutcome(
        of: sampleLabel(), as: .image, named: "none", record: .never,
        snapshotDirectory: package.goldens)
    }
    #expect(missing.failure?.kind == .missingGolden)
  }

  @Test func withSnapshotTestingSetsTheModeForItsScope() throws {
    let package = try TemporaryPackage()
    let outcome = package.withEnvironment {
      withSnapshotTesting(record: .never) {
        snapshotOutcome(of: sampleLabel(), as: .image, snapshotDirectory: package.goldens)
      }
    }
    #expect(outcome.failure?.kind == .missingGolden)
  }

  @Test(.snapshots(record: .never)) func theTraitSetsTheModeForItsTest() throws {
    let package = try TemporaryPackage()
    let outcome = package.withEnvironment {
      snapshotOutcome(of: sampleLabel(), as: .image, snapshotDirectory: package.goldens)
    }
    #expect(outcome.failure?.kind == .missingGolden)
  }

  @Test func theAliasVariableSetsTheMode() throws {
    let package = try TemporaryPackage()
    let outcome = package.withEnvironment(["SNAPSHOT_TESTING_RECORD": "never"]) {
      snapshotOutcome(of: sampleLabel(), as: .image, snapshotDirectory: package.goldens)
    }
    #expect(outcome.failure?.kind == .missingGolden)
  }
}
