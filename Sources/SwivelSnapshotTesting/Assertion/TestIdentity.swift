import Foundation
import Testing

/// The test an assertion runs in, as golden names and `--filter` need it: module, enclosing
/// suites (outermost first), the function, and for a parameterised Swift Testing case the
/// argument's `CustomTestStringConvertible` description.
struct TestIdentity: Hashable {
  enum Framework { case swiftTesting, xcTest }

  let framework: Framework
  let module: String
  /// The enclosing suites as Swift Testing names them (a raw identifier keeps its backticks).
  let suites: [String]
  /// The function's name without its argument list, as Swift Testing names it: `badge`, or
  /// `` `badge (dark)` `` for a raw identifier.
  let function: String
  let caseDescription: String?

  /// A key unique to this test case in this process.
  var key: String {
    ([module] + suites + [function, caseDescription ?? ""]).joined(separator: "\u{1F}")
  }

  /// The suites and the function as written in a golden's name: raw identifiers without their
  /// backticks (`badge (dark)`, which the file-name rules then make safe).
  var nameParts: [String] { (suites + [function]).map(Self.withoutBackticks) }

  /// `Outer.Inner.test` (with the case in brackets), for messages and the report.
  var displayName: String {
    nameParts.joined(separator: ".") + (caseDescription.map { " [\($0)]" } ?? "")
  }

  /// A `swift test --filter` value that matches this test and no other, quoted for a POSIX
  /// shell: names are escaped for the regular expression, so that a raw identifier's spaces
  /// and parentheses match themselves.
  var filter: String {
    let qualified = ([module] + suites.map(Self.regexEscaped)).joined(separator: ".")
    let pattern: String
    switch framework {
    // Swift Testing matches the regular expression against `Module.Outer/Inner/test()`; a `.`
    // matches the `/` between suites too.
    case .swiftTesting:
      pattern = "\(qualified)\(suites.isEmpty ? "." : "/")\(Self.regexEscaped(function))\\("
    case .xcTest: pattern = "\(qualified)/\(Self.regexEscaped(function))$"
    }
    return "'" + pattern.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// `text` with the characters a regular expression gives meaning to escaped.
  static func regexEscaped(_ text: String) -> String {
    var out = ""
    for character in text {
      if "\\^$.|?*+()[]{}".contains(character) { out.append("\\") }
      out.append(character)
    }
    return out
  }

  /// `` `badge (dark)` `` → `badge (dark)`; other names unchanged.
  static func withoutBackticks(_ name: String) -> String {
    name.count >= 2 && name.hasPrefix("`") && name.hasSuffix("`")
      ? String(name.dropFirst().dropLast()) : name
  }

  /// The command that re-records this test's goldens.
  var recordCommand: String { "SWIVEL_RECORD=failed swift test --filter \(filter)" }

  /// The identity of the running test: from Swift Testing when one is running, otherwise
  /// XCTest's case class (read from the source file, see ``enclosingClass(filePath:line:)``)
  /// and `#function`.
  static func current(fileID: String, filePath: String, function: String, line: UInt)
    -> TestIdentity
  {
    let module = String(fileID.prefix { $0 != "/" })
    if let test = Test.current {
      var components = test.id.nameComponents
      let name = components.popLast() ?? test.name
      return TestIdentity(
        framework: .swiftTesting, module: test.id.moduleName, suites: components,
        function: strip(name),
        caseDescription: Test.Case.current.flatMap(argumentsDescription))
    }
    return TestIdentity(
      framework: .xcTest, module: module,
      suites: enclosingClass(filePath: filePath, line: line).map { [$0] } ?? [],
      function: strip(function), caseDescription: nil)
  }

  /// `screen()` → `screen`, `check(_:)` → `check`, `` `badge (dark)`() `` →
  /// `` `badge (dark)` ``: the argument list goes, parentheses inside a raw identifier stay.
  static func strip(_ name: String) -> String {
    String(SnapshotLocation.droppingArgumentList(name))
  }

  /// The descriptions of a parameterised case's arguments joined by `.`; nil for a test
  /// without arguments. Swift Testing keeps the arguments internal, so they are read by
  /// reflection and described with `String(describingForTest:)` (which uses
  /// `CustomTestStringConvertible`).
  static func argumentsDescription(_ testCase: Test.Case) -> String? {
    guard testCase.isParameterized else { return nil }
    guard let arguments = child("arguments", of: testCase, depth: 3) else { return nil }
    let values = Mirror(reflecting: arguments).children.compactMap { argument -> String? in
      guard let value = child("value", of: argument.value, depth: 1) else { return nil }
      let text = String(describingForTest: value)
      // Strings are described in quotes ("dark"); the name needs only the text.
      if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
        return String(text.dropFirst().dropLast())
      }
      return text
    }
    return values.isEmpty ? nil : values.joined(separator: ".")
  }

  private static func child(_ label: String, of value: Any, depth: Int) -> Any? {
    let mirror = Mirror(reflecting: value)
    for child in mirror.children where child.label == label { return child.value }
    guard depth > 0 else { return nil }
    for child in mirror.children {
      if let found = Self.child(label, of: child.value, depth: depth - 1) { return found }
    }
    return nil
  }

  /// The XCTest case class a call at `line` belongs to: the last top-level `class` (or
  /// `extension`) declared above the line. Classes declared inside a test or nested in a
  /// type (a helper view controller) are indented, so they are not taken for it.
  static func enclosingClass(filePath: String, line: UInt) -> String? {
    guard let text = try? String(contentsOfFile: filePath, encoding: .utf8) else { return nil }
    var found: String?
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if index + 1 > Int(line) { break }
      guard let first = rawLine.first, first != " ", first != "\t" else { continue }
      let words = rawLine.split(whereSeparator: {
        $0 == " " || $0 == "\t" || $0 == ":" || $0 == "{"
      })
      let modifiers: Set<Substring> = [
        "final", "public", "internal", "open", "private", "fileprivate", "@MainActor",
      ]
      if let keyword = words.firstIndex(where: { $0 == "class" || $0 == "extension" }),
        keyword + 1 < words.count,
        words[..<keyword].allSatisfy({ modifiers.contains($0) })
      {
        found = String(words[keyword + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
      }
    }
    return found
  }
}
