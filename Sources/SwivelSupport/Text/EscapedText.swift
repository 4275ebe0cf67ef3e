/// Text made safe to print on one line, as a Swift string literal writes it: `\n`, `\r` and
/// `\t` by name, every other scalar the caller's rule picks as `\u{…}`, and, when the text goes
/// between quotes, `"` and `\` escaped. The one owner of the escaping that file names,
/// accessibility descriptions and command-line messages share; each says which scalars it
/// escapes.
package enum EscapedText {
  /// `text` escaped; `escapesQuotes` also escapes `"` and `\` (for text printed between
  /// double quotes).
  package static func escaped(
    _ text: String, escapesQuotes: Bool, escaping rule: (Unicode.Scalar) -> Bool
  ) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\\" where escapesQuotes: result += "\\\\"
      case "\"" where escapesQuotes: result += "\\\""
      case _ where rule(scalar):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
