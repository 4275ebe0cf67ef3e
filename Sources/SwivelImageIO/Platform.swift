// Every libc call of SwivelImageIO, and its only OS conditional.
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The C library as SwivelImageIO uses it: whole-block memory comparison and clearing (optimised
/// in every build, where a Swift loop over a row costs tens of microseconds in a debug build),
/// and reading a regular file's bytes with the system's reasons for failing.
enum Platform {
  // MARK: Memory

  /// True when the `count` bytes at `a` and `b` are equal (`memcmp`).
  @inline(__always)
  static func bytesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
    memcmp(a, b, count) == 0
  }

  /// Sets the `count` bytes at `bytes` to zero (`memset`).
  @inline(__always)
  static func zero(_ bytes: UnsafeMutableRawPointer, count: Int) {
    memset(bytes, 0, count)
  }

  // MARK: Files

  /// What a path or an open file is, as `stat` and `fstat` tell.
  enum FileKind: Equatable {
    case regular, folder, fifo, characterDevice, blockDevice, socket, other
  }

  /// Why a file operation failed, from its `errno`.
  enum FileFailure: Error, Equatable {
    /// Nothing is there (`ENOENT`, `ENOTDIR`).
    case missing
    /// A symbolic link leads back to itself (`ELOOP`).
    case linkLoop
    /// The permission is missing (`EACCES`).
    case permissionDenied
    /// Anything else, in the system's words.
    case other(String)
  }

  /// What `path` is (symbolic links followed).
  static func kind(ofPath path: String) -> Result<FileKind, FileFailure> {
    var info = stat()
    guard stat(path, &info) == 0 else { return .failure(lastFailure()) }
    return .success(kind(info.st_mode))
  }

  /// What the open file `descriptor` is.
  static func kind(ofDescriptor descriptor: Int32) -> Result<FileKind, FileFailure> {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(lastFailure()) }
    return .success(kind(info.st_mode))
  }

  /// The size in bytes of the open file `descriptor`.
  static func size(ofDescriptor descriptor: Int32) -> Result<Int, FileFailure> {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(lastFailure()) }
    return .success(Int(info.st_size))
  }

  /// Opens `path` for reading: its descriptor.
  static func openForReading(_ path: String) -> Result<Int32, FileFailure> {
    let descriptor = open(path, O_RDONLY)
    return descriptor >= 0 ? .success(descriptor) : .failure(lastFailure())
  }

  /// Closes a descriptor from ``openForReading(_:)``.
  static func closeFile(_ descriptor: Int32) {
    _ = close(descriptor)
  }

  /// Reads up to `count` bytes into `buffer` (retried on `EINTR`): how many were read, 0 at the
  /// end of the file.
  static func readBytes(
    _ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int
  ) -> Result<Int, FileFailure> {
    while true {
      let got = read(descriptor, buffer, count)
      if got >= 0 { return .success(got) }
      if errno != EINTR { return .failure(lastFailure()) }
    }
  }

  private static func kind(_ mode: mode_t) -> FileKind {
    switch mode & S_IFMT {
    case S_IFREG: .regular
    case S_IFDIR: .folder
    case S_IFIFO: .fifo
    case S_IFCHR: .characterDevice
    case S_IFBLK: .blockDevice
    case S_IFSOCK: .socket
    default: .other
    }
  }

  private static func lastFailure() -> FileFailure {
    let code = errno
    switch code {
    case ENOENT, ENOTDIR: return .missing
    case ELOOP: return .linkLoop
    case EACCES: return .permissionDenied
    default: return .other(String(cString: strerror(code)))
    }
  }
}
