import Foundation

/// One owner for the characters Swivel allows in the file names it makes (goldens, gallery
/// images, the command line's default outputs): letters and digits of any script, `-` and
/// `_` — and, where a name joins parts with dots, single dots between them. Everything else
/// (spaces, `/`, `..`, punctuation, symbols, emoji) becomes `_`, so a name is one path
/// component, never a way out of its folder.
///
/// Different names never share a file: a name that had to be changed ends in `-` and eight
/// hexadecimal digits of a stable hash (64-bit FNV-1a of its UTF-8, folded to 32 bits) of the
/// name as given, so `a b` and `a/b` part ways, and `設定` and `検索` stay as written. Names
/// are compared and written in Unicode's composed form (NFC), so one name typed two ways is
/// one file. A name longer than ``maximumUTF8Length`` bytes is cut there (between characters)
/// and hashed too.
package enum FileNamePart {
  /// The longest name made, in UTF-8 bytes, hash included: room for an extension and a
  /// counter within the 255 bytes file systems allow.
  package static let maximumUTF8Length = 200

  /// `text` made safe; never empty.
  ///
  /// - Parameter keepingDots: keep `.` between parts (leading, trailing and repeated dots are
  ///   dropped); otherwise a dot becomes `_` like any other character.
  package static func sanitized(_ text: some StringProtocol, keepingDots: Bool = false) -> String {
    let composed = String(text).precomposedStringWithCanonicalMapping
    var out = ""
    var changed = false
    for scalar in composed.unicodeScalars {
      if scalar == "." && keepingDots {
        if !out.isEmpty && out.last != "." { out.append(".") }
      } else if isKept(scalar) {
        out.unicodeScalars.append(scalar)
      } else {
        out.append("_")
        changed = true
      }
    }
    if keepingDots { while out.hasSuffix(".") { out.removeLast() } }
    // Nothing left (an empty name, only dots): `_` and the hash, so that it is never `_` itself.
    if out.isEmpty { return "_-" + hash(composed) }
    if out.utf8.count > maximumUTF8Length {
      let room = maximumUTF8Length - 9
      var cut = ""
      for character in out {
        guard cut.utf8.count + character.utf8.count <= room else { break }
        cut.append(character)
      }
      while cut.hasSuffix(".") { cut.removeLast() }
      return cut + "-" + hash(composed)
    }
    return changed ? out + "-" + hash(composed) : out
  }

  /// Letters, marks (the accents and vowel signs of many scripts) and decimal digits of any
  /// script, `-` and `_`.
  private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == "-" || scalar == "_" { return true }
    if scalar.isASCII {
      return ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar)
        || ("0"..."9").contains(scalar)
    }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber:
      return true
    default:
      return false
    }
  }

  /// Eight hexadecimal digits: FNV-1a over the UTF-8 bytes, its two halves XORed. The same on
  /// every machine and in every run.
  package static func hash(_ text: String) -> String {
    var value: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
      value ^= UInt64(byte)
      value &*= 0x0000_0100_0000_01B3
    }
    let folded = UInt32(truncatingIfNeeded: value ^ (value >> 32))
    let digits = String(folded, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }
}
