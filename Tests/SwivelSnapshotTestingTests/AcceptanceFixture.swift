import Foundation
import Testing

@testable import SwivelSnapshotTesting

/// A package whose last run failed on some goldens, written directly (no assertion runs): each
/// golden holds `old <path>`, each actual `new <path>`, and the manifest records both digests,
/// so a test can tamper with any field of any entry before accepting.
struct AcceptanceFixture {
  let package: TemporaryPackage
  var entries: [SnapshotManifest.Entry]

  /// Goldens at `goldens` (relative to the package root), each failing with an actual.
  init(goldens: [String]) throws {
    package = try TemporaryPackage()
    entries = []
    for golden in goldens {
      let goldenURL = package.root.appendingPathComponent(golden)
      let actualURL = package.artifactsRoot.appendingPathComponent("actuals")
        .appendingPathComponent(golden)
      for (url, text) in [(goldenURL, "old " + golden), (actualURL, "new " + golden)] {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
      }
      entries.append(
        SnapshotManifest.Entry(
          test: "Suite.test", testID: "M.Suite.test", location: "M/File.swift:1:1",
          kind: "pixelsDiffer",
          summary: "1 of 4 pixels (25 %) differ", message: "…", golden: golden,
          goldenPath: goldenURL.path,
          goldenDigest: ByteDigest.hex(Array(("old " + golden).utf8)), actual: actualURL.path,
          actualDigest: ByteDigest.hex(Array(("new " + golden).utf8)), expected: nil, diff: nil,
          acceptCommand: SnapshotManifest.Entry.acceptCommand(for: golden)))
    }
  }

  var root: String { package.root.path }

  /// Writes the manifest of ``entries`` and returns a review of the package.
  func review(_ extra: [String: String] = [:]) throws -> SnapshotReview {
    let manifest = SnapshotManifest(
      run: "r", packageRoot: root, isFiltered: false, filters: [], isComplete: true,
      claimedGoldens: [],
      failures: entries)
    try FileManager.default.createDirectory(
      at: package.artifactsRoot, withIntermediateDirectories: true)
    try Data(manifest.json).write(to: package.artifactsRoot.appendingPathComponent("manifest.json"))
    return try SnapshotReview(
      directory: root, environment: package.environment.merging(extra) { $1 })
  }

  /// The text of the file at `path` (relative to the package root, or absolute); nil when
  /// there is none.
  func text(_ path: String) -> String? {
    let absolute = path.hasPrefix("/") ? path : package.root.appendingPathComponent(path).path
    return FileManager.default.contents(atPath: absolute).map {
      String(decoding: $0, as: UTF8.self)
    }
  }
}
