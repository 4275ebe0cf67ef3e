// Every libc and operating-system conditional of SwivelSnapshotTesting lives here, as
// extensions of SwivelSupport's `Platform`.
import Foundation
import SwivelSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Platform {
  /// Whether `count` bytes at `a` and `b` are equal (`memcmp`).
  static func bytesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
    memcmp(a, b, count) == 0
  }

  /// Copies `count` bytes from `source` to `destination` (`memcpy`; the ranges must not overlap).
  static func copyBytes(
    to destination: UnsafeMutableRawPointer, from source: UnsafeRawPointer, count: Int
  ) {
    memcpy(destination, source, count)
  }

  /// The absolute path of an existing file or folder with every symbolic link and `.`/`..`
  /// resolved (`realpath`); nil when it does not exist or cannot be resolved.
  static func resolvedPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Something that tells one start of the parent process from another, so that the test
  /// processes one `swift test` starts share a run and the next `swift test` begins a new one.
  ///
  /// On Linux it is the parent's start time, in clock ticks after boot (field 22 of
  /// `/proc/<ppid>/stat`). Elsewhere it is nil: the run is then told apart by the parent's
  /// process id alone, so the XCTest and Swift Testing passes of one `swift test` still share
  /// one report, and a later `swift test` whose process reuses that id (after the system's ids
  /// wrap around) would join the earlier run's report instead of replacing it.
  static var parentStartTime: String? {
    #if os(Linux)
    let stat = (try? String(contentsOfFile: "/proc/\(parentProcessID)/stat", encoding: .utf8)) ?? ""
    // Field 22 (start time) comes after the command name in parentheses.
    let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
    return fields.count > 19 ? String(fields[19]) : nil
    #else
    return nil
    #endif
  }
}
