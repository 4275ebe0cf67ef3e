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
    return try SnapshotManifest.read(
      from: artifactsRoot.appendingPathComponent("manifest.json").path)
  }

  var artifactsRoot: URL { root.appendingPathComponent("artifacts") }

  /// `swivel-snapshots` run in this package with `extra` variables. The run's assertions
  /// belong to Swivel's own checkout (their `#filePath`), so the run's manifest is copied, made
  /// this package's as if the tests had been its own (its goldens lie in this package's
  /// `__Snapshots__` folder, ``goldens``), into a folder of its own: the test process rewrites
  /// the run's artifacts folder whenever any test's run ends.
  func review(_ extra: [String: String] = [:]) throws -> SnapshotReview {
    var manifest = try SnapshotManifest.read(
      from: artifactsRoot.appendingPathComponent("manifest.json").path)
    manifest.packageRoot = root.path
    let reviewed = root.appendingPathComponent("reviewed-artifacts")
    try FileManager.default.createDirectory(at: reviewed, withIntermediateDirectories: true)
    try Data(manifest.json).write(to: reviewed.appendingPathComponent("manifest.json"))
    return try SnapshotReview(
      directory: root.path,
      environment: environment.merging(extra) { $1 }.merging(["SWIVEL_ARTIFACTS": reviewed.path]) {
        $1
      })
  }
}
