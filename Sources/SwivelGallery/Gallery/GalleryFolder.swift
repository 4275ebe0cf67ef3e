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
      try FileOutput.createFolder(path)
    } catch {
      throw .outputFolder(path: path, reason: error.reason)
    }
    guard access(path, W_OK | X_OK) == 0 else {
      throw .outputFolder(
        path: path, reason: "cannot write in it: " + String(cString: strerror(errno)))
    }
    return GalleryFolder(path: path)
  }

  /// The path of a file in the folder.
  func path(of fileName: String) -> String {
    path.hasSuffix("/") ? path + fileName : path + "/" + fileName
  }

  /// Writes a file atomically, replacing an older one of the same name, without waiting for it
  /// to reach the disk (`fsync`): a gallery is made again by running it again, and a sync per
  /// image kept a worker idle while the disk caught up.
  ///
  /// - Throws: ``GalleryError/write(path:reason:)``.
  func write(_ bytes: [UInt8], to fileName: String) throws(GalleryError) {
    do {
      try FileOutput.write(bytes, to: path(of: fileName), creatingFolders: false, syncing: false)
    } catch {
      throw .write(path: error.path, reason: error.reason)
    }
  }
}
