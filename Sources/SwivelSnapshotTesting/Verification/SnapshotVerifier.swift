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
  ///
  /// The record mode in force is decided as for `assertSnapshot(of:as:)`: ``recordMode``,
  /// except that when `CI` is set in ``environment`` nothing is recorded (``RecordMode/never``)
  /// and a failure says so.
  public func verify(_ actual: Bitmap, scale: CGFloat, at location: SnapshotLocation)
    -> SnapshotOutcome
  {
    // An explicit mode is never read from the environment, so deciding cannot fail.
    let decision =
      (try? RecordMode.decide(explicit: recordMode, environment: environment))
      ?? RecordDecision(
        mode: .never, requested: recordMode, isCI: RecordMode.isCI(environment: environment))
    let outcome = GoldenCheck(
      diffing: .image(tolerance: tolerance), mode: decision.mode, environment: environment,
      scale: scale,
      recordHint:
        "SWIVEL_RECORD=failed swift test (then review \(location.goldenRelativePath) and commit it); CI never records"
    ).verify(actual, at: location)
    guard case .failed(var failure) = outcome, let note = decision.ciNote else { return outcome }
    failure.notes.append(note)
    return .failed(failure)
  }
}
