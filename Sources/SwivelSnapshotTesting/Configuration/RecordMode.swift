import Foundation

/// When golden files may be written, exactly as swift-snapshot-testing's `SnapshotTestingConfiguration.Record`.
///
/// Every recording is reported as a test failure that names the written file, so a recording
/// run is never mistaken for a passing one: look at the file, then run again. When `CI` is set
/// the mode is always ``never``.
public enum RecordMode: String, Sendable, Hashable, CaseIterable {
  /// Re-record every golden, matching or not.
  case all
  /// Record goldens that do not exist yet; compare the rest. The default outside CI.
  case missing
  /// Record goldens that are missing or that fail (differ, or cannot be decoded).
  case failed
  /// Record nothing; a missing golden fails. Forced whenever `CI` is set.
  case never

  /// The environment variable that sets the mode.
  public static let environmentVariable = "SWIVEL_RECORD"
  /// swift-snapshot-testing's variable, read when ``environmentVariable`` is not set.
  public static let aliasEnvironmentVariable = "SNAPSHOT_TESTING_RECORD"

  /// The mode for an environment: `never` when `CI` is set (see ``isCI(environment:)``);
  /// otherwise `SWIVEL_RECORD`, else `SNAPSHOT_TESTING_RECORD`, else `missing`.
  ///
  /// - Throws: ``SnapshotConfigurationError`` when the variable names no mode.
  public static func resolve(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(SnapshotConfigurationError) -> RecordMode {
    try decide(explicit: nil, environment: environment).mode
  }

  /// True when `CI` is set to anything but `""`, `0` or `false`.
  public static func isCI(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> Bool
  {
    guard let ci = environment["CI"] else { return false }
    return !["", "0", "false"].contains(ci.lowercased())
  }

  /// The mode in force and the one asked for: an explicit `record:` argument, then
  /// `withSnapshotTesting(record:)` or the `.snapshots(record:)` trait, then the deprecated
  /// process-wide `isRecording`, then the environment.
  package static func decide(
    explicit: RecordMode?, environment: [String: String]
  ) throws(SnapshotConfigurationError) -> RecordDecision {
    var requested =
      explicit ?? SnapshotTestingConfiguration.current.record ?? ProcessRecordMode.shared.mode
    if requested == nil {
      for variable in [environmentVariable, aliasEnvironmentVariable] {
        guard let raw = environment[variable], !raw.isEmpty else { continue }
        guard let mode = RecordMode(rawValue: raw.lowercased()) else {
          throw SnapshotConfigurationError(
            message: "\(variable)=\(raw) names no record mode; use one of "
              + allCases.map(\.rawValue).joined(separator: ", "))
        }
        requested = mode
        break
      }
    }
    let asked = requested ?? .missing
    let ci = isCI(environment: environment)
    return RecordDecision(mode: ci ? .never : asked, requested: asked, isCI: ci)
  }
}

/// The record mode in force for one assertion, and why.
package struct RecordDecision: Equatable {
  /// The mode in force.
  package let mode: RecordMode
  /// The mode asked for (by argument, configuration or environment).
  package let requested: RecordMode
  /// Whether `CI` forced ``RecordMode/never``.
  package let isCI: Bool

  /// The line every failure on CI carries.
  package var ciNote: String? {
    guard isCI else { return nil }
    return "CI is set: Swivel never records on CI"
      + (requested != .never ? " (record mode \(requested.rawValue) was ignored)" : "")
  }
}

/// A snapshot setting that cannot be used, with what to do instead.
public struct SnapshotConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// One sentence, without a final period, saying what was wrong and what to do.
  public let message: String

  /// Creates an error.
  public init(message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}

extension RecordDecision {
  /// The same decision with nothing written: the mode is ``RecordMode/never``.
  package var comparingOnly: RecordDecision {
    RecordDecision(mode: .never, requested: requested, isCI: isCI)
  }
}
