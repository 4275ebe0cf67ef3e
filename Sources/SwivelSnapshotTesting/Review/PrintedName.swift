import SwivelSupport

/// A file name as `swivel-snapshots` prints it, always on one line: as it is when it holds only
/// visible characters and spaces (no quote or backslash), otherwise in double quotes with `\\`,
/// `\"`, `\n`, `\r`, `\t` and every other control, separator or format character escaped
/// (`\u{2028}`), as a Swift string literal writes them.
package enum PrintedName {
  /// The name, escaped and quoted when it needs to be.
  package static func text(_ name: String) -> String {
    if !name.isEmpty, !name.unicodeScalars.contains(where: needsEscaping), !name.contains("\"") {
      return name
    }
    return "\"" + EscapedText.escaped(name, escapesQuotes: true, escaping: needsEscaping) + "\""
  }

  /// Control characters, line and paragraph separators, format characters (bidi overrides,
  /// zero-width spaces), unassigned code points, and the backslash.
  private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == "\\" { return true }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate,
      .privateUse:
      return true
    default: return false
    }
  }
}
