import Foundation

/// Checks a rendered image against its golden, records goldens when the record mode allows,
/// and writes failure artifacts: everything `assertSnapshot(of:as:)` does for an image apart
/// from naming, rendering and reporting (the benchmarks time it directly).
///
/// The checks run in a fixed order, each with its own message: golden missing, unreadable,
/// then an exact fast path, then decode, size and the tolerance. A passing check never encodes
/// a PNG, and when the golden carries Swivel's pixel digest it is not even decoded.
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
    GoldenCheck(
      diffing: .image(tolerance: tolerance), mode: recordMode, environment: environment, scale: scale,
      recordHint: "SWIVEL_RECORD=failed swift test (then review \(location.goldenRelativePath) and commit it); CI never records"
    ).verify(actual, at: location)
  }
}
