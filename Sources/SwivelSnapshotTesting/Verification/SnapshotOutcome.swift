/// What checking one snapshot against its golden found.
public enum SnapshotOutcome: Sendable, Equatable {
  /// The snapshot matches the golden (within the tolerance).
  case matched
  /// A golden was written; the test still fails so that someone looks at it.
  case recorded(SnapshotRecording)
  /// The snapshot does not match, or it or the golden cannot be used.
  case failed(SnapshotFailure)

  /// True only for ``matched``.
  public var passed: Bool { self == .matched }

  /// The message a test reports, or nil when matched.
  public var message: String? {
    switch self {
    case .matched: nil
    case .recorded(let recording): recording.description
    case .failed(let failure): failure.description
    }
  }
}

/// A golden that a record mode wrote.
public struct SnapshotRecording: Sendable, Equatable, CustomStringConvertible {
  /// Why it was written (`no golden existed`, `record mode all`, …), without a final period.
  public var reason: String
  /// The golden's path relative to the package root.
  public var path: String
  /// The absolute path of the golden.
  public var absolutePath: String
  /// The record mode in force.
  public var mode: RecordMode
  /// Lines added by the assertion (layout warnings, the report's path).
  public var notes: [String] = []

  /// Creates a recording.
  public init(reason: String, path: String, absolutePath: String, mode: RecordMode) {
    self.reason = reason
    self.path = path
    self.absolutePath = absolutePath
    self.mode = mode
  }

  /// What was written and what to do next.
  public var description: String {
    ([
      "Recorded golden \(path) (\(reason); record mode \(mode.rawValue)). Review it (\(absolutePath)), "
        + "commit it if it is right, and run the test again."
    ] + notes).joined(separator: "\n")
  }
}
