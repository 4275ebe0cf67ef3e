import CSwivelZlib

/// Builds and takes apart PNG files by hand, independently of the encoder and decoder under
/// test: raw scanlines, this file's own filters, zlib's `compress2`, chunks with fresh CRCs.
enum PNGTestFile {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// One chunk: type letters and data.
  struct Chunk: Equatable {
    var type: String
    var data: [UInt8]
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }

  static func readBigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
      | UInt32(bytes[offset + 3])
  }

  static func crc(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBufferPointer { UInt32(crc32_z(0, $0.baseAddress, $0.count)) }
  }

  /// Length, type, data and a correct CRC.
  static func encode(_ chunk: Chunk) -> [UInt8] {
    let typeAndData = Array(chunk.type.utf8) + chunk.data
    return bigEndian(UInt32(chunk.data.count)) + typeAndData + bigEndian(crc(typeAndData))
  }

  /// A whole file from chunks, each with a correct CRC.
  static func assemble(_ chunks: [Chunk]) -> [UInt8] {
    signature + chunks.flatMap(encode)
  }

  /// The chunks of a well-formed file (lengths trusted, CRCs not checked).
  static func chunks(of file: [UInt8]) -> [Chunk] {
    var chunks: [Chunk] = []
    var offset = 8
    while offset + 12 <= file.count {
      let length = Int(readBigEndian(file, at: offset))
      let type = String(decoding: file[(offset + 4)..<(offset + 8)], as: UTF8.self)
      chunks.append(Chunk(type: type, data: Array(file[(offset + 8)..<(offset + 8 + length)])))
      offset += 12 + length
    }
    return chunks
  }

  /// IHDR data.
  static func header(
    width: Int, height: Int, bitDepth: UInt8 = 8, colorType: UInt8, interlace: UInt8 = 0
  ) -> Chunk {
    Chunk(
      type: "IHDR",
      data: bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [
        bitDepth, colorType, 0, 0, interlace,
      ])
  }

  /// zlib's own compression (`compress2`, level 9).
  static func zlib(_ bytes: [UInt8]) -> [UInt8] {
    var length = compressBound(UInt(bytes.count))
    var output = [UInt8](repeating: 0, count: Int(length))
    let status = compress2(&output, &length, bytes, UInt(bytes.count), 9)
    precondition(status == Z_OK, "compress2 failed")
    return Array(output.prefix(Int(length)))
  }

  /// A complete PNG: IHDR, `extra` chunks, one IDAT holding `scanlines` compressed, IEND.
  static func png(
    width: Int, height: Int, colorType: UInt8, bitDepth: UInt8 = 8, interlace: UInt8 = 0,
    scanlines: [UInt8], extra: [Chunk] = []
  ) -> [UInt8] {
    assemble(
      [
        header(
          width: width, height: height, bitDepth: bitDepth, colorType: colorType,
          interlace: interlace)
      ]
        + extra + [Chunk(type: "IDAT", data: zlib(scanlines)), Chunk(type: "IEND", data: [])])
  }

  /// Scanlines for raw rows, every row filtered with `filter` (0…4) per the PNG spec.
  static func filtered(_ rows: [[UInt8]], filter: UInt8, bytesPerPixel bpp: Int) -> [UInt8] {
    var output: [UInt8] = []
    for (y, row) in rows.enumerated() {
      let above = y == 0 ? [UInt8](repeating: 0, count: row.count) : rows[y - 1]
      output.append(filter)
      for i in row.indices {
        let left = i >= bpp ? Int(row[i - bpp]) : 0
        let up = Int(above[i])
        let upperLeft = i >= bpp ? Int(above[i - bpp]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = left
        case 2: predictor = up
        case 3: predictor = (left + up) / 2
        default:
          let estimate = left + up - upperLeft
          let (pa, pb, pc) = (abs(estimate - left), abs(estimate - up), abs(estimate - upperLeft))
          predictor = pa <= pb && pa <= pc ? left : (pb <= pc ? up : upperLeft)
        }
        output.append(UInt8((Int(row[i]) - predictor + 256) % 256))
      }
    }
    return output
  }
}
