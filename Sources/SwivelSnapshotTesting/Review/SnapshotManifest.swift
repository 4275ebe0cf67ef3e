import Foundation

/// What a test run's snapshot assertions left behind, as `manifest.json` in the artifacts root
/// (beside `report.html`): every failure with its files, and every golden an assertion claimed.
/// `swift run swivel-snapshots` reads it to review and accept failures without running the
/// tests again, and to find goldens no test uses any more.
///
/// Every test process of a run (the XCTest and the Swift Testing pass of one `swift test`)
/// rewrites it from the run's fragments when it starts and when it ends, so it always holds
/// the whole run so far; ``isComplete`` is false while a process that began the run has not
/// finished it (or crashed).
package struct SnapshotManifest: Codable, Sendable, Equatable {
  /// The format's version; readers refuse others.
  package static let formatVersion = 1

  /// The format's version.
  package var version = Self.formatVersion
  /// The run (the `swift test` process and its start time).
  package var run: String
  /// The package whose goldens the run checked.
  package var packageRoot: String
  /// True when a test process of the run was given a filter (`swift test --filter` or
  /// `--skip`): such a run never proves a golden unused.
  package var isFiltered: Bool
  /// The filter arguments seen, for messages.
  package var filters: [String]
  /// True when every test process that began the run also finished it.
  package var isComplete: Bool
  /// Every golden an assertion of the run claimed, relative to the package root (absolute when
  /// outside it), sorted.
  package var claimedGoldens: [String]
  /// The run's failures (recordings included), in the order they happened per process.
  package var failures: [Entry]

  package init(
    run: String, packageRoot: String, isFiltered: Bool, filters: [String], isComplete: Bool,
    claimedGoldens: [String], failures: [Entry]
  ) {
    self.run = run
    self.packageRoot = packageRoot
    self.isFiltered = isFiltered
    self.filters = filters
    self.isComplete = isComplete
    self.claimedGoldens = claimedGoldens
    self.failures = failures
  }

  enum CodingKeys: String, CodingKey {
    case version, run, packageRoot, isFiltered = "filtered", filters, isComplete = "complete",
      claimedGoldens
    case failures
  }

  /// The file's name in the artifacts root.
  package static let fileName = "manifest.json"

  /// Pretty-printed JSON with sorted keys, ending in a newline.
  package var json: [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding plain strings, booleans and arrays cannot fail.
    let data = (try? encoder.encode(self)) ?? Data()
    return Array(data) + [0x0A]
  }

  /// Reads a manifest.
  ///
  /// - Throws: ``SnapshotReviewError`` when the file is missing, unreadable, not a manifest, or
  ///   of another version.
  package static func read(from path: String) throws(SnapshotReviewError) -> SnapshotManifest {
    guard FileManager.default.fileExists(atPath: path) else {
      throw SnapshotReviewError(
        "no manifest at \(path): run the tests first (swift test); every run writes one")
    }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw SnapshotReviewError("cannot read \(path): \(FileOutput.reason(for: error))")
    }
    if let probe = try? JSONDecoder().decode(VersionProbe.self, from: data),
      probe.version != formatVersion
    {
      throw SnapshotReviewError(
        "\(path) has format version \(probe.version), and this swivel-snapshots reads version \(formatVersion): "
          + "run the tests again with the Swivel this command comes from")
    }
    do {
      return try JSONDecoder().decode(SnapshotManifest.self, from: data)
    } catch {
      throw SnapshotReviewError("\(path) is not a Swivel snapshot manifest (\(error))")
    }
  }

  private struct VersionProbe: Decodable { let version: Int }
}

/// Why `swivel-snapshots` cannot do what it was asked, as one sentence saying what to do.
package struct SnapshotReviewError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The sentence, without a final period.
  package let description: String

  package init(_ description: String) { self.description = description }
}
