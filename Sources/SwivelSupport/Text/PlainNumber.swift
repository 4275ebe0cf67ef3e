package import Foundation

/// How Swivel prints a number in messages, dumps and tables: whole numbers without a decimal
/// point (`20`, `-7`), others in Swift's shortest round-trip form (`7.5`, `1.7777777777777777`),
/// `nan` and `inf` as Swift prints them; and, where a value is measured rather than written by
/// the user (audit findings, failure messages), rounded to a few decimals with no float noise
/// (`444.667`). The one owner of both rules.
package enum PlainNumber {
  /// `value` as text.
  package static func text(_ value: Double) -> String {
    value.isFinite && value == value.rounded() && abs(value) < 1e15
      ? String(Int64(value)) : "\(value)"
  }

  /// `value` as text.
  package static func text(_ value: CGFloat) -> String { text(Double(value)) }

  /// `value` rounded to `places` decimals, trailing zeros dropped: `282.167`, `2.5`, `20`.
  package static func text(_ value: Double, places: Int) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
    var factor = 1.0
    for _ in 0..<places { factor *= 10 }
    let rounded = (value * factor).rounded() / factor
    if rounded == rounded.rounded() { return String(Int64(rounded)) }
    var text = String(rounded)
    if text.contains("e") { return text }
    if let dot = text.firstIndex(of: ".") {
      let limit = text.index(dot, offsetBy: places + 1, limitedBy: text.endIndex) ?? text.endIndex
      text = String(text[..<limit])
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text
  }

  /// `value` rounded to `places` decimals, trailing zeros dropped.
  package static func text(_ value: CGFloat, places: Int) -> String {
    text(Double(value), places: places)
  }
}
