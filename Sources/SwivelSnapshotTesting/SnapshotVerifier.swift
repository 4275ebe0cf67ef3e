import Foundation

/// Checks a render against its golden image, records goldens when the record mode allows, and
/// writes failure artifacts. This is the whole of what `assertSnapshot` does apart from
/// rendering and reporting.
///
/// The checks run in a fixed order, each with its own message: golden missing, unreadable,
/// size mismatch, then an exact fast path, then the tolerance. A passing check never encodes
/// a PNG, and when the golden carries Swivel's pixel digest (and its image data is provably
/// unchanged since) it is not even decoded.
public struct SnapshotVerifier: Sendable {
  /// The record mode.
  public var recordMode: RecordMode
  /// The tolerance.
  public var tolerance: SnapshotTolerance
  /// The environment (for the artifacts folder).
  public var environment: [String: String]

  /// Creates a verifier.
  public init(
    recordMode: RecordMode, tolerance: SnapshotTolerance = .exact,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.recordMode = recordMode
    self.tolerance = tolerance
    self.environment = environment
  }

  /// Compares `actual` (rendered at `scale`) with the golden at `location`.
  public func verify(_ actual: Bitmap, scale: CGFloat, at location: SnapshotLocation) -> SnapshotOutcome {
    let golden = location.goldenURL
    let hint = recordHint(location)
    func failure(_ kind: SnapshotFailure.Kind, artifacts: [(String, String)] = []) -> SnapshotOutcome {
      .failed(SnapshotFailure(
        kind: kind, goldenPath: location.goldenRelativePath, scale: scale,
        artifacts: artifacts.map { (name: $0.0, path: $0.1) }, recordHint: hint))
    }

    guard let bytes = FileManager.default.contents(atPath: golden.path).map(Array.init) else {
      if FileManager.default.fileExists(atPath: golden.path) {
        return recordOrFail(actual, location, reason: "the golden could not be read",
          allowed: recordMode == .all || recordMode == .failed,
          otherwise: failure(.unreadableGolden("the file exists but could not be read")))
      }
      return recordOrFail(actual, location, reason: "no golden existed",
        allowed: recordMode != .never, otherwise: failure(.missingGolden))
    }

    // Fast path: the golden's embedded digest vouches for its pixels without inflating them.
    if let digest = PNGDecoder.embeddedDigest(in: bytes),
      let size = try? PNGDecoder.size(of: bytes),
      size.width == actual.width, size.height == actual.height,
      digest == PixelDigest(actual) {
      return .matched
    }

    let expected: Bitmap
    do {
      expected = try PNGDecoder.decode(bytes)
    } catch {
      return recordOrFail(actual, location, reason: "the golden was unreadable (\(error))",
        allowed: recordMode == .all || recordMode == .failed,
        otherwise: failure(.unreadableGolden(error.description)))
    }

    guard expected.width == actual.width, expected.height == actual.height else {
      let artifacts = writeArtifacts(actual: actual, expectedBytes: bytes, diff: nil, location)
      return recordOrFail(actual, location, reason: "the golden had another size",
        allowed: recordMode == .all || recordMode == .failed,
        otherwise: failure(
          .sizeMismatch(
            actual: .init(width: actual.width, height: actual.height),
            expected: .init(width: expected.width, height: expected.height)),
          artifacts: artifacts))
    }

    if expected.pixels == actual.pixels { return .matched }
    let difference = PixelDifference(actual, expected, threshold: tolerance.channelThreshold)
    if tolerance.allows(differing: difference.count, of: difference.total) { return .matched }

    let diff = PixelDifference.diffImage(actual, expected, threshold: tolerance.channelThreshold)
    let artifacts = writeArtifacts(actual: actual, expectedBytes: bytes, diff: diff, location)
    return recordOrFail(actual, location, reason: "the render differed from it",
      allowed: recordMode == .all || recordMode == .failed,
      otherwise: failure(.pixelsDiffer(difference), artifacts: artifacts))
  }

  private func recordOrFail(
    _ actual: Bitmap, _ location: SnapshotLocation, reason: String, allowed: Bool,
    otherwise: SnapshotOutcome
  ) -> SnapshotOutcome {
    guard allowed else { return otherwise }
    do {
      try GoldenFile.write(PNGEncoder().encode(actual), to: location.goldenURL)
    } catch {
      return .failed(SnapshotFailure(
        kind: .configuration("could not write the golden: \(error)"),
        goldenPath: location.goldenRelativePath, scale: 1, artifacts: [], recordHint: recordHint(location)))
    }
    return .recorded(SnapshotRecording(
      reason: reason, path: location.goldenRelativePath, absolutePath: location.goldenURL.path,
      mode: recordMode))
  }

  private func writeArtifacts(
    actual: Bitmap, expectedBytes: [UInt8], diff: Bitmap?, _ location: SnapshotLocation
  ) -> [(String, String)] {
    let folder = location.artifactsFolder(environment: environment)
    let stem = folder.appendingPathComponent(location.fileName).deletingPathExtension().path
    var files: [(String, String, [UInt8])] = [
      ("actual", stem + ".actual.png", PNGEncoder().encode(actual, embedDigest: false)),
      ("expected", stem + ".expected.png", expectedBytes),
    ]
    if let diff { files.append(("diff", stem + ".diff.png", PNGEncoder().encode(diff, embedDigest: false))) }
    var written: [(String, String)] = []
    for (name, path, bytes) in files {
      do {
        try GoldenFile.write(bytes, to: URL(fileURLWithPath: path))
        written.append((name, path))
      } catch {
        written.append((name, "(not written: \(error.localizedDescription))"))
      }
    }
    return written
  }

  private func recordHint(_ location: SnapshotLocation) -> String {
    "SWIVEL_RECORD=failed swift test --filter \(location.suite) (then look at \(location.goldenRelativePath) "
      + "and commit it); CI never records"
  }
}

/// Writes files atomically: a temporary file in the same folder, then a rename, so a golden is
/// either the old bytes or the new ones, never half of each, even with tests in parallel.
enum GoldenFile {
  static func write(_ bytes: [UInt8], to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url, options: .atomic)
  }
}
