public import Testing

/// A Swift Testing trait that sets the record mode, diff tool and golden layout for a suite or
/// a test: swift-snapshot-testing's `.snapshots(record:diffTool:)`.
///
/// ```swift
/// @Suite(.snapshots(record: .failed)) struct ProfileTests { … }
/// @Suite(.snapshots(layout: .swiftSnapshotTesting)) struct PortedTests { … }
/// ```
public struct SnapshotsTrait: SuiteTrait, TestTrait, TestScoping {
  /// The settings in scope; nil values keep the enclosing scope's.
  public var configuration: SnapshotTestingConfiguration

  /// The record mode in scope.
  public var record: RecordMode? { configuration.record }

  /// Applies to every test in a suite.
  public var isRecursive: Bool { true }

  /// Runs the test inside ``withSnapshotTesting(record:diffTool:layout:operation:)``.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withSnapshotTesting(
      record: configuration.record, diffTool: configuration.diffTool, layout: configuration.layout
    ) { try await function() }
  }
}

extension Trait where Self == SnapshotsTrait {
  /// Sets the record mode, diff tool and golden layout for every snapshot assertion in the
  /// suite or test; nil keeps the enclosing scope's.
  public static func snapshots(
    record: RecordMode? = nil, diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    layout: GoldenLayout? = nil
  ) -> Self {
    SnapshotsTrait(
      configuration: SnapshotTestingConfiguration(
        record: record, diffTool: diffTool, layout: layout))
  }

  /// The trait with no settings of its own (swift-snapshot-testing's `.snapshots`).
  public static var snapshots: Self { snapshots() }
}
