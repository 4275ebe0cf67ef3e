import Foundation

#if canImport(Glibc)
  import CSwivelMalloc
#endif

/// Keeps the memory a snapshot check frees for the next one, instead of handing it back to the
/// kernel and faulting every page in again. Snapshot checks apply it once per process.
///
/// A failing W1 check decodes a golden, draws a diff and encodes three PNGs: about 30 MB of
/// buffers of 3–4 MB each, made and freed once per check. glibc's `malloc` serves such sizes
/// with `mmap` at first, then (its threshold adapting) from the heap, whose top it hands back
/// to the kernel once 8 MB of it is free. So every check faulted all of its pages in again,
/// and the page faults were most of the check's time (about 10 ms a check in release; about
/// 4 ms with the memory kept; `swivel-bench --only w1`).
///
/// On glibc this sets, once per process, `M_MMAP_THRESHOLD` to 32 MB (glibc's largest, so
/// larger buffers, such as a 16,384-pixel-square decode, still go straight back to the
/// kernel) and `M_TRIM_THRESHOLD` to 128 MB (the free memory at the heap's top that is kept).
/// The cost: memory the process used at its busiest (in each of malloc's arenas, so each
/// thread that ran checks at once) stays with it until it exits, up to 128 MB an arena.
/// It is left alone when the environment sets `SWIVEL_KEEP_MALLOC_DEFAULTS` to anything
/// but `0`, or sets glibc's own malloc tunables (`GLIBC_TUNABLES` naming `glibc.malloc.`),
/// and off glibc.
package enum FreedMemoryRetention {
  /// What ``apply(environment:)`` did.
  package enum Outcome: Equatable, Sendable {
    /// The thresholds are set.
    case applied
    /// `SWIVEL_KEEP_MALLOC_DEFAULTS` asked for glibc's defaults.
    case optedOut
    /// `GLIBC_TUNABLES` sets glibc's malloc tunables, which are left as the user set them.
    case userTunables
    /// Not glibc's `malloc`.
    case unsupported
    /// `mallopt` refused a setting.
    case refused
  }

  /// The largest buffer `malloc` serves from the heap: glibc's maximum, 32 MB on 64-bit.
  package static let mmapThreshold: Int32 = 32 << 20
  /// How much free memory at the heap's top is kept: 128 MB.
  package static let trimThreshold: Int32 = 128 << 20

  /// The process's outcome, applied on first use (from the process environment).
  package static let processWide: Outcome = apply(environment: ProcessInfo.processInfo.environment)

  /// Why `environment` leaves `malloc` alone, or nil when the thresholds should be set.
  package static func reasonToSkip(_ environment: [String: String]) -> Outcome? {
    if let value = environment["SWIVEL_KEEP_MALLOC_DEFAULTS"], value != "0" { return .optedOut }
    if environment["GLIBC_TUNABLES"]?.contains("glibc.malloc.") == true { return .userTunables }
    return nil
  }

  /// Sets the thresholds unless `environment` says not to (see ``reasonToSkip(_:)``).
  package static func apply(environment: [String: String]) -> Outcome {
    if let reason = reasonToSkip(environment) { return reason }
    #if canImport(Glibc)
      guard mallopt(M_MMAP_THRESHOLD, mmapThreshold) == 1, mallopt(M_TRIM_THRESHOLD, trimThreshold) == 1 else {
        return .refused
      }
      return .applied
    #else
      return .unsupported
    #endif
  }
}
