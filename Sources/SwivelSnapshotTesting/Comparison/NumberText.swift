/// Numbers in failure messages: whole numbers without a fraction, others with at most a few
/// decimals and no trailing zeros (`2.5`, `444.667`), never float noise.
package enum NumberText {
  /// `value` rounded to `places` decimals, trailing zeros dropped.
  package static func decimal(_ value: Double, places: Int = 3) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
    var factor = 1.0
    for _ in 0..<places { factor *= 10 }
    let rounded = (value * factor).rounded() / factor
    if rounded == rounded.rounded() { return String(Int(rounded)) }
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

  /// A point or scale value (at most 3 decimals).
  static func points(_ value: CGFloat) -> String { decimal(Double(value), places: 3) }
}
