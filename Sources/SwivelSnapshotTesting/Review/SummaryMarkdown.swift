/// `summary.md` beside the HTML report: a short Markdown table of a run's failures that CI
/// systems can show as they are (a GitHub job summary, a merge-request comment).
enum SummaryMarkdown {
  static let fileName = "summary.md"

  static func document(_ manifest: SnapshotManifest, reportPath: String) -> String {
    let count = manifest.failures.count
    var lines = [
      "## Swivel snapshots: \(count) failure\(count == 1 ? "" : "s")", "",
      "| Test | Golden | What happened |", "|---|---|---|",
    ]
    for entry in manifest.failures {
      lines.append("| \(code(entry.test)) | \(code(entry.golden)) | \(plain(entry.summary)) |")
    }
    lines += [
      "",
      "Full report: `\(reportPath)`. Review with `swift run swivel-snapshots review`; "
        + "accept reviewed changes with `swift run swivel-snapshots accept <golden>` (or `--all`).",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// A name or path for one table cell, in code style.
  private static func code(_ text: String) -> String {
    "`" + plain(text).replacingOccurrences(of: "`", with: "'") + "`"
  }

  /// Text for one table cell: on one line, with pipes escaped.
  private static func plain(_ text: String) -> String {
    text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
  }
}
