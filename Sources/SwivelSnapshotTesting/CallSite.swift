import Testing
import XCTest

/// Where an assertion was written, and how to report a failure there to whichever test
/// framework is running it.
struct CallSite {
  let fileID: StaticString
  let filePath: StaticString
  let function: String
  let line: UInt
  let column: UInt

  /// Records an issue in Swift Testing when a test is running there, otherwise fails the
  /// current XCTest.
  func reportFailure(_ message: String) {
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
      XCTFail(message, file: filePath, line: line)
    }
  }
}
