/// Writes a deflate bit stream: values least-significant bit first, packed into bytes from
/// the lowest bit up (RFC 1951, section 3.1.1).
struct PNGBitWriter {
  /// Completed bytes.
  private(set) var bytes: [UInt8] = []
  private var buffer: UInt64 = 0
  private var bufferedBits = 0

  /// Appends the low `count` bits of `value` (`count` ≤ 32).
  @inline(__always)
  mutating func write(_ value: UInt32, bits count: Int) {
    buffer |= UInt64(value) << UInt64(bufferedBits)
    bufferedBits += count
    while bufferedBits >= 8 {
      bytes.append(UInt8(truncatingIfNeeded: buffer))
      buffer >>= 8
      bufferedBits -= 8
    }
  }

  /// Appends a Huffman code (see ``PNGHuffmanCode``: codes are stored already bit-reversed,
  /// so they go out most-significant bit first as deflate requires).
  @inline(__always)
  mutating func write(_ code: PNGHuffmanCode.Entry) {
    write(code.bits, bits: code.length)
  }

  /// Ends on a byte boundary the way zlib's sync flush does: an empty, non-final stored block
  /// (3 header bits, padding, then `00 00 FF FF`), so independently written pieces can follow.
  mutating func finishWithSyncMarker() {
    write(0, bits: 3)
    if bufferedBits > 0 { write(0, bits: 8 - bufferedBits) }
    bytes += [0x00, 0x00, 0xFF, 0xFF]
  }
}
