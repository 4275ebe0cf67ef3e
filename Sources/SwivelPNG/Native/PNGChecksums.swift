internal import CSwivelZlib

/// CRC-32 and Adler-32 from zlib, which runs optimised (and vectorised) in every build of
/// Swivel, debug included.
enum PNGChecksums {
  /// Continues a CRC-32 (zlib's, as PNG uses) over `bytes`; start from 0.
  @inline(__always)
  static func crc32(_ crc: UInt32, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return crc }
    return UInt32(truncatingIfNeeded: crc32_z(UInt(crc), base, bytes.count))
  }

  /// Continues an Adler-32 (zlib's stream checksum) over `bytes`; start from 1.
  @inline(__always)
  static func adler32(_ adler: UInt32, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return adler }
    return UInt32(truncatingIfNeeded: adler32_z(UInt(adler), base, bytes.count))
  }

  /// The Adler-32 of two pieces joined, from each piece's own checksum and the second's length.
  @inline(__always)
  static func adler32Combine(_ first: UInt32, _ second: UInt32, secondLength: Int) -> UInt32 {
    UInt32(truncatingIfNeeded: adler32_combine(UInt(first), UInt(second), secondLength))
  }
}
