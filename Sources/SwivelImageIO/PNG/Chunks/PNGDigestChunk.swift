/// Swivel's private `swVL` chunk: the ``PixelDigest`` of a PNG's pixels, plus enough about
/// the file to prove the digest still describes it, so a matching snapshot never needs to be
/// inflated.
///
/// The name's letter cases make it ancillary (`s`), private (`w`), reserved-valid (`V`) and
/// **not safe to copy** (`L`): an editor that changes critical chunks must drop it. Because
/// a careless tool might keep it anyway, it also records the CRC-32 and byte count of the
/// concatenated IDAT payloads and the CRC-32 of the IHDR chunk, and readers re-check those.
///
/// Payload, 40 bytes, integers big-endian:
///
/// | bytes | field |
/// |---|---|
/// | 0–3 | magic and digest version: `"SVD"`, `0x02` (``PixelDigest`` version 2; files
/// written before it carry `0x01` and are read through the slow path) |
/// | 4–7, 8–11 | width, height |
/// | 12–27 | the digest (lane A, lane B) |
/// | 28–31 | CRC-32 of all IDAT data, concatenated in file order |
/// | 32–35 | total length of all IDAT data |
/// | 36–39 | CRC-32 of the IHDR chunk (binds bit depth, colour type, interlace) |
struct PNGDigestChunk: Equatable {
  static let magic: [UInt8] = [0x53, 0x56, 0x44, 0x02]
  static let byteCount = 40

  var width: Int
  var height: Int
  var digest: PixelDigest
  var imageDataCRC: UInt32
  var imageDataCount: Int
  var headerCRC: UInt32

  init(
    width: Int, height: Int, digest: PixelDigest,
    imageDataCRC: UInt32, imageDataCount: Int, headerCRC: UInt32
  ) {
    self.width = width
    self.height = height
    self.digest = digest
    self.imageDataCRC = imageDataCRC
    self.imageDataCount = imageDataCount
    self.headerCRC = headerCRC
  }

  /// Reads a payload; nil unless it has the right length, magic and version.
  init?(payload: UnsafeBufferPointer<UInt8>) {
    guard payload.count == Self.byteCount, payload.prefix(4).elementsEqual(Self.magic) else {
      return nil
    }
    func word(_ offset: Int) -> UInt32 { PNGBytes.readUInt32(payload, at: offset) }
    width = Int(word(4))
    height = Int(word(8))
    digest = PixelDigest(
      high: UInt64(word(12)) << 32 | UInt64(word(16)),
      low: UInt64(word(20)) << 32 | UInt64(word(24)))
    imageDataCRC = word(28)
    imageDataCount = Int(word(32))
    headerCRC = word(36)
  }

  /// The 40-byte payload.
  var payload: [UInt8] {
    var out = Self.magic
    out.reserveCapacity(Self.byteCount)
    for value in [
      UInt32(width), UInt32(height),
      UInt32(truncatingIfNeeded: digest.high >> 32), UInt32(truncatingIfNeeded: digest.high),
      UInt32(truncatingIfNeeded: digest.low >> 32), UInt32(truncatingIfNeeded: digest.low),
      imageDataCRC, UInt32(truncatingIfNeeded: imageDataCount), headerCRC,
    ] {
      PNGBytes.appendUInt32(value, to: &out)
    }
    return out
  }

  /// The digest recorded in `bytes`, only if the file is structurally sound (every chunk
  /// CRC checked, IHDR to IEND), has exactly one `swVL` chunk before its image data, and that
  /// chunk's size, IHDR CRC and IDAT CRC-32 and length all match the file as it is now.
  /// Never inflates.
  static func verifiedDigest(in bytes: UnsafeBufferPointer<UInt8>) -> PixelDigest? {
    guard let layout = try? PNGFileLayout(bytes),
      layout.digestChunks.count == 1, !layout.hasLateDigestChunk,
      layout.transparency == nil,
      let chunk = PNGDigestChunk(
        payload: UnsafeBufferPointer(rebasing: bytes[layout.digestChunks[0]])),
      chunk.width == layout.header.width, chunk.height == layout.header.height,
      chunk.headerCRC == layout.headerCRC,
      chunk.imageDataCount == layout.imageDataCount
    else { return nil }
    let crc = layout.imageData.reduce(UInt32(0)) { crc, range in
      PNGChecksums.crc32(crc, UnsafeBufferPointer(rebasing: bytes[range]))
    }
    return crc == chunk.imageDataCRC ? chunk.digest : nil
  }
}
