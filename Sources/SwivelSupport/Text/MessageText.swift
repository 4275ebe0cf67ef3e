/// How Swivel's messages (layout warnings, audit findings) join names: one owner of the rule.
package enum MessageText {
  /// `a`, `a and b`, `a, b and c`; empty for no items.
  package static func list(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    guard items.count > 1 else { return last }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }
}
