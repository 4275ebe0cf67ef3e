public import Testing

/// A Swift Testing trait that sets the record mode for a suite or a test:
/// swift-snapshot-testing's `.snapshots(record:)`.
///
/// ```swift
/// @Suite(.snapshots(record: .failed)) struct ProfileTests { … }
/// ```
public struct SnapshotsTrait: SuiteTrait, TestTrait, TestScoping {
  /// The record mode in scope.
  public var record: RecordMode

  /// Applies to every test in a suite.
  public var isRecursive: Bool { true }

  /// Runs the test inside ``withSnapshotTesting(record:operation:)``.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withSnapshotTesting(record: record) { try await function() }
  }
}

extension Trait where Self == SnapshotsTrait {
  /// Sets the record mode for every snapshot assertion in the suite or test.
  public static func snapshots(record: RecordMode) -> Self { SnapshotsTrait(record: record) }
}
