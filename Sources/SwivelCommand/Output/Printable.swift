/// User input made safe to echo in a one-line message: control characters (a newline in a
/// path) are shown escaped, never written raw.
enum Printable {
  /// `text` with every control character escaped (`\n`, `\t`, `\u{1B}`).
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.properties.generalCategory == .control
          || scalar.properties.generalCategory == .format
        {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// `'text'`, escaped.
  static func quoted(_ text: String) -> String {
    "'" + escaped(text) + "'"
  }
}
