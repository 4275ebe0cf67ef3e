import Foundation
import Testing

/// Every programmer error in Swivel goes through `requirePrecondition` or `programmerError`
/// (`Sources/SwivelSupport/Checks/ProgrammerError.swift`), which print their message in release
/// builds too. A plain `precondition(` or `preconditionFailure(` in the library or demo
/// sources would die silently in a release build (see ``ProgrammerErrorReleaseTests``), so
/// this test reads every Swift file under `Sources/` and `Demos/` and names any it finds.
@Suite struct PlainPreconditionScanTests {
  private static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `file:line: text` for each call of a plain precondition outside comments.
  static func plainPreconditions(in folder: URL) throws -> [String] {
    guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    else { return [] }
    var found: [String] = []
    for case let file as URL in walker where file.pathExtension == "swift" {
      let text = try String(contentsOf: file, encoding: .utf8)
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
        if Self.callsPlainPrecondition(code) {
          found.append(
            "\(file.path.dropFirst(packageRoot.path.count + 1)):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))"
          )
        }
      }
    }
    return found
  }

  /// Whether `code` calls `precondition(` or `preconditionFailure(` as a whole word
  /// (`requirePrecondition(` does not count).
  static func callsPlainPrecondition(_ code: Substring) -> Bool {
    for name in ["precondition(", "preconditionFailure("] {
      var rest = code[...]
      while let match = rest.range(of: name) {
        let before =
          match.lowerBound == code.startIndex ? nil : code[code.index(before: match.lowerBound)]
        if !(before.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) { return true }
        rest = rest[match.upperBound...]
      }
    }
    return false
  }

  @Test func theScanFindsAPlainPreconditionAndIgnoresTheHelperAndComments() {
    #expect(Self.callsPlainPrecondition("    precondition(index >= 0, \"index\")"))
    #expect(Self.callsPlainPrecondition("  guard ok else { preconditionFailure(\"no\") }"))
    #expect(!Self.callsPlainPrecondition("    requirePrecondition(index >= 0, \"index\")"))
    #expect(Self.callsPlainPrecondition("  Swift.precondition(ok)"))
    #expect(!Self.callsPlainPrecondition("  myprecondition(ok)"))
  }

  @Test(arguments: ["Sources", "Demos"])
  func noPlainPreconditionInSwivel(folder: String) throws {
    let found = try Self.plainPreconditions(in: Self.packageRoot.appendingPathComponent(folder))
    let advice =
      "use requirePrecondition(_:_:) or programmerError(_:) from SwivelSupport, which keep the message in "
      + "release builds:\n" + found.joined(separator: "\n")
    #expect(found.isEmpty, Comment(rawValue: advice))
  }
}
