#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

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
    var info = stat()
    guard stat(path, &info) == 0 else { throw failure(path, errno) }
    try checkRegular(path, info)
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw failure(path, errno) }
    defer { close(descriptor) }
    guard fstat(descriptor, &info) == 0 else { throw failure(path, errno) }
    try checkRegular(path, info)  // the path may have changed since the first look
    let size = Int(info.st_size)
    var readError: Int32 = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      count = 0
      guard let base = buffer.baseAddress else { return }
      while count < size {
        let got = read(descriptor, base + count, size - count)
        if got < 0 && errno == EINTR { continue }
        if got < 0 { readError = errno }
        if got <= 0 { break }
        count += got
      }
    }
    if readError != 0 { throw failure(path, readError) }
    return bytes
  }

  private static func checkRegular(_ path: String, _ info: stat) throws(ImageLoadingError) {
    let kind = info.st_mode & S_IFMT
    if kind == S_IFREG { return }
    if kind == S_IFDIR { throw .unreadable(path: path, reason: "it is a folder") }
    let name =
      switch kind {
      case S_IFIFO: "a FIFO (named pipe)"
      case S_IFCHR: "a character device"
      case S_IFBLK: "a block device"
      case S_IFSOCK: "a socket"
      default: "of an unknown kind"
      }
    throw .unreadable(path: path, reason: "it is not a regular file but \(name); give the path of an image file")
  }

  /// The error for a failed `stat`, `open` or `read`.
  private static func failure(_ path: String, _ code: Int32) -> ImageLoadingError {
    switch code {
    case ENOENT, ENOTDIR: .missing(path: path)
    case ELOOP: .unreadable(path: path, reason: "too many levels of symbolic links (a link points back to itself)")
    case EACCES: .unreadable(path: path, reason: "permission denied")
    default: .unreadable(path: path, reason: String(cString: strerror(code)))
    }
  }
}
