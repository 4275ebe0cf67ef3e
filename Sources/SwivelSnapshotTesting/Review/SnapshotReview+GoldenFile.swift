import Foundation
import SwivelSupport

extension SnapshotReview {
  /// The names of the folders whose files `accept` may write: Swivel's `Snapshots` and
  /// swift-snapshot-testing's `__Snapshots__`, anywhere in the package outside hidden folders.
  package static let snapshotFolderNames: Set<String> = ["Snapshots", "__Snapshots__"]

  /// The file a manifest entry's golden names, checked before anything is written to it: the
  /// entry's `golden` (relative to the package root, or absolute) and `goldenPath` (absolute)
  /// must name the same file, with no `.`, `..` or empty part, inside a ``snapshotFolderNames``
  /// folder of the package and under no hidden folder (`.build`, `.git`), both as written and
  /// with every symbolic link resolved. A manifest is only a file: a copied, edited or foreign
  /// one must not make `accept` write anywhere else.
  ///
  /// - Throws: ``SnapshotReviewError`` naming both paths and what is wrong.
  package func goldenFile(named golden: String, at goldenPath: String) throws(SnapshotReviewError)
    -> String
  {
    func refuse(_ problem: String) -> SnapshotReviewError {
      SnapshotReviewError(
        "golden \(ShellWord.quoted(golden)) (goldenPath \(ShellWord.quoted(goldenPath))) " + problem
      )
    }
    for path in [golden, goldenPath] where !Self.isPlain(path) {
      throw refuse("has a '.', '..' or empty part in \(ShellWord.quoted(path))")
    }
    guard goldenPath.hasPrefix("/"), absolute(golden) == goldenPath else {
      throw refuse("names two different files")
    }
    let root = packageRoot.standardizedFileURL.path
    guard let relative = Self.relative(goldenPath, to: root), Self.isInSnapshotFolder(relative)
    else {
      throw refuse("is not inside a Snapshots or __Snapshots__ folder of the package \(root)")
    }
    let resolvedRoot = Platform.resolvedPath(root) ?? root
    guard let resolved = Self.resolved(goldenPath) else {
      throw refuse("leads through a symbolic link that cannot be resolved")
    }
    guard let resolvedRelative = Self.relative(resolved, to: resolvedRoot),
      Self.isInSnapshotFolder(resolvedRelative)
    else {
      throw refuse(
        "leads through a symbolic link to \(ShellWord.quoted(resolved)), outside the package's snapshot folders"
      )
    }
    return goldenPath
  }

  /// Whether every part of a path is a name: no `.`, `..` or empty part (a leading `/` aside).
  static func isPlain(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    return !path.isEmpty
      && parts.dropFirst(path.hasPrefix("/") ? 1 : 0).allSatisfy {
        $0 != "." && $0 != ".." && !$0.isEmpty
      }
  }

  /// `path` relative to `root`, when it is strictly inside it.
  static func relative(_ path: String, to root: String) -> String? {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    guard path.hasPrefix(prefix), path.count > prefix.count else { return nil }
    return String(path.dropFirst(prefix.count))
  }

  /// Whether a path relative to the package root has a snapshot folder among its folders and
  /// no hidden folder or file.
  static func isInSnapshotFolder(_ relative: String) -> Bool {
    let parts = relative.split(separator: "/")
    return parts.count >= 2 && !parts.contains { $0.hasPrefix(".") }
      && parts.dropLast().contains { snapshotFolderNames.contains(String($0)) }
  }

  /// `path` with every symbolic link resolved: the deepest part that exists (a dangling link
  /// counts as existing) resolved by the system, then the parts that do not exist yet; nil when
  /// the existing part cannot be resolved.
  static func resolved(_ path: String) -> String? {
    var existing = path
    var rest: [String] = []
    while existing != "/", Platform.status(existing, follow: false) == nil {
      rest.insert((existing as NSString).lastPathComponent, at: 0)
      existing = (existing as NSString).deletingLastPathComponent
    }
    guard let base = Platform.resolvedPath(existing) else { return nil }
    return ([base == "/" ? "" : base] + rest).joined(separator: "/")
  }
}
