/// Reads an image file's bytes, or says why it cannot, before opening anything that is not a
/// regular file: a FIFO would block the read, a device would stream forever. Bytes are read
/// straight into one array (no intermediate `Data`), so a large file is held once.
enum ImageFile {
  /// The bytes of the regular file at `path` (symbolic links followed).
  ///
  /// - Throws: ``ImageLoadingError/missing(path:)`` when nothing is there,
  ///   ``ImageLoadingError/unreadable(path:reason:)`` for a folder, a FIFO, a device or a
  ///   socket ("not a regular file"), a symbolic-link loop, a missing permission or a failed
  ///   read, with the reason.
  static func bytes(at path: String) throws(ImageLoadingError) -> [UInt8] {
    try checkRegular(path, Platform.kind(ofPath: path))
    let descriptor = try check(path, Platform.openForReading(path))
    defer { Platform.closeFile(descriptor) }
    // The path may have changed since the first look.
    try checkRegular(path, Platform.kind(ofDescriptor: descriptor))
    let size = try check(path, Platform.size(ofDescriptor: descriptor))
    var readFailure: Platform.FileFailure?
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      count = 0
      guard let base = buffer.baseAddress else { return }
      while count < size {
        switch Platform.readBytes(descriptor, into: base + count, count: size - count) {
        case .success(0): return
        case .success(let got): count += got
        case .failure(let failure):
          readFailure = failure
          return
        }
      }
    }
    if let readFailure { throw error(path, readFailure) }
    return bytes
  }

  private static func checkRegular(
    _ path: String, _ kind: Result<Platform.FileKind, Platform.FileFailure>
  ) throws(ImageLoadingError) {
    let name: String
    switch try check(path, kind) {
    case .regular: return
    case .folder: throw .unreadable(path: path, reason: "it is a folder")
    case .fifo: name = "a FIFO (named pipe)"
    case .characterDevice: name = "a character device"
    case .blockDevice: name = "a block device"
    case .socket: name = "a socket"
    case .other: name = "of an unknown kind"
    }
    throw .unreadable(
      path: path, reason: "it is not a regular file but \(name); give the path of an image file")
  }

  /// The value of a file operation, or its failure as the error for `path`.
  private static func check<Value>(
    _ path: String, _ result: Result<Value, Platform.FileFailure>
  ) throws(ImageLoadingError) -> Value {
    switch result {
    case .success(let value): return value
    case .failure(let failure): throw error(path, failure)
    }
  }

  /// The error for a failed `stat`, `open` or `read`.
  private static func error(_ path: String, _ failure: Platform.FileFailure) -> ImageLoadingError {
    switch failure {
    case .missing: .missing(path: path)
    case .linkLoop:
      .unreadable(
        path: path, reason: "too many levels of symbolic links (a link points back to itself)")
    case .permissionDenied: .unreadable(path: path, reason: "permission denied")
    case .other(let reason): .unreadable(path: path, reason: reason)
    }
  }
}
