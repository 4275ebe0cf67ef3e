import Foundation
import SwivelSupport

/// The package and the last run's manifest that `swift run swivel-snapshots` works on.
package struct SnapshotReview {
  /// The package root (the nearest folder holding a `Package.swift`).
  package let packageRoot: URL
  /// Where the tests wrote their artifacts (`.build/swivel-artifacts` or `$SWIVEL_ARTIFACTS`).
  package let artifactsRoot: URL
  /// The environment the command runs in.
  package let environment: [String: String]

  /// The package at or above `directory`.
  ///
  /// - Throws: ``SnapshotReviewError`` when `directory` is not an existing folder, or no folder
  ///   at or above it holds a `Package.swift`.
  package init(directory: String, environment: [String: String]) throws(SnapshotReviewError) {
    let absolute =
      directory.hasPrefix("/")
      ? directory : FileManager.default.currentDirectoryPath + "/" + directory
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      throw SnapshotReviewError(
        "the package path \(ShellWord.quoted(directory)) "
          + (isFolder.boolValue || !FileManager.default.fileExists(atPath: absolute)
            ? "does not exist" : "is a file, not a folder")
          + " (looked for \(absolute)): give --package-path the folder of the package whose tests you ran"
      )
    }
    guard
      let root = PackageSourceFile(
        filePath: URL(fileURLWithPath: absolute).standardizedFileURL.path + "/-"
      )
      .packageRoot
    else {
      throw SnapshotReviewError(
        "no Package.swift in \(absolute) or above it: run swivel-snapshots in the package whose tests you ran"
      )
    }
    packageRoot = URL(fileURLWithPath: root, isDirectory: true)
    self.environment = environment
    artifactsRoot = SnapshotLocation(packageRoot: packageRoot, folder: "-", name: "-")
      .artifactsRoot(environment: environment)
  }

  /// `<artifacts root>/manifest.json`.
  package var manifestPath: String {
    artifactsRoot.appendingPathComponent(SnapshotManifest.fileName).path
  }

  /// The last run's manifest.
  ///
  /// - Throws: ``SnapshotReviewError`` when there is none, it cannot be read, or it belongs to
  ///   another package.
  package func manifest() throws(SnapshotReviewError) -> SnapshotManifest {
    let manifest = try SnapshotManifest.read(from: manifestPath)
    let root = packageRoot.standardizedFileURL.path
    guard URL(fileURLWithPath: manifest.packageRoot).standardizedFileURL.path == root else {
      throw SnapshotReviewError(
        "\(manifestPath) describes the tests of \(manifest.packageRoot), not of \(root): run the tests of this "
          + "package, or run swivel-snapshots in that one")
    }
    return manifest
  }

  /// `path` relative to the package root when it is inside it, as it is otherwise.
  package func shown(_ path: String) -> String {
    let root = packageRoot.standardizedFileURL.path + "/"
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }

  /// The absolute path of a golden the manifest names relative to the package root.
  package func absolute(_ golden: String) -> String {
    golden.hasPrefix("/") ? golden : packageRoot.appendingPathComponent(golden).path
  }
}
