/// One owner for the characters Swivel allows in the file names it makes (goldens, gallery
/// images): ASCII letters, digits, `-` and `_` — and, where a name joins parts with dots,
/// single dots between them. Everything else becomes `_`, so names are safe in every file
/// system, in shell commands and in an HTML `src` without escaping.
package enum FileNamePart {
  /// `text` made safe; never empty (`_`).
  ///
  /// - Parameter keepingDots: keep `.` between parts (leading, trailing and repeated dots are
  ///   dropped); otherwise a dot becomes `_` like any other character.
  package static func sanitized(_ text: some StringProtocol, keepingDots: Bool = false) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "A"..."Z", "a"..."z", "0"..."9", "-", "_":
        out.unicodeScalars.append(scalar)
      case "." where keepingDots:
        if !out.isEmpty && out.last != "." { out.append(".") }
      default:
        out.append("_")
      }
    }
    if keepingDots { while out.hasSuffix(".") { out.removeLast() } }
    return out.isEmpty ? "_" : out
  }
}
