extension SnapshotReview {
  /// `swivel-snapshots review`: the last run's failures, each with its test, source location,
  /// summary, files and accept command, then how the run was made (filtered, unfinished).
  /// File names are printed as ``PrintedName`` shows them, one line each.
  package func listing(_ manifest: SnapshotManifest) -> String {
    let report = shown(artifactsRoot.appendingPathComponent("report.html").path)
    var lines: [String] = []
    if manifest.failures.isEmpty {
      lines.append("The last run had no snapshot failures.")
    } else {
      let count = manifest.failures.count
      lines.append(
        "The last run had \(count) snapshot failure\(count == 1 ? "" : "s") (report: \(report)):")
      for (index, entry) in manifest.failures.enumerated() {
        lines.append("")
        lines.append("\(index + 1). \(entry.test) at \(entry.location): \(entry.summary)")
        lines.append("   golden:   " + PrintedName.text(entry.golden))
        for (name, path) in [
          ("actual", entry.actual), ("expected", entry.expected), ("diff", entry.diff),
        ] {
          guard let path else { continue }
          lines.append(
            "   \(name):" + String(repeating: " ", count: 9 - name.count)
              + PrintedName.text(shown(path)))
        }
        if let command = entry.acceptCommand { lines.append("   accept:   \(command)") }
      }
      if manifest.failures.contains(where: \.isAcceptable) {
        lines.append("")
        lines.append("Accept every reviewed change with: swift run swivel-snapshots accept --all")
      }
    }
    if manifest.isFiltered {
      lines.append("The run was filtered (\(manifest.filters.joined(separator: ", "))).")
    }
    if !manifest.isComplete {
      lines.append(
        "The run did not finish: a test process crashed, was stopped or is still running.")
    }
    return lines.joined(separator: "\n")
  }
}
