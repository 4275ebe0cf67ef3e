internal import CSwivelDeflate
internal import CSwivelZlib

/// CRC-32 and Adler-32 from libdeflate (vectorised: PCLMUL and AVX2 where the CPU has them)
/// and zlib, both optimised in every build of Swivel, debug included. libdeflate's Adler-32
/// took a gallery run's checksum share from 5.3 % (zlib's `adler32_z`) to under 1 %.
enum PNGChecksums {
  /// Continues a CRC-32 (as PNG and zlib define it) over `bytes`; start from 0.
  @inline(__always)
  static func crc32(_ crc: UInt32, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return crc }
    return libdeflate_crc32(crc, base, bytes.count)
  }

  /// Continues an Adler-32 (zlib's stream checksum) over `bytes`; start from 1.
  @inline(__always)
  static func adler32(_ adler: UInt32, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return adler }
    return libdeflate_adler32(adler, base, bytes.count)
  }

  /// The Adler-32 of two pieces joined, from each piece's own checksum and the second's length
  /// (zlib's; libdeflate has no combine).
  @inline(__always)
  static func adler32Combine(_ first: UInt32, _ second: UInt32, secondLength: Int) -> UInt32 {
    UInt32(truncatingIfNeeded: adler32_combine(UInt(first), UInt(second), secondLength))
  }
}
