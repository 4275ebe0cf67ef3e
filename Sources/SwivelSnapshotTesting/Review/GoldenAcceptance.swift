import Foundation
import SwivelSupport

/// `swivel-snapshots accept`: copies the reviewed actual snapshots of the last run's failures
/// onto their goldens, through ``FileOutput`` (the goldens' own writer: a temporary file,
/// synced, renamed over the golden), without running the tests again.
///
/// Accepting is planned first (``plan(_:)``: what would be written, checked) and then written
/// (``write(_:)``), so the command can say what it will write before it writes. Nothing is
/// written unless every selected failure can be accepted: not when `CI` is set, not when an
/// argument selects nothing, not when a golden lies outside the package's snapshot folders or
/// its two paths in the manifest disagree (see ``SnapshotReview/goldenFile(named:at:)``), and
/// not when a golden or an actual changed since the run (the manifest holds both files'
/// ``ByteDigest``), since what would be written is then not what was reviewed.
package struct GoldenAcceptance {
  /// What to accept.
  package enum Selection: Equatable {
    /// Every failure that has an actual snapshot.
    case all
    /// The failures of exactly these goldens (each a path relative to the package root, an
    /// absolute path, or a file name that only one failing golden has), and those whose
    /// golden's path or test name (`Module.Suite.test`) a regular expression of `patterns` is
    /// found in, as `swift test --filter` takes. Every golden and pattern must select a failure.
    case named(goldens: [String], patterns: [String])
  }

  /// What accepting will write, checked; ``write(_:)`` writes it.
  package struct Plan {
    /// Goldens to write (relative to the package root), each with the actual it comes from.
    package var writes: [Copy] = []
    /// Goldens that already hold their actual's bytes.
    package var unchanged: [String] = []
    /// Selected failures that have nothing to accept, with why.
    package var skipped: [Skip] = []
    /// Per write: the golden's file, the bytes, and the golden's digest the check relies on
    /// (nil where no golden existed).
    fileprivate var files: [(path: String, bytes: [UInt8], goldenDigest: String?)] = []
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

  /// Accepts the selected failures of the last run: ``plan(_:)``, then ``write(_:)``.
  package func accept(_ selection: Selection) throws(SnapshotReviewError) -> Outcome {
    try write(plan(selection))
  }

  /// Works out and checks what accepting `selection` writes, writing nothing.
  ///
  /// - Throws: ``SnapshotReviewError`` when `CI` is set, there is no usable manifest, an
  ///   argument selects nothing, nothing selected can be accepted, a golden is outside the
  ///   package's snapshot folders or named by two disagreeing paths, or a golden or actual
  ///   changed since the run.
  package func plan(_ selection: Selection) throws(SnapshotReviewError) -> Plan {
    try refuseOnCI()
    let manifest = try review.manifest()
    let selected = try Self.select(selection, from: manifest.failures)
    var plan = Plan()
    var refused: [String] = []
    var problems: [String] = []
    for entry in selected {
      guard entry.isAcceptable, let actual = entry.actual, let actualDigest = entry.actualDigest
      else {
        plan.skipped.append(Skip(golden: entry.golden, reason: Self.reasonNotAcceptable(entry)))
        continue
      }
      let path: String
      do throws(SnapshotReviewError) {
        path = try review.goldenFile(named: entry.golden, at: entry.goldenPath)
      } catch {
        refused.append(error.description)
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
      let golden = Self.digest(ofFileAt: path)
      if golden == actualDigest {
        plan.unchanged.append(entry.golden)
      } else if let problem = Self.staleness(of: entry, current: golden) {
        problems.append("\(entry.golden): " + problem)
      } else {
        plan.writes.append(Copy(golden: entry.golden, actual: review.shown(actual)))
        plan.files.append((path, bytes, golden))
      }
    }
    guard refused.isEmpty else {
      throw SnapshotReviewError(
        "nothing was written, because the manifest names goldens accept does not write: "
          + refused.joined(separator: "; ")
          + ". accept writes only files inside a Snapshots or __Snapshots__ "
          + "folder of the package \(review.packageRoot.standardizedFileURL.path), each named by one path; run the "
          + "tests of this package again for a fresh manifest, or record such goldens with SWIVEL_RECORD=failed"
      )
    }
    guard problems.isEmpty else {
      throw SnapshotReviewError(
        "nothing was written, because the manifest is stale for " + problems.joined(separator: "; ")
          + ". Run the tests again, review the new failures and accept those")
    }
    if plan.writes.isEmpty && plan.unchanged.isEmpty {
      throw SnapshotReviewError(
        "nothing to accept: "
          + plan.skipped.map { "\($0.golden) \($0.reason)" }.joined(separator: "; "))
    }
    return plan
  }

  /// Writes a plan's goldens, checking again just before each write that its golden still
  /// holds the bytes the plan was made against.
  ///
  /// - Throws: ``SnapshotReviewError`` when `CI` is set, a golden changed since the plan, or a
  ///   golden cannot be written (saying which were written before).
  package func write(_ plan: Plan) throws(SnapshotReviewError) -> Outcome {
    try refuseOnCI()
    var outcome = Outcome(unchanged: plan.unchanged, skipped: plan.skipped)
    for (copy, file) in zip(plan.writes, plan.files) {
      let done = outcome.written.map(\.golden)
      let before =
        done.isEmpty
        ? "; nothing was written" : "; written before it: " + done.joined(separator: ", ")
      guard Self.digest(ofFileAt: file.path) == file.goldenDigest else {
        throw SnapshotReviewError("\(copy.golden) changed while accepting" + before)
      }
      do throws(FileOutputError) {
        try FileOutput.write(file.bytes, to: file.path, creatingFolders: true)
      } catch {
        throw SnapshotReviewError(error.description + before)
      }
      outcome.written.append(copy)
    }
    return outcome
  }

  private func refuseOnCI() throws(SnapshotReviewError) {
    if RecordMode.isCI(environment: review.environment) {
      throw SnapshotReviewError(
        "CI is set: Swivel never writes goldens on CI; accept on your own machine and commit the goldens"
      )
    }
  }

  private static func digest(ofFileAt path: String) -> String? {
    FileManager.default.contents(atPath: path).map { ByteDigest.hex(Array($0)) }
  }

  /// Why a golden whose current digest is `current` (nil: no file) is not the one the run
  /// checked; nil when it is. A golden without a recorded digest counts as unchanged only for
  /// a failure that found no golden, and only while there still is none.
  static func staleness(of entry: SnapshotManifest.Entry, current: String?) -> String? {
    switch (entry.goldenDigest, current) {
    case (nil, nil) where entry.kind == "missingGolden":
      return nil
    case (nil, nil):
      return
        "the manifest records no digest of its golden for a \(entry.kind) failure, so nothing shows the golden "
        + "was missing when the run checked it"
    case (nil, _?):
      return entry.kind == "missingGolden"
        ? "the golden was created since the run" : "the manifest records no digest of its golden"
    case (_?, nil):
      return "the golden was removed since the run"
    case (let recorded?, let found?):
      return recorded == found ? nil : "the golden changed since the run"
    }
  }

  private static func reasonNotAcceptable(_ entry: SnapshotManifest.Entry) -> String {
    switch entry.kind {
    case "recorded": "was recorded by that run: review the golden itself and commit it"
    default: "has no actual snapshot to accept (\(entry.summary))"
    }
  }
}
