import Foundation
import Testing

@testable import SwivelSnapshotTesting

/// Golden names from test names, arguments and `named:` values in any script, and from Swift
/// Testing's raw identifiers (`` `badge (dark)` ``): one stable golden per test and name, and
/// a re-record command whose filter selects exactly that test. Hashes are FNV-1a 64 of the
/// part's UTF-8 with its halves XORed, computed apart from Swivel.
@Suite struct AssertSnapshotNameRulesTests {
  private static let prefix = "AssertSnapshotNameRulesTests."

  @Test func namesInRussianAndJapaneseGiveDifferentGoldens() throws {
    let package = try TemporaryPackage()
    let names = ["設定", "検索", "Привет", "мир"]
    let outcomes = package.withEnvironment {
      names.map {
        snapshotOutcome(
          of: sampleLabel($0), as: .image, named: $0, snapshotDirectory: package.goldens)
      }
    }
    let paths = outcomes.map { $0.recording?.absolutePath }
    #expect(
      paths
        == names.map {
          package.goldens + "/" + Self.prefix
            + "namesInRussianAndJapaneseGiveDifferentGoldens.\($0).png"
        })
    #expect(outcomes.allSatisfy { $0.failure == nil })
  }

  @Test(arguments: ["設定", "検索", "настройки", "поиск"])
  func argumentsInOtherScriptsGiveDifferentGoldens(title: String) throws {
    let package = try TemporaryPackage()
    let outcome = package.withEnvironment {
      snapshotOutcome(of: sampleLabel(title), as: .image, snapshotDirectory: package.goldens)
    }
    #expect(
      outcome.recording?.absolutePath
        == package.goldens + "/" + Self.prefix
        + "argumentsInOtherScriptsGiveDifferentGoldens.\(title).png")
  }

  /// The golden `name` of the running test records, and the filter of its re-record hint.
  private func goldenAndFilter() throws -> (golden: String, filter: String) {
    let package = try TemporaryPackage()
    let (recorded, refused) = package.withEnvironment {
      (
        snapshotOutcome(of: sampleLabel(), as: .image, snapshotDirectory: package.goldens),
        snapshotOutcome(
          of: sampleLabel(), as: .image, named: "never", record: .never,
          snapshotDirectory: package.goldens)
      )
    }
    let golden = try #require(recorded.recording?.absolutePath)
    let hint = try #require(refused.failure?.recordHint)
    let command = "SWIVEL_RECORD=failed swift test --filter "
    #expect(hint.hasPrefix(command))
    return (
      String(golden.dropFirst(package.goldens.count + 1)),
      Self.shellWord(hint.dropFirst(command.count))
    )
  }

  /// The first word of `text` as a POSIX shell reads it: single quotes quote everything up to
  /// the next one, a backslash outside them quotes the next character, a space ends the word.
  static func shellWord(_ text: Substring) -> String {
    var word = "", quoting = false, escaping = false
    for character in text {
      if escaping {
        word.append(character)
        escaping = false
      } else if character == "'" {
        quoting.toggle()
      } else if quoting {
        word.append(character)
      } else if character == "\\" {
        escaping = true
      } else if character == " " {
        break
      } else {
        word.append(character)
      }
    }
    return word
  }

  /// Whether Swift Testing's `--filter` (a regular expression searched in the test's ID,
  /// `Module.Suite/function()`) selects the test with the given function name.
  private func filter(_ filter: String, selects function: String) throws -> Bool {
    let id = "SwivelSnapshotTestingTests.AssertSnapshotNameRulesTests/\(function)"
    return try Regex(filter).firstMatch(in: id) != nil
  }

  @Test func `badge (dark)`() throws {
    let (golden, filter) = try goldenAndFilter()
    #expect(golden == Self.prefix + "badge__dark_-66b522f2.1.png")
    #expect(try self.filter(filter, selects: "`badge (dark)`()"))
    #expect(try !self.filter(filter, selects: "`badge (light)`()"))
  }

  @Test func `badge (light)`() throws {
    let (golden, filter) = try goldenAndFilter()
    #expect(golden == Self.prefix + "badge__light_-b1a3c949.1.png")
    #expect(try self.filter(filter, selects: "`badge (light)`()"))
    #expect(try !self.filter(filter, selects: "`badge (dark)`()"))
  }

  @Test func plainNamesKeepTheirFilter() throws {
    let (golden, filter) = try goldenAndFilter()
    #expect(golden == Self.prefix + "plainNamesKeepTheirFilter.1.png")
    #expect(
      filter
        == "SwivelSnapshotTestingTests.AssertSnapshotNameRulesTests/plainNamesKeepTheirFilter\\(")
  }

  @Test func shellWordsAreReadAsAShellReadsThem() {
    #expect(Self.shellWord("'a b\\(' rest") == "a b\\(")
    #expect(Self.shellWord("'it'\\''s' rest") == "it's")
  }

  @Test func argumentListsAreDroppedButOtherParenthesesStay() {
    #expect(TestIdentity.strip("screen()") == "screen")
    #expect(TestIdentity.strip("check(_:)") == "check")
    #expect(TestIdentity.strip("render(device:orientation:)") == "render")
    #expect(TestIdentity.strip("`badge (dark)`()") == "`badge (dark)`")
    #expect(TestIdentity.strip("`with arg (x)`(_:)") == "`with arg (x)`")
    // not an argument list: kept, then made safe
    #expect(SnapshotLocation.sanitize("rate (x)") == "rate__x_-2a24cf06")
    #expect(TestIdentity.regexEscaped("`badge (dark)`") == "`badge \\(dark\\)`")
  }
}
