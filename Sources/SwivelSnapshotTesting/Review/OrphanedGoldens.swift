import Foundation
import SwivelSupport

/// `swivel-snapshots orphans`: golden files under `Snapshots/` that no assertion claimed in
/// the last run, such as those of renamed or deleted tests.
///
/// Only a complete run proves a golden unused: a run given a filter (`swift test --filter`,
/// `--skip`), or one whose test processes did not all finish, is refused. A test that was
/// skipped or stopped before its assertion (a thrown error, a disabled trait) claims nothing
/// either, so look at the list before deleting.
package struct OrphanedGoldens {
  let review: SnapshotReview

  package init(review: SnapshotReview) { self.review = review }

  /// The orphaned goldens, relative to the package root, sorted.
  ///
  /// - Throws: ``SnapshotReviewError`` when there is no usable manifest, or the last run was
  ///   filtered or did not finish.
  package func find() throws(SnapshotReviewError) -> [String] {
    let manifest = try review.manifest()
    if manifest.isFiltered {
      throw SnapshotReviewError(
        "the last run was filtered (\(manifest.filters.joined(separator: ", "))), and only a run of every test "
          + "proves a golden unused: run swift test without --filter or --skip first")
    }
    if !manifest.isComplete {
      throw SnapshotReviewError(
        "the last run did not finish (a test process crashed, was stopped or is still running), so it may "
          + "not have claimed every golden in use: run swift test to the end first")
    }
    let claimed = Set(manifest.claimedGoldens.map(claimedName))
    return goldenFiles().filter { !claimed.contains($0) }
  }

  /// The lines `orphans` prints: a count, then each golden on its own line as
  /// ``PrintedName`` shows it, then how to remove them.
  package static func listing(_ orphans: [String]) -> String {
    guard !orphans.isEmpty else {
      return "No orphaned goldens: the last run used every file under Snapshots/."
    }
    return
      ([
        "\(orphans.count) golden\(orphans.count == 1 ? "" : "s") no assertion used in the last complete run:"
      ]
      + orphans.map { "  " + PrintedName.text($0) } + [
        "Remove them with: swift run swivel-snapshots orphans --delete"
      ])
      .joined(separator: "\n")
  }

  /// A claimed golden as ``goldenFiles()`` names it: relative to the package root when the
  /// manifest gives it as an absolute path inside it, with `.` and `..` parts resolved.
  private func claimedName(_ golden: String) -> String {
    let root = review.packageRoot.standardizedFileURL.path
    let path = URL(fileURLWithPath: review.absolute(golden)).standardizedFileURL.path
    return SnapshotReview.relative(path, to: root) ?? path
  }

  /// Removes `goldens` (relative to the package root), then any folder under `Snapshots/`
  /// left empty.
  ///
  /// - Throws: ``SnapshotReviewError`` when `CI` is set, or a file cannot be removed (saying
  ///   which were removed before it).
  package func delete(_ goldens: [String]) throws(SnapshotReviewError) {
    if RecordMode.isCI(environment: review.environment) {
      throw SnapshotReviewError(
        "CI is set: Swivel never changes goldens on CI; delete them on your own machine")
    }
    var removed: [String] = []
    for golden in goldens {
      do {
        try FileManager.default.removeItem(atPath: review.absolute(golden))
      } catch {
        throw SnapshotReviewError(
          "cannot remove \(golden): \(FileOutput.reason(for: error))"
            + (removed.isEmpty ? "" : "; removed before it: " + removed.joined(separator: ", ")))
      }
      removed.append(golden)
    }
    for golden in goldens { removeEmptyFolders(above: golden) }
  }

  /// Every regular file under `Snapshots/` whose name does not start with a dot, as
  /// `Snapshots/…`, sorted. A file reached through a symbolic link that leads outside the
  /// package's `Snapshots/` folder is not the package's golden, and is never listed (so never
  /// deleted).
  private func goldenFiles() -> [String] {
    let snapshots = review.packageRoot.appendingPathComponent("Snapshots")
    guard let paths = FileManager.default.subpaths(atPath: snapshots.path) else { return [] }
    let resolvedRoot = Platform.resolvedPath(review.packageRoot.standardizedFileURL.path)
    return paths.filter { path in
      guard !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return false }
      let full = snapshots.appendingPathComponent(path).path
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder),
        !isFolder.boolValue,
        let resolvedRoot, let resolved = Platform.resolvedPath(full),
        let relative = SnapshotReview.relative(resolved, to: resolvedRoot)
      else { return false }
      return relative.hasPrefix("Snapshots/")
    }.map { "Snapshots/" + $0 }.sorted()
  }

  private func removeEmptyFolders(above golden: String) {
    var folder = (golden as NSString).deletingLastPathComponent
    while folder.hasPrefix("Snapshots/") {
      let path = review.absolute(folder)
      guard (try? FileManager.default.contentsOfDirectory(atPath: path))?.isEmpty == true,
        (try? FileManager.default.removeItem(atPath: path)) != nil
      else { return }
      folder = (folder as NSString).deletingLastPathComponent
    }
  }
}
