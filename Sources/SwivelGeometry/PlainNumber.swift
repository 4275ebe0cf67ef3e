/// How Swivel prints a number in messages, dumps and tables: whole numbers without a decimal
/// point (`20`, `-7`), others in Swift's shortest round-trip form (`7.5`, `1.7777777777777777`),
/// `nan` and `inf` as Swift prints them. The one owner of that rule.
package enum PlainNumber {
  /// `value` as text.
  package static func text(_ value: Double) -> String {
    value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
  }

  /// `value` as text.
  package static func text(_ value: CGFloat) -> String { text(Double(value)) }
}
