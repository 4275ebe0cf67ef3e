import Foundation

/// The environment snapshot assertions read (`SWIVEL_RECORD`, `CI`, `SWIVEL_ARTIFACTS`); tests
/// of this package bind ``override`` instead of changing the process's environment.
package enum SnapshotEnvironment {
  /// An environment used instead of the process's for the current task.
  @TaskLocal package static var override: [String: String]?

  /// The environment in force.
  static var current: [String: String] { override ?? ProcessInfo.processInfo.environment }
}
