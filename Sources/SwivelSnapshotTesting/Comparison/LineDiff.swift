/// A unified line diff (`diff -u` style, three lines of context) of two texts.
package enum LineDiff {
  /// The hunks that turn `expected` into `actual`, or nil when they are equal. Lines only in
  /// the golden start with `-`, lines only in the new snapshot with `+`.
  package static func unified(expected: String, actual: String, context: Int = 3) -> String? {
    guard expected != actual else { return nil }
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let edits = script(old, new)
    var lines = ["--- expected", "+++ actual"]
    // Group edits into hunks: runs of changes with up to `context` equal lines around them.
    var index = 0
    while index < edits.count {
      guard let firstChange = edits[index...].firstIndex(where: { $0.kind != .same }) else { break }
      let start = max(index, firstChange - context)
      var end = firstChange
      var lastChange = firstChange
      while end < edits.count {
        if edits[end].kind != .same {
          lastChange = end
        } else if end - lastChange > 2 * context {
          break
        }
        end += 1
      }
      end = min(edits.count, lastChange + context + 1)
      let hunk = edits[start..<end]
      let oldStart = hunk.first?.oldLine ?? 0, newStart = hunk.first?.newLine ?? 0
      let oldCount = hunk.filter { $0.kind != .inserted }.count
      let newCount = hunk.filter { $0.kind != .deleted }.count
      lines.append("@@ -\(oldStart + 1),\(oldCount) +\(newStart + 1),\(newCount) @@")
      for edit in hunk {
        switch edit.kind {
        case .same: lines.append(" " + edit.text)
        case .deleted: lines.append("-" + edit.text)
        case .inserted: lines.append("+" + edit.text)
        }
      }
      index = end
    }
    return lines.joined(separator: "\n")
  }

  struct Edit {
    enum Kind { case same, deleted, inserted }
    let kind: Kind
    let text: String
    /// The 0-based line in the old text where this edit sits.
    let oldLine: Int
    /// The 0-based line in the new text where this edit sits.
    let newLine: Int
  }

  /// A shortest edit script by longest common subsequence, after trimming the common prefix and
  /// suffix. Middles too large for the quadratic table are shown as all deleted, then all
  /// inserted.
  static func script(_ old: [String], _ new: [String]) -> [Edit] {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    { suffix += 1 }
    let a = Array(old[prefix..<(old.count - suffix)]), b = Array(new[prefix..<(new.count - suffix)])
    var edits: [Edit] = (0..<prefix).map {
      Edit(kind: .same, text: old[$0], oldLine: $0, newLine: $0)
    }
    var i = 0, j = 0
    if a.count * b.count <= 4_000_000 {
      // lengths[i][j]: LCS length of a[i...] and b[j...].
      let columns = b.count + 1
      var lengths = [Int32](repeating: 0, count: (a.count + 1) * columns)
      for x in stride(from: a.count - 1, through: 0, by: -1) {
        for y in stride(from: b.count - 1, through: 0, by: -1) {
          lengths[x * columns + y] =
            a[x] == b[y]
            ? lengths[(x + 1) * columns + y + 1] + 1
            : max(lengths[(x + 1) * columns + y], lengths[x * columns + y + 1])
        }
      }
      while i < a.count || j < b.count {
        if i < a.count, j < b.count, a[i] == b[j] {
          edits.append(Edit(kind: .same, text: a[i], oldLine: prefix + i, newLine: prefix + j))
          i += 1
          j += 1
        } else if i < a.count,
          j == b.count || lengths[(i + 1) * columns + j] >= lengths[i * columns + j + 1]
        {
          edits.append(Edit(kind: .deleted, text: a[i], oldLine: prefix + i, newLine: prefix + j))
          i += 1
        } else {
          edits.append(Edit(kind: .inserted, text: b[j], oldLine: prefix + i, newLine: prefix + j))
          j += 1
        }
      }
    } else {
      for line in a {
        edits.append(Edit(kind: .deleted, text: line, oldLine: prefix + i, newLine: prefix))
        i += 1
      }
      for line in b {
        edits.append(
          Edit(kind: .inserted, text: line, oldLine: prefix + a.count, newLine: prefix + j))
        j += 1
      }
    }
    for k in 0..<suffix {
      edits.append(
        Edit(
          kind: .same, text: old[old.count - suffix + k], oldLine: old.count - suffix + k,
          newLine: new.count - suffix + k))
    }
    return edits
  }
}
