// Every libc conditional of Swivel's modules above the renderer lives here.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin, `EINTR`-safe wrappers over the POSIX calls that file output and the snapshot report use. Each returns the
/// C result and leaves `errno` for the caller, exactly like the call it wraps.
package enum Platform {
  /// The current `errno`.
  package static var errno: Int32 {
    #if canImport(Darwin)
    return Darwin.errno
    #elseif canImport(Musl)
    return Musl.errno
    #else
    return Glibc.errno
    #endif
  }

  /// The system's words for an error number (`No space left on device`).
  package static func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  /// What `lstat`/`stat` report about a path: the file type bits and the permission bits.
  package struct Status {
    /// The `S_IFMT` part of `st_mode`.
    package let type: UInt32
    /// The permission bits (`0o7777` part).
    package let permissions: UInt32
  }

  package static let typeMask: UInt32 = 0o170000
  package static let regular: UInt32 = 0o100000
  package static let directory: UInt32 = 0o040000
  package static let symbolicLink: UInt32 = 0o120000
  package static let characterDevice: UInt32 = 0o020000
  package static let blockDevice: UInt32 = 0o060000
  package static let fifo: UInt32 = 0o010000
  package static let socket: UInt32 = 0o140000

  /// `lstat` (follow: false) or `stat` (follow: true); nil with `errno` set on failure.
  package static func status(_ path: String, follow: Bool) -> Status? {
    var info = stat()
    let result = follow ? stat(path, &info) : lstat(path, &info)
    guard result == 0 else { return nil }
    let mode = UInt32(info.st_mode)
    return Status(type: mode & typeMask, permissions: mode & 0o7777)
  }

  /// `open(2)`, retried on `EINTR`.
  package static func open(_ path: String, _ flags: Int32, _ mode: UInt32 = 0) -> Int32 {
    while true {
      #if canImport(Darwin)
      let fd = Darwin.open(path, flags, mode_t(mode))
      #elseif canImport(Musl)
      let fd = Musl.open(path, flags, mode_t(mode))
      #else
      let fd = Glibc.open(path, flags, mode_t(mode))
      #endif
      if fd >= 0 || errno != EINTR { return fd }
    }
  }

  /// Writes every byte, retrying short writes and `EINTR`; false with `errno` set on failure.
  package static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += count
      }
      return true
    }
  }

  /// `close(2)`; false with `errno` set on failure (`EINTR` is not retried, as POSIX advises).
  package static func closeFile(_ fd: Int32) -> Bool { close(fd) == 0 }

  /// `fsync(2)`; false with `errno` set on failure. `EINVAL` (a file that cannot be synced,
  /// such as a pipe) counts as success.
  package static func sync(_ fd: Int32) -> Bool { fsync(fd) == 0 || errno == EINVAL }

  /// `fchmod(2)`.
  package static func setPermissions(_ fd: Int32, _ permissions: UInt32) -> Bool {
    fchmod(fd, mode_t(permissions)) == 0
  }

  /// `rename(2)`.
  package static func move(_ from: String, to: String) -> Bool { rename(from, to) == 0 }

  /// `unlink(2)`, ignoring failure (cleanup only).
  package static func remove(_ path: String) { _ = unlink(path) }

  /// `mkdir(2)` with mode 0777 (less the umask).
  package static func makeFolder(_ path: String) -> Bool { mkdir(path, 0o777) == 0 }

  /// `readlink(2)`; nil with `errno` set on failure.
  package static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4097)
    let count = readlink(path, &buffer, 4096)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Whether the calling process may write the file (`access(W_OK)`).
  package static func isWritable(_ path: String) -> Bool { access(path, W_OK) == 0 }

  /// This process's id.
  package static var processID: Int32 { getpid() }
  /// The parent process's id (`swift test`).
  package static var parentProcessID: Int32 { getppid() }

  package static let writeOnly = O_WRONLY
  package static let createExclusive = O_WRONLY | O_CREAT | O_EXCL
  package static let closeOnExec = O_CLOEXEC
  package static let noFollow = O_NOFOLLOW
  package static let standardOutput: Int32 = 1
  package static let interrupted = EINTR
  package static let exists = EEXIST
  package static let notFound = ENOENT
  package static let isFolder = EISDIR
  package static let notFolder = ENOTDIR
  package static let accessDenied = EACCES
  package static let invalid = EINVAL
  package static let tooManyLinks = ELOOP
}
