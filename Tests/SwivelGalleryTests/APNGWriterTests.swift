import Testing

@testable import SwivelGallery

/// The animated PNG's structure, checked chunk by chunk against the APNG specification with a
/// CRC computed here, and every frame decoded by Swivel's PNG decoder from the file's own
/// bytes.
@Suite struct APNGWriterTests {
  /// Three 4×3 opaque frames of different colours.
  static let frames: [Bitmap] = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF].map {
    Bitmap(width: 4, height: 3, fill: $0)
  }

  struct Chunk {
    var type: String
    var data: [UInt8]
  }

  /// Reads every chunk, checking each CRC with a bitwise CRC-32 (no table, unlike the writer's).
  static func chunks(_ file: [UInt8]) throws -> [Chunk] {
    #expect(Array(file.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var chunks: [Chunk] = []
    var offset = 8
    func u32(_ at: Int) -> UInt32 { file[at..<(at + 4)].reduce(0) { $0 << 8 | UInt32($1) } }
    while offset < file.count {
      let length = Int(u32(offset))
      let typeAndData = Array(file[(offset + 4)..<(offset + 8 + length)])
      var crc: UInt32 = 0xFFFF_FFFF
      for byte in typeAndData {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
      }
      #expect(crc ^ 0xFFFF_FFFF == u32(offset + 8 + length), "CRC of chunk at \(offset)")
      chunks.append(
        Chunk(
          type: String(decoding: typeAndData.prefix(4), as: UTF8.self),
          data: Array(typeAndData.dropFirst(4))))
      offset += 12 + length
    }
    #expect(offset == file.count)
    return chunks
  }

  static func u32(_ data: [UInt8], _ at: Int) -> UInt32 {
    data[at..<(at + 4)].reduce(0) { $0 << 8 | UInt32($1) }
  }

  @Test func chunksFollowTheSpecification() throws {
    let film = Film(frames: Self.frames, delays: [600, 33, 1200])
    let chunks = try Self.chunks(film.animatedPNG())
    #expect(
      chunks.map(\.type) == [
        "IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND",
      ])
    let acTL = chunks[1].data
    #expect(Self.u32(acTL, 0) == 3)  // frames
    #expect(Self.u32(acTL, 4) == 0)  // loop forever
    // Sequence numbers run 0, 1, 2… across fcTL and fdAT.
    let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map {
      Self.u32($0.data, 0)
    }
    #expect(sequence == [0, 1, 2, 3, 4])
    let controls = chunks.filter { $0.type == "fcTL" }.map(\.data)
    for control in controls {
      #expect(control.count == 26)
      #expect(Self.u32(control, 4) == 4 && Self.u32(control, 8) == 3)  // full-frame size
      #expect(Self.u32(control, 12) == 0 && Self.u32(control, 16) == 0)  // at the origin
      #expect(control[22...23] == [0x03, 0xE8])  // delays in milliseconds
      #expect(control[24...25] == [0, 0])  // dispose none, blend source
    }
    #expect(controls.map { Int($0[20]) << 8 | Int($0[21]) } == [600, 33, 1200])
  }

  @Test func everyFrameDecodesToItsBitmap() throws {
    let chunks = try Self.chunks(Film(frames: Self.frames, delays: [1, 1, 1]).animatedPNG())
    let header = try #require(chunks.first { $0.type == "IHDR" })
    var frameData: [[UInt8]] = [chunks.first { $0.type == "IDAT" }!.data]
    frameData += chunks.filter { $0.type == "fdAT" }.map { Array($0.data.dropFirst(4)) }
    for (index, data) in frameData.enumerated() {
      var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      APNGWriter.append(APNGWriter.Chunk(type: "IHDR", data: header.data), to: &png)
      APNGWriter.append(APNGWriter.Chunk(type: "IDAT", data: data), to: &png)
      APNGWriter.append(APNGWriter.Chunk(type: "IEND", data: []), to: &png)
      #expect(try PNGDecoder.decode(png) == Self.frames[index])
    }
  }

  @Test func aPlainPNGReaderSeesTheFirstFrame() throws {
    // A decoder that knows nothing of APNG skips acTL, fcTL and fdAT (ancillary chunks).
    #expect(
      try PNGDecoder.decode(Film(frames: Self.frames, delays: [1, 1, 1]).animatedPNG())
        == Self.frames[0])
  }

  @Test func crc32MatchesTheKnownCheckValue() {
    #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
  }
}
