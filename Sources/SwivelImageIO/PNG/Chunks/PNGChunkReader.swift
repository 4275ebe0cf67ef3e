/// One chunk found in a PNG file: its type and where its data lies in the file.
struct PNGChunk {
  /// The four type letters as a big-endian word.
  var type: UInt32
  /// The data bytes' positions in the file (length, type and CRC excluded).
  var data: Range<Int>
}

/// Walks a PNG file chunk by chunk after checking the signature, verifying each chunk's
/// length against the input and its CRC-32 against its type and data.
struct PNGChunkReader {
  /// PNG limits a chunk's data to 2^31 − 1 bytes.
  static let maximumChunkLength = Int(Int32.max)

  private let bytes: UnsafeBufferPointer<UInt8>
  private var offset: Int

  /// Starts after the signature.
  ///
  /// - Throws: ``PNGError/empty``, ``PNGError/notPNG(firstBytes:)`` or, for a short prefix of
  ///   the signature, ``PNGError/truncated(chunk:expected:present:)``.
  init(_ bytes: UnsafeBufferPointer<UInt8>) throws(PNGError) {
    guard !bytes.isEmpty else { throw .empty }
    let signature = PNGBytes.signature
    let checked = min(bytes.count, signature.count)
    guard bytes.prefix(checked).elementsEqual(signature.prefix(checked)) else {
      throw .notPNG(firstBytes: Array(bytes.prefix(signature.count)))
    }
    guard bytes.count >= signature.count else {
      throw .truncated(chunk: "signature", expected: signature.count, present: bytes.count)
    }
    self.bytes = bytes
    self.offset = signature.count
  }

  /// The next chunk, or nil when the input ends exactly between chunks.
  mutating func next() throws(PNGError) -> PNGChunk? {
    let remaining = bytes.count - offset
    guard remaining > 0 else { return nil }
    guard remaining >= 8 else {
      throw .truncated(chunk: "chunk header", expected: 8, present: remaining)
    }
    let length = Int(PNGBytes.readUInt32(bytes, at: offset))
    let type = PNGBytes.readUInt32(bytes, at: offset + 4)
    let name = PNGBytes.typeName(type)
    guard Self.isValidType(type) else {
      throw .malformedChunk(
        name, reason: "the type at byte \(offset + 4) is not four ASCII letters")
    }
    guard length <= Self.maximumChunkLength else {
      throw .malformedChunk(name, reason: "declares \(length) data bytes, more than 2^31 − 1")
    }
    let total = length + PNGBytes.chunkOverhead
    guard remaining >= total else {
      throw .truncated(chunk: name, expected: total, present: remaining)
    }
    let typeAndData = UnsafeBufferPointer(rebasing: bytes[(offset + 4)..<(offset + 8 + length)])
    let storedCRC = PNGBytes.readUInt32(bytes, at: offset + 8 + length)
    guard PNGChecksums.crc32(0, typeAndData) == storedCRC else { throw .badCRC(chunk: name) }
    let chunk = PNGChunk(type: type, data: (offset + 8)..<(offset + 8 + length))
    offset += total
    return chunk
  }

  /// True when all four bytes are ASCII letters, as PNG requires.
  private static func isValidType(_ type: UInt32) -> Bool {
    (0..<4).allSatisfy { index in
      let byte = UInt8(truncatingIfNeeded: type >> (8 * index)) | 0x20
      return byte >= 0x61 && byte <= 0x7A
    }
  }
}

extension PNGChunk {
  /// Critical chunks have an upper-case first letter.
  var isCritical: Bool { type & 0x2000_0000 == 0 }
}
