internal import CSwivelXXHash

/// xxHash's XXH3, 128-bit variant, from the shared library, optimised in every build of
/// Swivel (a Swift hash loop runs unoptimised in a debug build; the cost is in
/// `docs/performance.md`). XXH3's output is frozen since xxHash 0.8.0 and the same on every
/// platform.
enum PNGXXHash {
  /// XXH3-128 of `count` bytes at `bytes` with `seed`, as its (high, low) 64-bit halves.
  static func hash128(
    _ bytes: UnsafeRawPointer?, count: Int, seed: UInt64
  ) -> (high: UInt64, low: UInt64) {
    let hash = XXH3_128bits_withSeed(bytes, count, seed)
    return (hash.high64, hash.low64)
  }
}
