import Foundation
import Testing
import XCTest

/// Where an assertion was written, and how to report a failure there to whichever test
/// framework is running it.
struct CallSite: CustomStringConvertible {
  let staticFilePath: StaticString
  let fileID: String
  let filePath: String
  let function: String
  let line: UInt
  let column: UInt

  init(fileID: StaticString, filePath: StaticString, function: String, line: UInt, column: UInt) {
    self.staticFilePath = filePath
    self.fileID = "\(fileID)"
    self.filePath = "\(filePath)"
    self.function = function
    self.line = line
    self.column = column
  }

  /// `Module/File.swift:12:5`.
  var description: String { "\(fileID):\(line):\(column)" }

  /// Records an issue (with the files as attachments) in Swift Testing when a test is running
  /// there, otherwise fails the current XCTest (whose message lists the files' paths).
  func recordIssue(_ message: String, attachments: [SnapshotAttachment]) {
    if Test.current != nil {
      let location = SourceLocation(
        fileID: fileID, filePath: filePath, line: Int(line), column: Int(column))
      for attachment in attachments where !attachment.bytes.isEmpty {
        let fileName =
          attachment.path.map { URL(fileURLWithPath: $0).lastPathComponent }
          ?? "\(attachment.name).\(attachment.pathExtension)"
        Attachment.record(attachment.bytes, named: fileName, sourceLocation: location)
      }
      Issue.record(Comment(rawValue: message), sourceLocation: location)
    } else {
      XCTFail(message, file: staticFilePath, line: line)
    }
  }
}
