import SwivelInspection

extension LayoutAudit {
  /// The findings as text, one per line with the kind first, then a count; `No findings.` when
  /// there are none. What `swivel audit` prints.
  ///
  /// ```
  /// smallHitTarget  Window > View > Button#ok: 60×30 pt hit target; 44×44 pt is the minimum
  /// 1 finding
  /// ```
  public static func text(_ findings: [LayoutFinding]) -> String {
    guard !findings.isEmpty else { return "No findings.\n" }
    let lines = findings.map(\.description)
    let count = findings.count == 1 ? "1 finding" : "\(findings.count) findings"
    return (lines + [count]).joined(separator: "\n") + "\n"
  }

  /// The findings as a JSON array (keys sorted, so the output is stable): `kind`, `path`,
  /// `message`, `frame` and `limit` as `{x, y, width, height}` in window points (`limit` left
  /// out when there is none). What `swivel audit --json` prints.
  public static func json(_ findings: [LayoutFinding]) -> String {
    guard !findings.isEmpty else { return "[]\n" }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding plain strings and finite numbers cannot fail; an empty array is the fallback.
    guard let data = try? encoder.encode(findings.map(JSONFinding.init)) else { return "[]\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

/// The JSON shape of a finding.
private struct JSONFinding: Encodable {
  struct Rect: Encodable {
    var x, y, width, height: Double

    init(_ rect: CGRect) {
      (x, y, width, height) = (
        Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)
      )
    }
  }

  var kind: String
  var path: String
  var message: String
  var frame: Rect
  var limit: Rect?

  init(_ finding: LayoutFinding) {
    kind = finding.kind.rawValue
    path = finding.path
    message = finding.message
    frame = Rect(finding.frame)
    limit = finding.limit.map(Rect.init)
  }
}
