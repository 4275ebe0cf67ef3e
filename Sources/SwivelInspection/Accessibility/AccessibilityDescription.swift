import SwivelSupport

/// The text and JSON forms of a screen's accessibility elements in VoiceOver's order, as the
/// `.accessibilityDescription` snapshot strategy and `swivel dump --accessibility` print them.
///
/// ```
/// 1. label: "Settings"; traits: staticText, header
/// 2. label: "Wi-Fi"; value: "1"; traits: button; id: wifiSwitch
/// 3. label: none; traits: image; id: avatar
/// ```
public enum AccessibilityDescription {
  /// One line per element, numbered from 1: label (quoted, or `none`), then value, traits,
  /// hint and identifier where they are set; `(no accessibility elements)` for none. Line
  /// breaks of every kind inside the texts are escaped (`\n`, `\r`, `\u{2028}`), so each
  /// element is exactly one line.
  public static func text(_ elements: [AccessibilityElement]) -> String {
    guard !elements.isEmpty else { return "(no accessibility elements)\n" }
    return elements.enumerated().map { index, element in
      "\(index + 1). " + fields(element).joined(separator: "; ")
    }.joined(separator: "\n") + "\n"
  }

  /// The fields of one line.
  static func fields(_ element: AccessibilityElement) -> [String] {
    var fields = ["label: " + (element.label.map(quote) ?? "none")]
    if let value = element.value { fields.append("value: " + quote(value)) }
    fields.append("traits: \(element.traits)")
    if let hint = element.hint { fields.append("hint: " + quote(hint)) }
    if let identifier = element.identifier { fields.append("id: " + escaped(identifier)) }
    return fields
  }

  /// The elements as a JSON array of objects: `label`, `value`, `hint`, `traits` (UIKit's
  /// names), `identifier`, `frame` (`[x, y, width, height]` in points) and `path`.
  public static func json(_ elements: [AccessibilityElement]) -> JSONValue {
    .array(
      elements.map { element in
        let optional: (String?) -> JSONValue = { $0.map(JSONValue.string) ?? .null }
        let frame = element.frame
        return .object([
          ("label", optional(element.label)),
          ("value", optional(element.value)),
          ("hint", optional(element.hint)),
          ("traits", .array(element.traits.names.map(JSONValue.string))),
          ("identifier", optional(element.identifier)),
          ("frame", JSONValue.numbers([frame.minX, frame.minY, frame.width, frame.height])),
          ("path", .string(element.path)),
        ])
      })
  }

  /// `"text"` with quotes and backslashes escaped, and every line break escaped so that an
  /// element stays on one line: `\n`, `\r` and `\t` by name, the other control characters and
  /// the line and paragraph separators (U+2028, U+2029) as `\u{…}`.
  static func quote(_ text: String) -> String {
    "\"" + escaped(text) + "\""
  }

  /// `text` escaped as ``quote(_:)`` does, without the quotes (identifiers print bare).
  static func escaped(_ text: String) -> String {
    EscapedText.escaped(text, escapesQuotes: true) { scalar in
      switch scalar.properties.generalCategory {
      case .control, .lineSeparator, .paragraphSeparator: true
      default: false
      }
    }
  }
}
