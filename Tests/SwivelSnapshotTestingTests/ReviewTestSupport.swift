import Foundation
import Testing
@testable import SwivelSnapshotTesting

extension TemporaryPackage {
  /// Writes a golden of `label` rendered at scale 2 into ``goldens`` and returns its bytes.
  @discardableResult
  func writeGolden(_ name: String, of label: Label) throws -> [UInt8] {
    try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
    let bytes = PNGEncoder().encode(try label.renderImage(scale: 2))
    try Data(bytes).write(to: golden(name))
    return bytes
  }

  /// Runs assertions that fail (as known issues), then writes the run's files as a test
  /// process does when it ends, and reads back the manifest.
  func failingRun(_ body: () -> Void) throws -> SnapshotManifest {
    withKnownIssue { withEnvironment([:], body) }
    FailureReport.shared.writeReports()
    return try SnapshotManifest.read(from: artifactsRoot.appendingPathComponent("manifest.json").path)
  }

  var artifactsRoot: URL { root.appendingPathComponent("artifacts") }

  /// `swivel-snapshots` run in Swivel's own checkout (the package these tests' assertions
  /// belong to) with this package's artifacts folder and `extra` variables.
  func review(_ extra: [String: String] = [:]) throws -> SnapshotReview {
    try SnapshotReview(
      directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path,
      environment: environment.merging(extra) { $1 })
  }
}
