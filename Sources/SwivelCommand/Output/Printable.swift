import SwivelSupport

/// User input made safe to echo in a one-line message: control characters (a newline in a
/// path) are shown escaped, never written raw.
enum Printable {
  /// `text` with every control character escaped (`\n`, `\t`, `\u{1B}`).
  static func escaped(_ text: String) -> String {
    EscapedText.escaped(text, escapesQuotes: false) { scalar in
      scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
    }
  }

  /// `'text'`, escaped.
  static func quoted(_ text: String) -> String {
    "'" + escaped(text) + "'"
  }
}
