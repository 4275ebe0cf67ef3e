import SwivelGraphics
import SwivelImageIO
import Testing

/// Decoding PNGs built by hand (raw rows, the test's own filters, zlib's `compress2`).
@Suite struct PNGDecoderTests {
  /// Two rows of three RGBA pixels, straight alpha, with varied values so that every filter
  /// predicts something non-trivial.
  private let rgbaRows: [[RGBA8]] = [
    [
      RGBA8(r: 10, g: 200, b: 30, a: 255), RGBA8(r: 250, g: 0, b: 128, a: 128),
      RGBA8(r: 1, g: 2, b: 3, a: 0),
    ],
    [
      RGBA8(r: 90, g: 90, b: 90, a: 1), RGBA8(r: 255, g: 255, b: 255, a: 254),
      RGBA8(r: 0, g: 77, b: 199, a: 60),
    ],
  ]

  private func decoded(
    width: Int, height: Int, colorType: UInt8, rows: [[UInt8]], filter: UInt8 = 0,
    extra: [PNGTestFile.Chunk] = []
  ) throws -> Bitmap {
    let bpp = rows[0].count / width
    let scanlines = PNGTestFile.filtered(rows, filter: filter, bytesPerPixel: bpp)
    return try PNGDecoder.decode(
      PNGTestFile.png(
        width: width, height: height, colorType: colorType, scanlines: scanlines, extra: extra))
  }

  @Test(arguments: 0...4)
  func rgbaWithEachFilterDecodesToPremultipliedPixels(filter: UInt8) throws {
    let rows = rgbaRows.map { $0.flatMap { [$0.r, $0.g, $0.b, $0.a] } }
    let bitmap = try decoded(width: 3, height: 2, colorType: 6, rows: rows, filter: filter)
    let expected: [UInt32] = rgbaRows.flatMap { row in row.map(\.premultiplied) }
    #expect(bitmap.pixels == expected)
  }

  @Test(arguments: 0...4)
  func rgbWithEachFilterDecodesToOpaquePixels(filter: UInt8) throws {
    let rows = rgbaRows.map { $0.flatMap { [$0.r, $0.g, $0.b] } }
    let bitmap = try decoded(width: 3, height: 2, colorType: 2, rows: rows, filter: filter)
    let expected: [UInt32] = rgbaRows.flatMap { row in
      row.map { RGBA8(r: $0.r, g: $0.g, b: $0.b, a: 255).premultiplied }
    }
    #expect(bitmap.pixels == expected)
  }

  @Test(arguments: 0...4)
  func grayWithEachFilterDecodesToGrayPixels(filter: UInt8) throws {
    let rows: [[UInt8]] = [[0, 17, 255, 128], [200, 3, 3, 90], [90, 90, 255, 0]]
    let bitmap = try decoded(width: 4, height: 3, colorType: 0, rows: rows, filter: filter)
    let expected: [UInt32] = rows.flatMap { row in
      row.map { RGBA8(r: $0, g: $0, b: $0).premultiplied }
    }
    #expect(bitmap.pixels == expected)
  }

  @Test(arguments: 0...4)
  func grayAlphaWithEachFilterDecodesToPremultipliedGray(filter: UInt8) throws {
    let rows: [[UInt8]] = [[200, 128, 10, 255, 255, 0], [7, 1, 64, 64, 255, 254]]
    let bitmap = try decoded(width: 3, height: 2, colorType: 4, rows: rows, filter: filter)
    let expected: [UInt32] = rows.flatMap { row -> [UInt32] in
      stride(from: 0, to: row.count, by: 2).map { index -> UInt32 in
        RGBA8(r: row[index], g: row[index], b: row[index], a: row[index + 1]).premultiplied
      }
    }
    #expect(bitmap.pixels == expected)
  }

  @Test(arguments: 0...4)
  func paletteWithTransparencyDecodesThroughTheTable(filter: UInt8) throws {
    let palette = PNGTestFile.Chunk(
      type: "PLTE", data: [255, 0, 0, 0, 255, 0, 0, 0, 255, 40, 50, 60])
    let transparency = PNGTestFile.Chunk(type: "tRNS", data: [0, 128])  // entries 2, 3 stay opaque
    let rows: [[UInt8]] = [[0, 1, 2, 3], [3, 2, 1, 0]]
    let bitmap = try decoded(
      width: 4, height: 2, colorType: 3, rows: rows, filter: filter, extra: [palette, transparency])
    let colors = [
      RGBA8(r: 255, g: 0, b: 0, a: 0), RGBA8(r: 0, g: 255, b: 0, a: 128),
      RGBA8(r: 0, g: 0, b: 255), RGBA8(r: 40, g: 50, b: 60),
    ].map(\.premultiplied)
    let expected: [UInt32] = rows.flatMap { row in row.map { colors[Int($0)] } }
    #expect(bitmap.pixels == expected)
  }

  @Test func grayTransparencyKeyMakesThatGrayTransparent() throws {
    let key = PNGTestFile.Chunk(type: "tRNS", data: [0, 17])
    let bitmap = try decoded(width: 3, height: 1, colorType: 0, rows: [[17, 18, 16]], extra: [key])
    #expect(bitmap.pixels == [0, 0xFF12_1212, 0xFF10_1010])
  }

  @Test func rgbTransparencyKeyMakesThatColourTransparent() throws {
    let key = PNGTestFile.Chunk(type: "tRNS", data: [0, 1, 0, 2, 0, 3])
    let bitmap = try decoded(
      width: 2, height: 1, colorType: 2, rows: [[1, 2, 3, 1, 2, 4]], extra: [key])
    #expect(bitmap.pixels == [0, 0xFF01_0204])
  }

  @Test func literalSubAndUpRowsDecodeToTheirSums() throws {
    // Gray 3×2: row 0 Sub [10, +5, +250] → 10, 15, 9 (mod 256);
    // row 1 Up [+1, +1, +1] → 11, 16, 10.
    let scanlines: [UInt8] = [1, 10, 5, 250, 2, 1, 1, 1]
    let bitmap = try PNGDecoder.decode(
      PNGTestFile.png(width: 3, height: 2, colorType: 0, scanlines: scanlines))
    #expect(
      bitmap.pixels == [
        0xFF0A_0A0A, 0xFF0F_0F0F, 0xFF09_0909, 0xFF0B_0B0B, 0xFF10_1010, 0xFF0A_0A0A,
      ])
  }

  @Test func imageDataSplitOverManyChunksDecodes() throws {
    let rows = rgbaRows.map { $0.flatMap { [$0.r, $0.g, $0.b, $0.a] } }
    let compressed = PNGTestFile.zlib(PNGTestFile.filtered(rows, filter: 4, bytesPerPixel: 4))
    let pieces = compressed.map { PNGTestFile.Chunk(type: "IDAT", data: [$0]) }  // one byte each
    let file = PNGTestFile.assemble(
      [PNGTestFile.header(width: 3, height: 2, colorType: 6)] + pieces + [
        .init(type: "IEND", data: [])
      ])
    let expected: [UInt32] = rgbaRows.flatMap { row in row.map(\.premultiplied) }
    #expect(try PNGDecoder.decode(file).pixels == expected)
  }

  @Test func unknownAncillaryChunksAreSkipped() throws {
    let extra = [
      PNGTestFile.Chunk(type: "tEXt", data: Array("Comment\u{0}hello".utf8)),
      PNGTestFile.Chunk(type: "abCd", data: [1, 2, 3]),
    ]
    let bitmap = try decoded(width: 2, height: 1, colorType: 0, rows: [[5, 6]], extra: extra)
    #expect(bitmap.pixels == [0xFF05_0505, 0xFF06_0606])
  }

  @Test func tRNSInAnImageWithAlphaIsIgnored() throws {
    let stray = PNGTestFile.Chunk(type: "tRNS", data: [0, 5])
    let bitmap = try decoded(
      width: 1, height: 1, colorType: 6, rows: [[5, 5, 5, 255]], extra: [stray])
    #expect(bitmap.pixels == [0xFF05_0505])
  }

  @Test func sizeReadsTheHeaderAlone() throws {
    // Only signature and IHDR: enough for the size, not for a decode.
    let file = PNGTestFile.assemble([PNGTestFile.header(width: 640, height: 9, colorType: 2)])
    let size = try PNGDecoder.size(of: file)
    #expect(size.width == 640)
    #expect(size.height == 9)
    #expect(throws: PNGError.missingChunk("IDAT")) { try PNGDecoder.decode(file) }
  }

  @Test func decodesCairosOwnFileOfAFlatScreenshot() throws {
    let screen = PNGTestCairo.w1Screen()
    #expect(try PNGDecoder.decode(PNGTestCairo.encode(screen)) == screen)
  }
}
