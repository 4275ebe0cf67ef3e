import SwivelSupport

/// Assembles an animated PNG (APNG, W3C PNG 3rd edition) from PNG files of equal header:
/// `IHDR`, `acTL`, then per frame an `fcTL` and its image data (`IDAT` for the first frame,
/// `fdAT` with a sequence number for the others), then `IEND`. Each chunk's CRC-32 covers its
/// type and data.
enum APNGWriter {
  /// One chunk of a PNG file.
  struct Chunk: Equatable {
    var type: String
    var data: [UInt8]
  }

  /// The chunks of a PNG file written by `PNGEncoder` (well-formed by construction).
  static func chunks(of png: [UInt8]) -> [Chunk] {
    var chunks: [Chunk] = []
    var offset = 8
    while offset + 12 <= png.count {
      let length = Int(readUInt32(png, at: offset))
      let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
      chunks.append(Chunk(type: type, data: Array(png[(offset + 8)..<(offset + 8 + length)])))
      offset += 12 + length
    }
    return chunks
  }

  /// The APNG of `frames` (PNG files of one size and colour type) shown for `delays`
  /// milliseconds each, looping forever.
  ///
  /// - Precondition: at least one frame, one delay per frame, every `IHDR` the same.
  static func encode(frames: [[UInt8]], delays: [Int]) -> [UInt8] {
    requirePrecondition(
      !frames.isEmpty && frames.count == delays.count,
      "an APNG needs frames and one delay per frame")
    let parsed = frames.map(chunks(of:))
    guard let header = parsed[0].first(where: { $0.type == "IHDR" }) else {
      programmerError("the first frame has no IHDR chunk")
    }
    requirePrecondition(
      parsed.allSatisfy { $0.first { $0.type == "IHDR" } == header },
      "every APNG frame must share one IHDR")
    let width = readUInt32(header.data, at: 0), height = readUInt32(header.data, at: 4)
    var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    append(Chunk(type: "IHDR", data: header.data), to: &file)
    append(Chunk(type: "acTL", data: bytes(UInt32(frames.count)) + bytes(0)), to: &file)
    var sequence: UInt32 = 0
    for (index, chunks) in parsed.enumerated() {
      let delay = UInt16(clamping: max(0, delays[index]))
      var control = bytes(sequence) + bytes(width) + bytes(height) + bytes(0) + bytes(0)
      control += [UInt8(delay >> 8), UInt8(delay & 0xFF), 0x03, 0xE8]  // delay / 1000 s
      control += [0, 0]  // dispose: none; blend: source
      append(Chunk(type: "fcTL", data: control), to: &file)
      sequence += 1
      for chunk in chunks where chunk.type == "IDAT" {
        if index == 0 {
          append(chunk, to: &file)
        } else {
          append(Chunk(type: "fdAT", data: bytes(sequence) + chunk.data), to: &file)
          sequence += 1
        }
      }
    }
    append(Chunk(type: "IEND", data: []), to: &file)
    return file
  }

  /// Appends a chunk: length, type, data, CRC-32 of type and data.
  static func append(_ chunk: Chunk, to file: inout [UInt8]) {
    let type = Array(chunk.type.utf8)
    file += bytes(UInt32(chunk.data.count)) + type + chunk.data
    file += bytes(CRC32.checksum(type + chunk.data))
  }

  static func bytes(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }

  static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
  }
}

/// The CRC-32 of PNG chunks (ISO 3309, polynomial 0xEDB88320, reflected).
enum CRC32 {
  private static let table: [UInt32] = (0..<256).map { n -> UInt32 in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  /// The checksum of `bytes`.
  static func checksum(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
  }
}
