// Every libc call of the command line, and its only OS conditional.
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The C library as the command line uses it.
enum Platform {
  /// True when standard error is a terminal (`isatty`), not a pipe or a file.
  static var isStandardErrorATerminal: Bool { isatty(STDERR_FILENO) == 1 }
}
