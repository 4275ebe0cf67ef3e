/// A 128-bit fingerprint of a file's bytes (XXH3-128, seed 0, as 32 lower-case hex digits),
/// for telling whether a file changed since it was last seen, such as a golden between a
/// failing test run and accepting its new snapshot. Not cryptographic.
package enum ByteDigest {
  /// The hex digest of `bytes`.
  package static func hex(_ bytes: [UInt8]) -> String {
    let (high, low) = bytes.withUnsafeBytes {
      PNGXXHash.hash128($0.baseAddress, count: $0.count, seed: 0)
    }
    return PixelDigest(high: high, low: low).hexString
  }
}
