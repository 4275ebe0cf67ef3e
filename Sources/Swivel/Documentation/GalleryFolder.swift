import Foundation

/// The folder a gallery writes into. It only ever creates the folder and writes (or replaces)
/// the files the gallery names; it never deletes anything.
struct GalleryFolder: Sendable {
  /// The folder's path, as given.
  let path: String

  /// Creates the folder (and its parents) unless it exists, and checks that it is a folder.
  ///
  /// - Throws: ``GalleryError/outputFolder(path:reason:)``.
  static func prepare(_ path: String) throws(GalleryError) -> GalleryFolder {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
      guard isFolder.boolValue else { throw .outputFolder(path: path, reason: "a file is in the way") }
    } else {
      do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      } catch {
        throw .outputFolder(path: path, reason: Self.reason(error))
      }
    }
    return GalleryFolder(path: path)
  }

  /// The path of a file in the folder.
  func path(of fileName: String) -> String {
    path.hasSuffix("/") ? path + fileName : path + "/" + fileName
  }

  /// Writes a file atomically, replacing an older one of the same name.
  ///
  /// - Throws: ``GalleryError/write(path:reason:)``.
  func write(_ bytes: [UInt8], to fileName: String) throws(GalleryError) {
    let destination = path(of: fileName)
    do {
      try Data(bytes).write(to: URL(fileURLWithPath: destination), options: .atomic)
    } catch {
      throw .write(path: destination, reason: Self.reason(error))
    }
  }

  /// The operating system's words for a Foundation file error (`Not a directory`).
  static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return nsError.localizedDescription
  }
}
