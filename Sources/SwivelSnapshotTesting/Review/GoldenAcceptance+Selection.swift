extension GoldenAcceptance {
  /// The failures a selection names, each once, in the manifest's order.
  ///
  /// - Throws: ``SnapshotReviewError`` when there are none, a pattern is not a regular
  ///   expression, a golden or pattern selects no failure, or a file name belongs to more than
  ///   one failing golden.
  static func select(
    _ selection: Selection, from failures: [SnapshotManifest.Entry]
  ) throws(SnapshotReviewError) -> [SnapshotManifest.Entry] {
    switch selection {
    case .all:
      guard !failures.isEmpty else {
        throw SnapshotReviewError("the last run had no snapshot failures to accept")
      }
      return failures
    case .named(let goldens, let patterns):
      var chosen = Set<Int>()
      var unmatched: [String] = []
      for name in goldens {
        let hits = failures.indices.filter { names(failures[$0], exactly: name) }
        let distinct = Set(hits.map { failures[$0].goldenPath })
        if distinct.count > 1 {
          throw SnapshotReviewError(
            "\(ShellWord.quoted(name)) is the file name of \(distinct.count) failing goldens ("
              + hits.map { failures[$0].golden }.joined(separator: ", ")
              + "): give the golden's path instead")
        }
        if hits.isEmpty { unmatched.append(ShellWord.quoted(name)) }
        chosen.formUnion(hits)
      }
      for pattern in patterns {
        let expression: Regex<AnyRegexOutput>
        do {
          expression = try Regex(pattern)
        } catch {
          throw SnapshotReviewError(
            "--match \(ShellWord.quoted(pattern)) is not a regular expression (\(error)); to accept one golden, give "
              + "its path or file name without --match")
        }
        let hits = failures.indices.filter { index in
          [failures[index].golden, failures[index].testID].contains {
            $0.firstMatch(of: expression) != nil
          }
        }
        if hits.isEmpty { unmatched.append("--match " + ShellWord.quoted(pattern)) }
        chosen.formUnion(hits)
      }
      guard unmatched.isEmpty else {
        let listed =
          failures.isEmpty
          ? "the last run had no snapshot failures" : "swift run swivel-snapshots review lists them"
        throw SnapshotReviewError(
          "no failure of the last run matches " + unmatched.joined(separator: ", ")
            + " (a golden is named by its path or file name; --match takes a regular expression found in a "
            + "golden's path or a test's name); nothing was written; \(listed)")
      }
      return failures.indices.filter(chosen.contains).map { failures[$0] }
    }
  }

  /// Whether `name` is the entry's golden: its path relative to the package root, its absolute
  /// path, or (without a `/`) its file name.
  static func names(_ entry: SnapshotManifest.Entry, exactly name: String) -> Bool {
    if name == entry.golden || name == entry.goldenPath { return true }
    return !name.contains("/") && entry.golden.split(separator: "/").last.map(String.init) == name
  }
}

extension GoldenAcceptance.Plan {
  /// What `accept` prints before writing: each golden it will write (with its actual), leave
  /// as it is, or skip, one per line (names as ``PrintedName`` shows them).
  package var listing: String {
    var lines: [String] = []
    if !writes.isEmpty {
      lines.append("Will write \(writes.count) golden\(writes.count == 1 ? "" : "s"):")
      lines += writes.map {
        "  \(PrintedName.text($0.golden)) (from \(PrintedName.text($0.actual)))"
      }
    }
    lines += unchanged.map { "Unchanged \(PrintedName.text($0)) (it already holds the actual)" }
    lines += skipped.map { "Skipped \(PrintedName.text($0.golden)): it \($0.reason)" }
    return lines.joined(separator: "\n")
  }
}
