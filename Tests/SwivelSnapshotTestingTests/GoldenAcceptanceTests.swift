import Foundation
import Testing

@testable import SwivelSnapshotTesting

/// `swivel-snapshots accept` on the failures of a real run.
@Suite struct GoldenAcceptanceTests {
  @Test func acceptingCopiesTheActualOntoTheGoldenAndTheNextRunPasses() throws {
    let package = try TemporaryPackage()
    let name =
      "GoldenAcceptanceTests.acceptingCopiesTheActualOntoTheGoldenAndTheNextRunPasses.1.png"
    try package.writeGolden(name, of: sampleLabel("Old"))
    let manifest = try package.failingRun {
      assertSnapshot(
        of: sampleLabel("New"), as: .image, record: .never, snapshotDirectory: package.goldens)
    }
    let actual = try #require(manifest.failures.first?.actual)
    let outcome = try GoldenAcceptance(review: package.review()).accept(
      .named(goldens: [name], patterns: []))
    // The actual is shown relative to the package root.
    #expect(
      outcome.written == [
        .init(
          golden: package.golden(name).path,
          actual: String(actual.dropFirst(package.root.path.count + 1)))
      ])
    #expect(try readFile(package.golden(name).path) == readFile(actual))
    // The next check of the same render passes.
    let location = SnapshotLocation(
      packageRoot: package.root, folder: "Suite", name: String(name.dropLast(4)),
      goldenFolder: URL(fileURLWithPath: package.goldens))
    #expect(
      package.verifier(.never).verify(
        try sampleLabel("New").renderImage(scale: 2), scale: 2, at: location) == .matched)
    // Accepting again changes nothing: the golden already holds the actual.
    let again = try GoldenAcceptance(review: package.review()).accept(.all)
    #expect(again.written.isEmpty)
    #expect(again.unchanged == [package.golden(name).path])
  }

  @Test func aMissingGoldenIsAcceptedAsANewFile() throws {
    let package = try TemporaryPackage()
    let name = "GoldenAcceptanceTests.aMissingGoldenIsAcceptedAsANewFile.1.txt"
    let manifest = try package.failingRun {
      assertSnapshot(
        of: sampleLabel("Tree"), as: .recursiveDescription, record: .never,
        snapshotDirectory: package.goldens)
    }
    #expect(manifest.failures.map(\.kind) == ["missingGolden"])
    #expect(manifest.failures.first?.goldenDigest == nil)
    _ = try GoldenAcceptance(review: package.review()).accept(
      .named(goldens: [], patterns: ["aMissingGoldenIsAccepted"]))
    #expect(
      String(decoding: try readFile(package.golden(name).path), as: UTF8.self)
        == "<Label; frame = (0 0; 40 20); backgroundColor = #FFFFFFFF; text = 'Tree'>\n")
  }

  @Test func filtersMatchTestNamesByRegularExpressionAndSelectOnlyThoseFailures() throws {
    let package = try TemporaryPackage()
    let prefix =
      "GoldenAcceptanceTests.filtersMatchTestNamesByRegularExpressionAndSelectOnlyThoseFailures"
    let original = try package.writeGolden(prefix + ".kept.png", of: sampleLabel("Kept"))
    try package.writeGolden(prefix + ".taken.png", of: sampleLabel("Taken"))
    _ = try package.failingRun {
      assertSnapshot(
        of: sampleLabel("K2"), as: .image, named: "kept", record: .never,
        snapshotDirectory: package.goldens)
      assertSnapshot(
        of: sampleLabel("T2"), as: .image, named: "taken", record: .never,
        snapshotDirectory: package.goldens)
    }
    let outcome = try GoldenAcceptance(review: package.review()).accept(
      .named(goldens: [], patterns: ["taken\\.png$"]))
    #expect(outcome.written.map(\.golden) == [package.golden(prefix + ".taken.png").path])
    #expect(try readFile(package.golden(prefix + ".kept.png").path) == original)
    let byTest = try GoldenAcceptance.select(
      .named(
        goldens: [], patterns: ["SwivelSnapshotTestingTests\\.GoldenAcceptanceTests\\.filtersMatch"]
      ),
      from: SnapshotManifest.read(
        from: package.artifactsRoot.appendingPathComponent("manifest.json").path
      ).failures)
    #expect(byTest.count == 2)
  }

  @Test func nothingIsWrittenWhenCIIsSet() throws {
    let package = try TemporaryPackage()
    let name = "GoldenAcceptanceTests.nothingIsWrittenWhenCIIsSet.1.png"
    let original = try package.writeGolden(name, of: sampleLabel("Old"))
    _ = try package.failingRun {
      assertSnapshot(
        of: sampleLabel("New"), as: .image, record: .never, snapshotDirectory: package.goldens)
    }
    #expect(
      throws: SnapshotReviewError(
        "CI is set: Swivel never writes goldens on CI; accept on your own machine and commit the goldens"
      )
    ) { try GoldenAcceptance(review: package.review(["CI": "true"])).accept(.all) }
    #expect(try readFile(package.golden(name).path) == original)
  }

  @Test func aGoldenChangedSinceTheRunMakesTheManifestStaleAndNothingIsWritten() throws {
    let package = try TemporaryPackage()
    let stale =
      "GoldenAcceptanceTests.aGoldenChangedSinceTheRunMakesTheManifestStaleAndNothingIsWritten.stale.png"
    let fresh =
      "GoldenAcceptanceTests.aGoldenChangedSinceTheRunMakesTheManifestStaleAndNothingIsWritten.fresh.png"
    try package.writeGolden(stale, of: sampleLabel("Old"))
    let freshGolden = try package.writeGolden(fresh, of: sampleLabel("Old"))
    _ = try package.failingRun {
      assertSnapshot(
        of: sampleLabel("New"), as: .image, named: "stale", record: .never,
        snapshotDirectory: package.goldens)
      assertSnapshot(
        of: sampleLabel("New"), as: .image, named: "fresh", record: .never,
        snapshotDirectory: package.goldens)
    }
    let edited = try package.writeGolden(stale, of: sampleLabel("Edited"))
    #expect(
      throws: SnapshotReviewError(
        "nothing was written, because the manifest is stale for \(package.golden(stale).path): the golden changed since "
          + "the run. Run the tests again, review the new failures and accept those")
    ) { try GoldenAcceptance(review: package.review()).accept(.all) }
    #expect(try readFile(package.golden(stale).path) == edited)
    #expect(try readFile(package.golden(fresh).path) == freshGolden)
  }

  @Test func aFilterThatMatchesNothingIsRefused() throws {
    let package = try TemporaryPackage()
    try package.writeGolden(
      "GoldenAcceptanceTests.aFilterThatMatchesNothingIsRefused.1.png", of: sampleLabel("Old"))
    _ = try package.failingRun {
      assertSnapshot(
        of: sampleLabel("New"), as: .image, record: .never, snapshotDirectory: package.goldens)
    }
    #expect(
      throws: SnapshotReviewError(
        "no failure of the last run matches 'no such test', --match 'no such test' (a golden is named by its path "
          + "or file name; --match takes a regular expression found in a golden's path or a test's name); nothing "
          + "was written; swift run swivel-snapshots review lists them")
    ) {
      try GoldenAcceptance(review: package.review()).accept(
        .named(goldens: ["no such test"], patterns: ["no such test"]))
    }
  }

  @Test func aFailureWithoutAnActualHasNothingToAccept() throws {
    let package = try TemporaryPackage()
    _ = try package.failingRun {
      assertSnapshot(of: View(frame: .zero), as: .image, snapshotDirectory: package.goldens)
    }
    #expect(
      throws: SnapshotReviewError(
        "nothing to accept: \(package.goldens)/GoldenAcceptanceTests.aFailureWithoutAnActualHasNothingToAccept.1.png "
          + "has no actual snapshot to accept (the snapshot could not be taken: the View is 0×0 pt, so there is "
          + "nothing to render: give it a frame (or call sizeToFit()) before taking the snapshot)")
    ) { try GoldenAcceptance(review: package.review()).accept(.all) }
  }
}
