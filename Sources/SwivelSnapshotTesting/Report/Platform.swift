// Every libc conditional of the snapshot module lives here.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process facts the report needs.
enum Platform {
  /// This process's id.
  static var processID: Int32 { getpid() }
  /// The parent process's id (`swift test`).
  static var parentProcessID: Int32 { getppid() }
}
