import Foundation

/// The folder a gallery writes into. It only ever creates the folder and writes (or replaces)
/// the files the gallery names; it never deletes anything.
struct GalleryFolder: Sendable {
  /// The folder's path, as given.
  let path: String

  /// Creates the folder (and its parents) unless it exists, and checks that it is a folder.
  ///
  /// - Throws: ``GalleryError/outputFolder(path:reason:)`` saying which part of the path is in
  ///   the way and why (`/tmp/x is a file, not a folder`, `cannot create /a/b: Permission denied`).
  static func prepare(_ path: String) throws(GalleryError) -> GalleryFolder {
    guard !path.isEmpty else { throw .outputFolder(path: path, reason: "the path is empty") }
    do {
      try makeFolder(path)
    } catch {
      throw .outputFolder(path: path, reason: error.reason)
    }
    guard access(path, W_OK | X_OK) == 0 else {
      throw .outputFolder(path: path, reason: "cannot write in it: " + String(cString: strerror(errno)))
    }
    return GalleryFolder(path: path)
  }

  private struct Failure: Error {
    let reason: String
  }

  /// Creates `path` and any missing parents one `mkdir` at a time, so a failure names the exact
  /// folder that could not be made and the system's reason.
  private static func makeFolder(_ path: String) throws(Failure) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
      guard isFolder.boolValue else { throw Failure(reason: "\(path) is a file, not a folder") }
      return
    }
    let parent = parentPath(of: path)
    if !parent.isEmpty, parent != path {
      try makeFolder(parent)
    }
    if mkdir(path, 0o777) != 0, errno != EEXIST {
      throw Failure(reason: "cannot create \(path): " + String(cString: strerror(errno)))
    }
  }

  /// The folder above `path` (`a/b` → `a`, `/a` → `/`, `g` → empty). Foundation's
  /// `deletingLastPathComponent` traps on some one-character paths on Linux, so this is done
  /// by hand.
  static func parentPath(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    let parent = trimmed[..<slash]
    return parent.isEmpty ? "/" : String(parent)
  }

  /// The path of a file in the folder.
  func path(of fileName: String) -> String {
    path.hasSuffix("/") ? path + fileName : path + "/" + fileName
  }

  /// Writes a file atomically, replacing an older one of the same name.
  ///
  /// - Throws: ``GalleryError/write(path:reason:)``.
  func write(_ bytes: [UInt8], to fileName: String) throws(GalleryError) {
    do {
      try FileOutput.write(bytes, to: path(of: fileName))
    } catch {
      throw .write(path: error.path, reason: error.reason)
    }
  }
}
