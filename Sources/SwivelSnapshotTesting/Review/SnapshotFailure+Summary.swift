import SwivelSupport

extension SnapshotFailure {
  /// A few words on what went wrong, for tables and lists (`Button#signIn moved (20, 60) →
  /// (20, 68); 120 of 9600 pixels (1.25 %) differ`); ``description`` has the whole story.
  var summary: String {
    var parts: [String] = []
    if isFromAnotherRenderer { parts.append("another renderer recorded the golden") }
    if let top = treeChanges.first {
      let more = treeChanges.count - 1
      parts.append(
        top.description + (more > 0 ? " (and \(more) more view change\(more == 1 ? "" : "s"))" : "")
      )
    }
    return (parts + [kindSummary]).joined(separator: "; ")
  }

  private var kindSummary: String {
    switch kind {
    case .missingGolden:
      return "no golden, and the record mode writes none"
    case .unreadableGolden(let reason):
      return "the golden cannot be used: \(reason)"
    case .sizeMismatch(let actual, let expected):
      return
        "the render is \(actual.width)×\(actual.height) px, the golden \(expected.width)×\(expected.height) px"
    case .pixelsDiffer(let difference):
      let percent = Double(difference.count) * 100 / Double(max(difference.total, 1))
      return
        "\(difference.count) of \(difference.total) pixels (\(PlainNumber.text(percent, places: 3)) %) differ"
    case .textDiffers(let diff):
      let lines = diff.split(separator: "\n")
      let added = lines.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.count
      let removed = lines.filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.count
      return "the text differs (\(added) line\(added == 1 ? "" : "s") added, \(removed) removed)"
    case .renderFailed(let reason):
      return "the snapshot could not be taken: \(reason)"
    case .goldenNotWritten(let error):
      return "the golden could not be written: \(error.reason)"
    case .duplicateGolden(let other, _):
      return "another assertion (\(other)) uses the same golden"
    case .layoutWarnings(let warnings):
      return
        "matches, but the layout raised \(warnings.count) warning\(warnings.count == 1 ? "" : "s")"
    case .configuration(let reason):
      return "configuration error: \(reason)"
    }
  }
}
