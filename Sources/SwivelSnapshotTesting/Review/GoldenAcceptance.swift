import SwivelSupport
import Foundation

/// `swivel-snapshots accept`: copies the reviewed actual snapshots of the last run's failures
/// onto their goldens, through ``FileOutput`` (the goldens' own writer: a temporary file,
/// synced, renamed over the golden), without running the tests again.
///
/// Nothing is written unless every selected failure can be accepted: not when `CI` is set, not
/// when nothing matches, and not when a golden or an actual changed since the run (the
/// manifest holds both files' ``ByteDigest``), since what would be written is then not what
/// was reviewed.
package struct GoldenAcceptance {
  /// What to accept.
  package enum Selection: Equatable {
    /// Every failure that has an actual snapshot.
    case all
    /// Failures whose golden or test matches one of these: a golden's path (relative to the
    /// package root, or absolute) or file name, or a regular expression found in the golden's
    /// path or the test's name (`Module.Suite.test`), as `swift test --filter` takes.
    case matching([String])
  }

  /// What accepting did.
  package struct Outcome: Equatable {
    /// Goldens written (relative to the package root), each with the actual it came from.
    package var written: [Copy] = []
    /// Goldens that already held their actual's bytes.
    package var unchanged: [String] = []
    /// Selected failures that have nothing to accept, with why.
    package var skipped: [Skip] = []
  }

  /// A golden written from an actual.
  package struct Copy: Equatable {
    package var golden: String
    package var actual: String
  }

  /// A selected failure with nothing to accept.
  package struct Skip: Equatable {
    package var golden: String
    package var reason: String
  }

  let review: SnapshotReview

  package init(review: SnapshotReview) { self.review = review }

  /// Accepts the selected failures of the last run.
  ///
  /// - Throws: ``SnapshotReviewError`` when `CI` is set, there is no usable manifest, nothing
  ///   matches, nothing selected can be accepted, a golden or actual changed since the run (then
  ///   nothing is written), or a golden cannot be written (saying which were written before).
  package func accept(_ selection: Selection) throws(SnapshotReviewError) -> Outcome {
    if RecordMode.isCI(environment: review.environment) {
      throw SnapshotReviewError(
        "CI is set: Swivel never writes goldens on CI; accept on your own machine and commit the goldens")
    }
    let manifest = try review.manifest()
    let selected = try Self.select(selection, from: manifest.failures)
    var outcome = Outcome()
    var ready: [(entry: SnapshotManifest.Entry, bytes: [UInt8])] = []
    var problems: [String] = []
    for entry in selected {
      guard entry.isAcceptable, let actual = entry.actual, let actualDigest = entry.actualDigest else {
        outcome.skipped.append(Skip(golden: entry.golden, reason: Self.reasonNotAcceptable(entry)))
        continue
      }
      guard let bytes = FileManager.default.contents(atPath: actual).map(Array.init) else {
        problems.append("\(entry.golden): its actual \(review.shown(actual)) is gone")
        continue
      }
      guard ByteDigest.hex(bytes) == actualDigest else {
        problems.append("\(entry.golden): its actual \(review.shown(actual)) changed since the run")
        continue
      }
      let golden = FileManager.default.contents(atPath: entry.goldenPath).map { ByteDigest.hex(Array($0)) }
      if golden == actualDigest {
        outcome.unchanged.append(entry.golden)
      } else if golden != entry.goldenDigest {
        problems.append(
          "\(entry.golden): the golden " + (golden == nil ? "was removed" : "changed") + " since the run")
      } else {
        ready.append((entry, bytes))
      }
    }
    guard problems.isEmpty else {
      throw SnapshotReviewError(
        "nothing was written, because the manifest is stale for " + problems.joined(separator: "; ")
          + ". Run the tests again, review the new failures and accept those")
    }
    if ready.isEmpty && outcome.unchanged.isEmpty {
      throw SnapshotReviewError(
        "nothing to accept: " + outcome.skipped.map { "\($0.golden) \($0.reason)" }.joined(separator: "; "))
    }
    for (entry, bytes) in ready {
      do throws(FileOutputError) {
        try FileOutput.write(bytes, to: entry.goldenPath, creatingFolders: true)
      } catch {
        let done = outcome.written.map(\.golden)
        throw SnapshotReviewError(
          "\(error.description)" + (done.isEmpty ? "; nothing was written" : "; written before it: " + done.joined(separator: ", ")))
      }
      outcome.written.append(Copy(golden: entry.golden, actual: review.shown(entry.actual ?? "")))
    }
    return outcome
  }

  /// The failures a selection names, each once, in the manifest's order.
  ///
  /// - Throws: ``SnapshotReviewError`` when there are none.
  static func select(
    _ selection: Selection, from failures: [SnapshotManifest.Entry]
  ) throws(SnapshotReviewError) -> [SnapshotManifest.Entry] {
    switch selection {
    case .all:
      guard !failures.isEmpty else { throw SnapshotReviewError("the last run had no snapshot failures to accept") }
      return failures
    case .matching(let patterns):
      let selected = failures.filter { entry in patterns.contains { matches($0, entry) } }
      guard !selected.isEmpty else {
        let listed = failures.isEmpty ? "the last run had no snapshot failures" : "swift run swivel-snapshots review lists them"
        throw SnapshotReviewError(
          "no failure of the last run matches " + patterns.map { ShellWord.quoted($0) }.joined(separator: " ")
            + " (a golden's path or file name, or a pattern in it or the test's name); \(listed)")
      }
      return selected
    }
  }

  static func matches(_ pattern: String, _ entry: SnapshotManifest.Entry) -> Bool {
    let names = [entry.golden, entry.goldenPath, entry.testID, entry.test]
    if names.contains(pattern) || entry.golden.hasSuffix("/" + pattern) { return true }
    guard let expression = try? Regex(pattern) else {
      return names.contains { $0.contains(pattern) }
    }
    return names.contains { $0.firstMatch(of: expression) != nil }
  }

  private static func reasonNotAcceptable(_ entry: SnapshotManifest.Entry) -> String {
    switch entry.kind {
    case "recorded": "was recorded by that run: review the golden itself and commit it"
    default: "has no actual snapshot to accept (\(entry.summary))"
    }
  }
}
