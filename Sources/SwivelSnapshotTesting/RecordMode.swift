import Foundation

/// When golden images may be written (`SWIVEL_RECORD`).
///
/// A run that writes a golden always reports a failure that names the file, so a recording run
/// is never mistaken for a passing one: look at the image, then run again.
public enum RecordMode: String, Sendable, Hashable, CaseIterable {
  /// Write every golden whose pixels differ from the render (and every missing one).
  case all
  /// Write goldens that do not exist yet; compare the rest. The default outside CI.
  case missing
  /// Write goldens that are missing, unreadable or different.
  case failed
  /// Never write; a missing golden fails. Forced whenever `CI` is set.
  case never

  /// The environment variable that sets the mode.
  public static let environmentVariable = "SWIVEL_RECORD"

  /// The mode for an environment: `never` when `CI` is set to anything but `""`, `0` or
  /// `false`; otherwise `SWIVEL_RECORD` (default `missing`).
  ///
  /// - Throws: ``SnapshotConfigurationError`` when `SWIVEL_RECORD` names no mode.
  public static func resolve(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(SnapshotConfigurationError) -> RecordMode {
    if let ci = environment["CI"], !["", "0", "false", "FALSE", "False"].contains(ci) {
      return .never
    }
    guard let raw = environment[environmentVariable], !raw.isEmpty else { return .missing }
    guard let mode = RecordMode(rawValue: raw.lowercased()) else {
      throw SnapshotConfigurationError(
        message: "\(environmentVariable)=\(raw) names no record mode; use one of "
          + allCases.map(\.rawValue).joined(separator: ", "))
    }
    return mode
  }
}

/// A snapshot setting that cannot be used, with what to do instead.
public struct SnapshotConfigurationError: Error, Equatable, CustomStringConvertible {
  /// One line saying what was wrong.
  public let message: String
  /// The message.
  public var description: String { message }
}
