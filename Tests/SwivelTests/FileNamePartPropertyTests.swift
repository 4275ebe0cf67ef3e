import Foundation
import Swivel
import SwivelSupport
import SwivelTestSupport
import Testing

/// Random names through the file-name rules: every result is one safe path component within
/// the length limit, made of allowed characters, stable when sanitized again, the same for
/// one name typed two ways, and different for different names; and a file by every name
/// lands in its folder.
@Suite struct FileNamePartPropertyTests {
  /// Pieces names are built from: Latin, accents (composed and not), Cyrillic, Japanese,
  /// Arabic, Devanagari with its vowel signs, digits, emoji, punctuation, path characters,
  /// spaces and controls.
  private static let pieces: [String] = [
    "a", "Z", "9", "-", "_", ".", "..", "/", "\\", " ", "\t", "\n", "\u{0}", ":", "*", "?", "\"",
    "<", "|",
    "é", "e\u{301}", "ñ", "Ж", "ё", "設", "定", "検", "索", "ー", "ا", "ب", "क", "ि", "٣", "🔴", "🟢", "👍🏽",
    "(", ")", "[", "'", "`", "%", "&", "#", "~", "\u{200B}", "\u{202E}", "ﬁ",
  ]

  private static func randomName(_ g: inout SeededGenerator) -> String {
    (0..<(g.index(12))).map { _ in pieces[g.index(pieces.count)] }.joined()
  }

  @Test func everyNameIsOneSafeComponentAndStable() {
    var g = SeededGenerator(seed: 4)
    for round in 0..<5_000 {
      let name = Self.randomName(&g)
      for keepingDots in [false, true] {
        let safe = FileNamePart.sanitized(name, keepingDots: keepingDots)
        #expect(
          !safe.isEmpty && safe != "." && safe != ".." && !safe.hasPrefix(".")
            && !safe.hasSuffix("."), "round \(round): \(safe)")
        #expect(
          !safe.contains("/") && !safe.contains("\\") && !safe.contains("\u{0}")
            && !safe.contains(".."), "round \(round)")
        #expect(safe.utf8.count <= FileNamePart.maximumUTF8Length, "round \(round)")
        #expect(keepingDots || !safe.contains("."), "round \(round)")
        #expect(
          safe.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || $0.properties.generalCategory == .decimalNumber
              || $0.properties.generalCategory == .nonspacingMark
              || $0.properties.generalCategory == .spacingMark
              || "-_.".unicodeScalars.contains($0)
          }, "round \(round): \(safe)")
        #expect(
          FileNamePart.sanitized(safe, keepingDots: keepingDots) == safe,
          "round \(round): not stable")
      }
    }
  }

  @Test func differentNamesGiveDifferentFiles() {
    var g = SeededGenerator(seed: 44)
    var byFile: [String: String] = [:]
    var distinct = 0
    for _ in 0..<20_000 {
      let name = Self.randomName(&g).precomposedStringWithCanonicalMapping
      let file = FileNamePart.sanitized(name)
      if let earlier = byFile[file] {
        #expect(
          earlier == name, "\(earlier.debugDescription) and \(name.debugDescription) share \(file)")
        if earlier != name { return }
      } else {
        byFile[file] = name
        distinct += 1
      }
    }
    #expect(distinct > 15_000)
  }

  @Test func canonicallyEquivalentNamesShareAFile() {
    var g = SeededGenerator(seed: 444)
    for _ in 0..<2_000 {
      let name = Self.randomName(&g)
      #expect(
        FileNamePart.sanitized(name.decomposedStringWithCanonicalMapping)
          == FileNamePart.sanitized(name.precomposedStringWithCanonicalMapping))
    }
  }

  @Test func aFileByEveryNameLandsInItsFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swivel-names-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var g = SeededGenerator(seed: 4_444)
    var written = Set<String>()
    for _ in 0..<300 {
      let file = FileNamePart.sanitized(Self.randomName(&g)) + ".png"
      try Data([1]).write(to: folder.appendingPathComponent(file))
      written.insert(file)
    }
    let listed = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(Set(listed.map { $0.precomposedStringWithCanonicalMapping }) == written)
  }
}
