/// Snapshot settings for a scope of tests: swift-snapshot-testing's
/// `SnapshotTestingConfiguration`, set with
/// ``withSnapshotTesting(record:diffTool:layout:operation:)`` or the `.snapshots(record:)` trait.
public struct SnapshotTestingConfiguration: Sendable {
  /// The record mode for assertions in scope that pass none; nil defers to the environment.
  public var record: RecordMode?
  /// The diff command a failure message offers; nil offers none.
  public var diffTool: DiffTool?
  /// Where goldens live and how they are named; nil is ``GoldenLayout/swivel``.
  public var layout: GoldenLayout?

  /// Creates a configuration.
  public init(record: RecordMode? = nil, diffTool: DiffTool? = nil, layout: GoldenLayout? = nil) {
    self.record = record
    self.diffTool = diffTool
    self.layout = layout
  }

  /// This configuration with the values `other` sets.
  func merging(_ other: SnapshotTestingConfiguration) -> SnapshotTestingConfiguration {
    SnapshotTestingConfiguration(
      record: other.record ?? record, diffTool: other.diffTool ?? diffTool,
      layout: other.layout ?? layout)
  }

  /// The configuration of the current task.
  @TaskLocal public static var current = SnapshotTestingConfiguration()
}

/// Runs `operation` with a record mode, a diff tool and a golden layout for every snapshot
/// assertion inside it; nil keeps the enclosing scope's value (an explicit `record:` argument
/// still wins, and `CI` still forces `never`).
///
/// ```swift
/// @Test func badge() {
///   withSnapshotTesting(record: .failed, diffTool: .ksdiff) {
///     assertSnapshot(of: badge, as: .image)
///   }
/// }
/// ```
public func withSnapshotTesting<R>(
  record: RecordMode? = nil, diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
  layout: GoldenLayout? = nil,
  operation: () throws -> R
) rethrows -> R {
  let configuration = SnapshotTestingConfiguration.current.merging(
    SnapshotTestingConfiguration(record: record, diffTool: diffTool, layout: layout))
  return try SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation)
}

/// The `async` form of ``withSnapshotTesting(record:diffTool:layout:operation:)``.
public func withSnapshotTesting<R>(
  record: RecordMode? = nil, diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
  layout: GoldenLayout? = nil,
  isolation: isolated (any Actor)? = #isolation, operation: () async throws -> R
) async rethrows -> R {
  let configuration = SnapshotTestingConfiguration.current.merging(
    SnapshotTestingConfiguration(record: record, diffTool: diffTool, layout: layout))
  return try await SnapshotTestingConfiguration.$current.withValue(
    configuration, operation: operation, isolation: isolation)
}
