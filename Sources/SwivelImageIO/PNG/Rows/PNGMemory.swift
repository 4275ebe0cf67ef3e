/// Whole-row comparisons through libc's `memcmp` (see ``Platform``), which is optimised in
/// every build, where a Swift loop over a 3,000-byte row costs tens of microseconds in a debug
/// build.
enum PNGMemory {
  /// True when the `count` bytes at `a` and `b` are equal.
  @inline(__always)
  static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
    Platform.bytesEqual(a, b, count: count)
  }

  /// True when all `count` bytes at `bytes` equal `value`: the first byte is `value` and the
  /// bytes equal themselves shifted by one.
  @inline(__always)
  static func allBytes(_ bytes: UnsafePointer<UInt8>, count: Int, equal value: UInt8) -> Bool {
    guard count > 0 else { return true }
    return bytes[0] == value && Platform.bytesEqual(bytes, bytes + 1, count: count - 1)
  }
}
