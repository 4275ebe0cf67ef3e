import Foundation

/// Seeded mutations of PNG files for the decoder fuzz test: each is a different way a file
/// gets damaged or forged, some keeping chunk CRCs valid so the damage reaches the header
/// checks, the inflater and the scanline decoder.
struct PNGTestMutator {
  var generator: PNGTestImages.Generator

  /// How many different mutations ``mutate(_:)`` chooses from.
  static let kindCount = 10

  mutating func below(_ bound: Int) -> Int { Int(generator.next() % UInt64(max(bound, 1))) }

  /// One mutation of `file`, chosen by `kind` (0 ..< ``kindCount``).
  mutating func mutate(_ file: [UInt8], kind: Int) -> [UInt8] {
    var bytes = file
    let chunks = Self.chunkOffsets(file)
    switch kind {
    case 0:  // Truncation anywhere.
      return Array(bytes.prefix(below(bytes.count)))
    case 1:  // A few bit flips anywhere (CRCs then mostly disagree).
      for _ in 0...below(4) { bytes[below(bytes.count)] ^= 1 << UInt8(below(8)) }
      return bytes
    case 2, 3:  // Bit flips inside one chunk's data, CRC fixed: reaches IHDR fields and zlib.
      guard let chunk = pick(chunks), chunk.length > 0 else { return bytes }
      for _ in 0...below(3) { bytes[chunk.data + below(chunk.length)] ^= 1 << UInt8(below(8)) }
      return Self.fixingCRC(bytes, chunk)
    case 4:  // A huge or wrong chunk length.
      guard let chunk = pick(chunks) else { return bytes }
      let lengths: [UInt32] = [0xFFFF_FFFF, 0x7FFF_FFFF, 0x8000_0000, UInt32(below(1 << 20))]
      Self.put(lengths[below(lengths.count)], in: &bytes, at: chunk.offset)
      return bytes
    case 5:  // Huge, zero or odd image sizes in IHDR, CRC fixed.
      guard let header = chunks.first, header.length == 13 else { return bytes }
      let sides: [UInt32] = [
        0, 1, 32_768, 32_769, 16_384, 0x7FFF_FFFF, 0xFFFF_FFFF, UInt32(below(70_000)),
      ]
      Self.put(sides[below(sides.count)], in: &bytes, at: header.data + 4 * below(2))
      return Self.fixingCRC(bytes, header)
    case 6:  // A broken CRC.
      guard let chunk = pick(chunks) else { return bytes }
      bytes[chunk.data + chunk.length + below(4)] ^= 0xFF
      return bytes
    case 7:  // Image data replaced by random bytes (a broken zlib stream), CRC fixed.
      guard let chunk = chunks.first(where: { $0.type == "IDAT" }), chunk.length > 0 else {
        return bytes
      }
      let start = below(chunk.length)
      for index in start..<min(chunk.length, start + 1 + below(64)) {
        bytes[chunk.data + index] = UInt8(truncatingIfNeeded: generator.next())
      }
      return Self.fixingCRC(bytes, chunk)
    case 8:  // A chunk removed or repeated.
      guard let chunk = pick(chunks) else { return bytes }
      let whole = Array(bytes[chunk.offset..<(chunk.data + chunk.length + 4)])
      if below(2) == 0 {
        bytes.removeSubrange(chunk.offset..<(chunk.data + chunk.length + 4))
      } else {
        bytes.insert(contentsOf: whole, at: chunk.offset)
      }
      return bytes
    default:  // Bit depth, colour type, interlace or method bytes set to random values.
      guard let header = chunks.first, header.length == 13 else { return bytes }
      bytes[header.data + 8 + below(5)] = UInt8(truncatingIfNeeded: generator.next())
      return Self.fixingCRC(bytes, header)
    }
  }

  // MARK: - Chunk bookkeeping

  struct ChunkOffset {
    var offset: Int
    var type: String
    var data: Int
    var length: Int
  }

  private mutating func pick(_ chunks: [ChunkOffset]) -> ChunkOffset? {
    chunks.isEmpty ? nil : chunks[below(chunks.count)]
  }

  /// Where each chunk of a well-formed file lies.
  static func chunkOffsets(_ file: [UInt8]) -> [ChunkOffset] {
    var result: [ChunkOffset] = []
    var offset = 8
    while offset + 12 <= file.count {
      let length = Int(PNGTestFile.readBigEndian(file, at: offset))
      guard offset + 12 + length <= file.count else { break }
      let type = String(decoding: file[(offset + 4)..<(offset + 8)], as: UTF8.self)
      result.append(ChunkOffset(offset: offset, type: type, data: offset + 8, length: length))
      offset += 12 + length
    }
    return result
  }

  static func put(_ value: UInt32, in bytes: inout [UInt8], at offset: Int) {
    bytes.replaceSubrange(offset..<(offset + 4), with: PNGTestFile.bigEndian(value))
  }

  /// Recomputes a chunk's CRC so the damage inside it passes the chunk check.
  static func fixingCRC(_ bytes: [UInt8], _ chunk: ChunkOffset) -> [UInt8] {
    var bytes = bytes
    let typeAndData = Array(bytes[(chunk.offset + 4)..<(chunk.data + chunk.length)])
    put(PNGTestFile.crc(typeAndData), in: &bytes, at: chunk.data + chunk.length)
    return bytes
  }
}
