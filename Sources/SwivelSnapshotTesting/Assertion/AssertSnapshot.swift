/// Takes a snapshot of `value` with a strategy and checks it against its golden
/// `Snapshots/<TestFile>/<Suite>.<test>.<name>.<ext>`, reporting a failure (with attachments)
/// to Swift Testing or XCTest: swift-snapshot-testing's `assertSnapshot(of:as:named:record:)`.
///
/// ```swift
/// @Test func badge() {
///   let badge = Label(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
///   badge.text = "New"
///   assertSnapshot(of: badge, as: .image)                  // …/BadgeTests.badge.1.png
///   assertSnapshot(of: badge, as: .recursiveDescription)   // …/BadgeTests.badge.2.txt
/// }
/// ```
///
/// - Parameters:
///   - name: the last part of the golden's name; unnamed calls are counted 1, 2, … in call
///     order within the test (a parameterised test's first unnamed call uses the argument's
///     description instead).
///   - record: the record mode for this call; nil defers to `withSnapshotTesting(record:)`,
///     the `.snapshots(record:)` trait and then `SWIVEL_RECORD`. `CI` always forces `never`.
///   - snapshotDirectory: a folder for the golden instead of `Snapshots/<TestFile>`.
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil, record: RecordMode? = nil, snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  let site = CallSite(fileID: fileID, filePath: filePath, function: testName, line: line, column: column)
  let result = SnapshotAssertion.run(
    value, as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory, site: site)
  SnapshotReporter.report(result, site: site)
}

/// Like ``assertSnapshot(of:as:named:record:snapshotDirectory:fileID:file:testName:line:column:)``
/// but returns the outcome instead of reporting it: swift-snapshot-testing's `verifySnapshot`.
public func verifySnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil, record: RecordMode? = nil, snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome {
  let site = CallSite(fileID: fileID, filePath: filePath, function: testName, line: line, column: column)
  return SnapshotAssertion.run(
    value, as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory, site: site
  ).outcome
}

/// Checks one value with several named strategies (a device matrix, an image and a dump), each
/// against its own golden `<Suite>.<test>.<key>.<ext>`, in key order.
///
/// ```swift
/// assertSnapshots(of: ProfileScene.scene, as: [
///   "iphone6.portrait": .image(on: .iphone6),
///   "ipad.landscapeLeft": .image(on: .ipad, orientation: .landscapeLeft),
/// ])
/// ```
public func assertSnapshots<Value, Format>(
  of value: @autoclosure () throws -> Value, as strategies: [String: Snapshotting<Value, Format>],
  record: RecordMode? = nil, snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  let made: Value
  do {
    made = try value()
  } catch {
    let site = CallSite(fileID: fileID, filePath: filePath, function: testName, line: line, column: column)
    site.recordIssue("The value to snapshot could not be made: \(error)", attachments: [])
    return
  }
  for name in strategies.keys.sorted() {
    assertSnapshot(
      of: made, as: strategies[name]!, named: name, record: record, snapshotDirectory: snapshotDirectory,
      fileID: fileID, file: filePath, testName: testName, line: line, column: column)
  }
}
