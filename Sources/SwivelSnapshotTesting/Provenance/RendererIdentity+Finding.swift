import SwivelSupport

extension RendererIdentity {
  /// The lines a mismatch leads with when the golden was recorded by another renderer than
  /// this machine's, or nil when they are the same: what differs, how much the pixels differ
  /// (when the sizes match), and how to proceed.
  ///
  ///     The golden was recorded with Cairo 1.18.0, this machine renders with 1.16.0; 1234 pixels
  ///     differ by at most ΔE2000 3.21.
  func finding(
    recorded: RendererIdentity, pixels: (count: Int, largestDeltaE: Double)?, golden: String
  ) -> [String]? {
    let differences = differences(from: recorded)
    guard !differences.isEmpty else { return nil }
    var line = "The golden was recorded with "
    if differences.count == 1, let only = differences.first, let old = only.recorded,
      let new = only.current,
      !only.name.hasPrefix("font ")
    {
      line += Self.label(only.name, old) + ", this machine renders with " + new
    } else {
      let shown = differences.prefix(3)
      let more = differences.count > 3 ? " (and \(differences.count - 3) more)" : ""
      line +=
        Self.list(shown.map { Self.label($0.name, $0.recorded) }) + more
        + ", this machine renders with "
        + Self.list(shown.map { Self.label($0.name, $0.current) })
    }
    if let pixels {
      line +=
        "; \(pixels.count) pixel" + (pixels.count == 1 ? " differs" : "s differ")
        + " by at most ΔE2000 \(PlainNumber.text(pixels.largestDeltaE, places: 2))"
    }
    return [
      line + ".",
      "  So this may not be a regression. Run the tests where the golden was recorded (or with its renderer) to "
        + "check your change; if this machine's rendering should be the reference, review the images and accept "
        + "them (swift run swivel-snapshots accept \(ShellWord.quoted(golden))) or re-record.",
    ]
  }

  /// `Cairo 1.18.0`, `Swivel rendering version 1`, `font DejaVuSans.ttf (757076 bytes, …)`, or
  /// `no font Inter.ttf` where the component is not there.
  private static func label(_ name: String, _ value: String?) -> String {
    guard let value else { return "no \(name)" }
    if name.hasPrefix("font ") { return "\(name) (\(value))" }
    if name == "Swivel rendering" { return "Swivel rendering version \(value)" }
    return "\(name) \(value)"
  }

  /// `a`, `a and b`, `a, b and c`.
  private static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
  }
}
