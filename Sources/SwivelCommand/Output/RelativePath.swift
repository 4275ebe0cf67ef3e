import Foundation

/// Relative paths between folders, for links in generated pages that must work from disk.
enum RelativePath {
  /// The relative path that leads from `folder` to `target` (both absolute or relative to the
  /// current folder), ending in `/` unless empty: from `/a/docs/gallery` to `/a` is `../../`.
  static func from(_ folder: String, to target: String) -> String {
    let from = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
    let to = URL(fileURLWithPath: target).standardizedFileURL.pathComponents
    var common = 0
    while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
    let parts = Array(repeating: "..", count: from.count - common) + to[common...]
    return parts.map { $0 + "/" }.joined()
  }
}
