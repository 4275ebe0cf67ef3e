import Foundation
import Testing

@testable import SwivelSnapshotTesting

/// `swivel-snapshots orphans` over a package's `Snapshots/` and the manifest of its last run.
@Suite struct OrphanedGoldensTests {
  /// A package with goldens `Snapshots/Screens/{used,renamed}.png`, `Snapshots/Old/gone.png` and
  /// a hidden `Snapshots/.DS_Store`, and a manifest that claimed only `used.png`.
  func package(
    filters: [String] = [], complete: Bool = true,
    claimed: [String] = ["Snapshots/Screens/used.png"]
  ) throws -> (TemporaryPackage, SnapshotReview) {
    let package = try TemporaryPackage()
    for path in [
      "Snapshots/Screens/used.png", "Snapshots/Screens/renamed.png", "Snapshots/Old/gone.png",
      "Snapshots/.DS_Store",
    ] {
      let url = package.root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data([1, 2, 3]).write(to: url)
    }
    let manifest = SnapshotManifest(
      run: "r", packageRoot: package.root.path, isFiltered: !filters.isEmpty, filters: filters,
      isComplete: complete,
      claimedGoldens: claimed, failures: [])
    try FileManager.default.createDirectory(
      at: package.artifactsRoot, withIntermediateDirectories: true)
    try Data(manifest.json).write(to: package.artifactsRoot.appendingPathComponent("manifest.json"))
    return (
      package, try SnapshotReview(directory: package.root.path, environment: package.environment)
    )
  }

  @Test func goldensNoAssertionClaimedAreListed() throws {
    let (package, review) = try package()
    defer { withExtendedLifetime(package) {} }
    #expect(
      try OrphanedGoldens(review: review).find() == [
        "Snapshots/Old/gone.png", "Snapshots/Screens/renamed.png",
      ])
  }

  @Test func deletingRemovesThemAndTheFoldersLeftEmpty() throws {
    let (package, review) = try package()
    let finder = OrphanedGoldens(review: review)
    try finder.delete(try finder.find())
    let exists = { (path: String) in
      FileManager.default.fileExists(atPath: package.root.appendingPathComponent(path).path)
    }
    #expect(exists("Snapshots/Screens/used.png"))
    #expect(!exists("Snapshots/Screens/renamed.png"))
    #expect(!exists("Snapshots/Old"))
    #expect(exists("Snapshots/.DS_Store"))
    #expect(try finder.find().isEmpty)
  }

  @Test func aFilteredRunProvesNothing() throws {
    let (package, review) = try package(filters: ["--filter Screens"])
    defer { withExtendedLifetime(package) {} }
    #expect(
      throws: SnapshotReviewError(
        "the last run was filtered (--filter Screens), and only a run of every test proves a golden unused: run swift "
          + "test without --filter or --skip first")
    ) { try OrphanedGoldens(review: review).find() }
  }

  @Test func anUnfinishedRunProvesNothing() throws {
    let (package, review) = try package(complete: false)
    defer { withExtendedLifetime(package) {} }
    #expect(
      throws: SnapshotReviewError(
        "the last run did not finish (a test process crashed, was stopped or is still running), so it may not have "
          + "claimed every golden in use: run swift test to the end first")
    ) { try OrphanedGoldens(review: review).find() }
  }

  @Test func nothingIsDeletedWhenCIIsSet() throws {
    let (package, _) = try package()
    let review = try SnapshotReview(
      directory: package.root.path, environment: package.environment.merging(["CI": "1"]) { $1 })
    let finder = OrphanedGoldens(review: review)
    #expect(
      throws: SnapshotReviewError(
        "CI is set: Swivel never changes goldens on CI; delete them on your own machine")
    ) { try finder.delete(try finder.find()) }
    #expect(
      FileManager.default.fileExists(
        atPath: package.root.appendingPathComponent("Snapshots/Old/gone.png").path))
  }

  @Test func aManifestOfAnotherPackageIsRefused() throws {
    let (package, _) = try package()
    let other = try TemporaryPackage()
    let review = try SnapshotReview(directory: other.root.path, environment: package.environment)
    #expect(
      throws: SnapshotReviewError(
        "\(package.artifactsRoot.path)/manifest.json describes the tests of \(package.root.path), not of "
          + "\(other.root.path): run the tests of this package, or run swivel-snapshots in that one"
      )
    ) { try OrphanedGoldens(review: review).find() }
  }

  @Test func theReviewListsEachFailureWithItsFilesAndCommand() throws {
    let (package, review) = try package()
    let entry = SnapshotManifest.Entry(
      test: "Suite.test", testID: "M.Suite.test", location: "M/File.swift:3:5",
      kind: "pixelsDiffer",
      summary: "4 of 100 pixels (4 %) differ", message: "…", golden: "Snapshots/Screens/used.png",
      goldenPath: package.root.appendingPathComponent("Snapshots/Screens/used.png").path,
      goldenDigest: "g",
      actual: package.artifactsRoot.appendingPathComponent("Screens/used.actual.png").path,
      actualDigest: "a",
      expected: nil,
      diff: package.artifactsRoot.appendingPathComponent("Screens/used.diff.png").path,
      acceptCommand: "swift run swivel-snapshots accept Snapshots/Screens/used.png")
    let manifest = SnapshotManifest(
      run: "r", packageRoot: package.root.path, isFiltered: true, filters: ["--filter Suite"],
      isComplete: true,
      claimedGoldens: [], failures: [entry])
    #expect(
      review.listing(manifest) == """
        The last run had 1 snapshot failure (report: artifacts/report.html):

        1. Suite.test at M/File.swift:3:5: 4 of 100 pixels (4 %) differ
           golden:   Snapshots/Screens/used.png
           actual:   artifacts/Screens/used.actual.png
           diff:     artifacts/Screens/used.diff.png
           accept:   swift run swivel-snapshots accept Snapshots/Screens/used.png

        Accept every reviewed change with: swift run swivel-snapshots accept --all
        The run was filtered (--filter Suite).
        """)
  }

  @Test func namesWithALineBreakAreListedEscapedOnOneLineEach() throws {
    let (package, review) = try package()
    try Data([1]).write(to: package.root.appendingPathComponent("Snapshots/Screens/two\nlines.png"))
    let orphans = try OrphanedGoldens(review: review).find()
    #expect(orphans.contains("Snapshots/Screens/two\nlines.png"))
    #expect(
      OrphanedGoldens.listing(orphans) == """
        3 goldens no assertion used in the last complete run:
          Snapshots/Old/gone.png
          Snapshots/Screens/renamed.png
          "Snapshots/Screens/two\\nlines.png"
        Remove them with: swift run swivel-snapshots orphans --delete
        """)
  }

  @Test func printedNamesEscapeQuotesBackslashesAndInvisibleCharacters() {
    #expect(PrintedName.text("Snapshots/A/plain name.png") == "Snapshots/A/plain name.png")
    #expect(PrintedName.text("a\rb\u{2028}c\u{202E}d\"e\\f") == #""a\rb\u{2028}c\u{202E}d\"e\\f""#)
  }

  @Test func aSymlinkedFolderLeadingOutsideThePackageIsNeverListedOrDeleted() throws {
    let (package, review) = try package()
    let outside = try TemporaryPackage()
    let away = outside.root.appendingPathComponent("Away")
    try FileManager.default.createDirectory(at: away, withIntermediateDirectories: true)
    try Data([1]).write(to: away.appendingPathComponent("theirs.png"))
    try FileManager.default.createSymbolicLink(
      atPath: package.root.appendingPathComponent("Snapshots/Linked").path,
      withDestinationPath: away.path)
    try FileManager.default.createSymbolicLink(
      atPath: package.root.appendingPathComponent("Snapshots/Screens/link.png").path,
      withDestinationPath: away.appendingPathComponent("theirs.png").path)
    let finder = OrphanedGoldens(review: review)
    #expect(try finder.find() == ["Snapshots/Old/gone.png", "Snapshots/Screens/renamed.png"])
    try finder.delete(try finder.find())
    #expect(FileManager.default.fileExists(atPath: away.appendingPathComponent("theirs.png").path))
  }

  @Test func claimedGoldensGivenAsAbsoluteOrDottedPathsStillCount() throws {
    let (package, review) = try package(claimed: [])
    let root = package.root.path
    let manifest = SnapshotManifest(
      run: "r", packageRoot: root, isFiltered: false, filters: [], isComplete: true,
      claimedGoldens: [
        root + "/Snapshots/Screens/used.png", "Snapshots/Old/../Old/gone.png",
        "/elsewhere/Snapshots/Screens/renamed.png",
      ],
      failures: [])
    try Data(manifest.json).write(to: package.artifactsRoot.appendingPathComponent("manifest.json"))
    #expect(try OrphanedGoldens(review: review).find() == ["Snapshots/Screens/renamed.png"])
  }
}
