import Foundation

/// Whether every assertion re-records its golden (swift-snapshot-testing's process-wide
/// `isRecording`, deprecated there too): setting it to true makes ``RecordMode/all`` the mode
/// of assertions that set none and sit in no `withSnapshotTesting(record:)` scope; false
/// makes it ``RecordMode/missing``. `CI` still forces `never`.
@available(
  *, deprecated, message: "Use 'withSnapshotTesting(record:)' or the '.snapshots(record:)' trait"
)
public var isRecording: Bool {
  get { (SnapshotTestingConfiguration.current.record ?? ProcessRecordMode.shared.mode) == .all }
  set { ProcessRecordMode.shared.mode = newValue ? .all : .missing }
}

/// The record mode `isRecording` set for the whole process, if any.
final class ProcessRecordMode: @unchecked Sendable {
  // @unchecked: `storage` is only touched while holding `lock`.
  private let lock = NSLock()
  private var storage: RecordMode?

  static let shared = ProcessRecordMode()

  var mode: RecordMode? {
    get { lock.withLock { storage } }
    set { lock.withLock { storage = newValue } }
  }
}
