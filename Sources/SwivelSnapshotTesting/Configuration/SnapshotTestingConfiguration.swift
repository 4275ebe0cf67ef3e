/// Snapshot settings for a scope of tests: swift-snapshot-testing's
/// `SnapshotTestingConfiguration`, set with ``withSnapshotTesting(record:operation:)`` or the
/// `.snapshots(record:)` trait.
public struct SnapshotTestingConfiguration: Sendable, Equatable {
  /// The record mode for assertions in scope that pass none; nil defers to the environment.
  public var record: RecordMode?

  /// Creates a configuration.
  public init(record: RecordMode? = nil) { self.record = record }

  /// The configuration of the current task.
  @TaskLocal public static var current = SnapshotTestingConfiguration()
}

/// Runs `operation` with a record mode for every snapshot assertion inside it (an explicit
/// `record:` argument still wins, and `CI` still forces `never`).
///
/// ```swift
/// @Test func badge() {
///   withSnapshotTesting(record: .failed) {
///     assertSnapshot(of: badge, as: .image)
///   }
/// }
/// ```
public func withSnapshotTesting<R>(
  record: RecordMode? = nil, operation: () throws -> R
) rethrows -> R {
  var configuration = SnapshotTestingConfiguration.current
  if let record { configuration.record = record }
  return try SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation)
}

/// The `async` form of ``withSnapshotTesting(record:operation:)``.
public func withSnapshotTesting<R>(
  record: RecordMode? = nil, isolation: isolated (any Actor)? = #isolation, operation: () async throws -> R
) async rethrows -> R {
  var configuration = SnapshotTestingConfiguration.current
  if let record { configuration.record = record }
  return try await SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation, isolation: isolation)
}
