internal import CSwivelDeflate

/// CRC-32 and Adler-32 from libdeflate (vectorised where the CPU allows), optimised in every
/// build of Swivel, debug included.
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

  /// The Adler-32 of two pieces joined, from each piece's own checksum and the second's length.
  ///
  /// An Adler-32 is two sums modulo 65,521: `a`, one plus every byte, and `b`, the sum of `a`
  /// after each byte. Appending `n` bytes whose own sums are `a₂` and `b₂` gives
  /// `a = a₁ + a₂ − 1` and `b = b₁ + b₂ + n · (a₁ − 1)`.
  static func adler32Combine(_ first: UInt32, _ second: UInt32, secondLength: Int) -> UInt32 {
    let modulus: UInt64 = 65_521
    let a1 = UInt64(first & 0xFFFF), b1 = UInt64(first >> 16)
    let a2 = UInt64(second & 0xFFFF), b2 = UInt64(second >> 16)
    let n = UInt64(secondLength) % modulus
    let a = (a1 + a2 + modulus - 1) % modulus
    let b = (b1 + b2 + n * ((a1 + modulus - 1) % modulus)) % modulus
    return UInt32(b << 16 | a)
  }
}
