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
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  let site = CallSite(
    fileID: fileID, filePath: filePath, function: testName, line: line, column: column)
  let result = SnapshotAssertion.run(
    value, as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
    site: site)
  SnapshotReporter.report(result, site: site)
}

/// Like ``assertSnapshot(of:as:named:record:snapshotDirectory:fileID:file:testName:line:column:)``
/// but returns the typed outcome instead of reporting it: matched, recorded or failed, with
/// the failure's kind, artifacts and hints.
public func snapshotOutcome<Value, Format>(
  of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil, record: RecordMode? = nil, snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome {
  let site = CallSite(
    fileID: fileID, filePath: filePath, function: testName, line: line, column: column)
  return SnapshotAssertion.run(
    value, as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
    site: site
  ).outcome
}

/// swift-snapshot-testing's `verifySnapshot`: nil when the snapshot matches its golden,
/// otherwise the message a failing assertion would report (a recording is reported too, as
/// the library does). ``snapshotOutcome(of:as:named:record:snapshotDirectory:fileID:file:testName:line:column:)``
/// with the outcome turned into text; `timeout` is accepted for source compatibility (Swivel
/// takes every snapshot synchronously).
///
/// ```swift
/// XCTAssertNil(verifySnapshot(of: view, as: .image))
/// ```
public func verifySnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil, record: RecordMode? = nil, snapshotDirectory: String? = nil,
  timeout: Double = 5, fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column
) -> String? {
  let outcome = snapshotOutcome(
    of: try value(), as: snapshotting, named: name, record: record,
    snapshotDirectory: snapshotDirectory,
    fileID: fileID, file: filePath, testName: testName, line: line, column: column)
  switch outcome {
  case .matched: return nil
  case .recorded(let recording): return recording.description
  case .failed(let failure): return failure.description
  }
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
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  let made: Value
  do {
    made = try value()
  } catch {
    let site = CallSite(
      fileID: fileID, filePath: filePath, function: testName, line: line, column: column)
    site.recordIssue("The value to snapshot could not be made: \(error)", attachments: [])
    return
  }
  for name in strategies.keys.sorted() {
    assertSnapshot(
      of: made, as: strategies[name]!, named: name, record: record,
      snapshotDirectory: snapshotDirectory,
      fileID: fileID, file: filePath, testName: testName, line: line, column: column)
  }
}

/// Checks one value with several strategies, each against its own golden named like an
/// unnamed call (`<Suite>.<test>.1.png`, `2`, … continuing the test's count), in order:
/// swift-snapshot-testing's `assertSnapshots(of:as:)` with an array.
///
/// ```swift
/// assertSnapshots(of: controller, as: [.image(on: .iPhoneX), .image(on: .iPhoneXsMax)])
/// ```
public func assertSnapshots<Value, Format>(
  of value: @autoclosure () throws -> Value, as strategies: [Snapshotting<Value, Format>],
  record: RecordMode? = nil, snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  let made: Value
  do {
    made = try value()
  } catch {
    let site = CallSite(
      fileID: fileID, filePath: filePath, function: testName, line: line, column: column)
    site.recordIssue("The value to snapshot could not be made: \(error)", attachments: [])
    return
  }
  for strategy in strategies {
    assertSnapshot(
      of: made, as: strategy, record: record, snapshotDirectory: snapshotDirectory,
      fileID: fileID, file: filePath, testName: testName, line: line, column: column)
  }
}
