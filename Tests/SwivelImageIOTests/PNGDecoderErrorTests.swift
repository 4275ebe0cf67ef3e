import SwivelGraphics
import SwivelImageIO
import Testing

@Suite struct PNGDecoderErrorTests {
  /// A valid 4×3 RGB file with two IDAT chunks, built by hand.
  private var valid: [UInt8] {
    let rows: [[UInt8]] = (0..<3).map { y in (0..<12).map { UInt8(($0 * 20 + y * 7) % 256) } }
    let compressed = PNGTestFile.zlib(PNGTestFile.filtered(rows, filter: 1, bytesPerPixel: 3))
    let half = compressed.count / 2
    return PNGTestFile.assemble([
      PNGTestFile.header(width: 4, height: 3, colorType: 2),
      .init(type: "IDAT", data: Array(compressed[..<half])),
      .init(type: "IDAT", data: Array(compressed[half...])),
      .init(type: "IEND", data: []),
    ])
  }

  private func file(
    width: Int = 2, height: Int = 2, colorType: UInt8 = 0, bitDepth: UInt8 = 8,
    interlace: UInt8 = 0,
    scanlines: [UInt8]? = nil, extra: [PNGTestFile.Chunk] = []
  ) -> [UInt8] {
    let lines = scanlines ?? Array(repeating: 0, count: height * (1 + width))
    return PNGTestFile.png(
      width: width, height: height, colorType: colorType, bitDepth: bitDepth, interlace: interlace,
      scanlines: lines, extra: extra)
  }

  @Test func theValidFixtureDecodes() throws {
    #expect(try PNGDecoder.decode(valid).width == 4)
  }

  @Test func emptyInputIsEmpty() {
    #expect(throws: PNGError.empty) { try PNGDecoder.decode([]) }
    #expect(throws: PNGError.empty) { try PNGDecoder.size(of: []) }
  }

  @Test func otherFormatsAreNotPNGAndNameTheirFirstBytes() {
    let gif = Array("GIF89a\u{1}\u{0}rest".utf8)
    #expect(throws: PNGError.notPNG(firstBytes: Array(gif.prefix(8)))) {
      try PNGDecoder.decode(gif)
    }
    #expect(throws: PNGError.notPNG(firstBytes: [0x89, 0x50, 0x4E, 0x00])) {
      try PNGDecoder.decode([0x89, 0x50, 0x4E, 0x00])
    }
  }

  @Test func truncationAtEachPointSaysWhereAndHowMuch() {
    let bytes = valid
    let chunks = PNGTestFile.chunks(of: bytes)
    let firstIDATLength = chunks[1].data.count
    let firstIDATStart = 8 + 25
    #expect(throws: PNGError.truncated(chunk: "signature", expected: 8, present: 5)) {
      try PNGDecoder.decode(Array(bytes.prefix(5)))
    }
    #expect(throws: PNGError.missingChunk("IHDR")) { try PNGDecoder.decode(Array(bytes.prefix(8))) }
    #expect(throws: PNGError.truncated(chunk: "chunk header", expected: 8, present: 6)) {
      try PNGDecoder.decode(Array(bytes.prefix(14)))
    }
    #expect(throws: PNGError.truncated(chunk: "IHDR", expected: 25, present: 20)) {
      try PNGDecoder.decode(Array(bytes.prefix(28)))
    }
    #expect(throws: PNGError.truncated(chunk: "IDAT", expected: firstIDATLength + 12, present: 10))
    {
      try PNGDecoder.decode(Array(bytes.prefix(firstIDATStart + 10)))
    }
    #expect(throws: PNGError.missingChunk("IEND")) {
      try PNGDecoder.decode(Array(bytes.dropLast(12)))
    }
    #expect(throws: PNGError.truncated(chunk: "IEND", expected: 12, present: 11)) {
      try PNGDecoder.decode(Array(bytes.dropLast(1)))
    }
  }

  @Test func aFlippedByteFailsThatChunksCRC() {
    var inData = valid
    inData[8 + 25 + 8 + 2] ^= 0x40  // third data byte of the first IDAT
    #expect(throws: PNGError.badCRC(chunk: "IDAT")) { try PNGDecoder.decode(inData) }
    var inHeader = valid
    inHeader[8 + 8 + 3] ^= 0x01  // the width
    #expect(throws: PNGError.badCRC(chunk: "IHDR")) { try PNGDecoder.decode(inHeader) }
    #expect(throws: PNGError.badCRC(chunk: "IHDR")) { try PNGDecoder.size(of: inHeader) }
  }

  @Test func missingCriticalChunksAreNamed() {
    let chunks = PNGTestFile.chunks(of: valid)
    #expect(throws: PNGError.missingChunk("IHDR")) {
      try PNGDecoder.decode(PNGTestFile.assemble(Array(chunks.dropFirst())))
    }
    #expect(throws: PNGError.missingChunk("IDAT")) {
      try PNGDecoder.decode(PNGTestFile.assemble(chunks.filter { $0.type != "IDAT" }))
    }
    #expect(throws: PNGError.missingChunk("IEND")) {
      try PNGDecoder.decode(PNGTestFile.assemble(Array(chunks.dropLast())))
    }
    #expect(throws: PNGError.missingChunk("PLTE")) { try PNGDecoder.decode(file(colorType: 3)) }
  }

  @Test func unsupportedFormatsNameTheValueFound() {
    #expect(throws: PNGError.unsupportedBitDepth(4, colorType: 2)) {
      try PNGDecoder.decode(file(colorType: 2, bitDepth: 4))
    }
    #expect(throws: PNGError.unsupportedBitDepth(16, colorType: 3)) {
      try PNGDecoder.decode(file(colorType: 3, bitDepth: 16))
    }
    #expect(throws: PNGError.unsupportedBitDepth(3, colorType: 0)) {
      try PNGDecoder.decode(file(colorType: 0, bitDepth: 3))
    }
    #expect(throws: PNGError.unsupportedInterlace(2)) { try PNGDecoder.decode(file(interlace: 2)) }
    #expect(throws: PNGError.unsupportedColorType(5)) { try PNGDecoder.decode(file(colorType: 5)) }
    var header = PNGTestFile.header(width: 2, height: 2, colorType: 0)
    header.data[10] = 1  // compression method
    #expect(throws: PNGError.unsupportedMethod(field: "compression method", value: 1)) {
      try PNGDecoder.decode(PNGTestFile.assemble([header, .init(type: "IEND", data: [])]))
    }
    #expect(throws: PNGError.unsupportedCriticalChunk("ABCD")) {
      try PNGDecoder.decode(file(extra: [.init(type: "ABCD", data: [])]))
    }
  }

  @Test func corruptCompressedDataSaysWhatIsWrong() {
    let garbage = PNGTestFile.assemble([
      PNGTestFile.header(width: 2, height: 2, colorType: 0),
      .init(type: "IDAT", data: [0x12, 0x34, 0x56, 0x78]), .init(type: "IEND", data: []),
    ])
    #expect(
      throws: PNGError.corruptData(
        "incorrect zlib header: found 0x12 0x34, expected deflate with a window of at most 32 KiB, "
          + "no preset dictionary and a valid check (such as 0x78 0x9C)")
    ) {
      try PNGDecoder.decode(garbage)
    }
    let stream = PNGTestFile.zlib([0, 1, 2, 0, 3, 4])
    let cut = PNGTestFile.assemble([
      PNGTestFile.header(width: 2, height: 2, colorType: 0),
      .init(type: "IDAT", data: Array(stream.dropLast(3))), .init(type: "IEND", data: []),
    ])
    #expect(
      throws: PNGError.corruptData(
        "the zlib stream is damaged or cut short (invalid deflate data or a wrong Adler-32)")
    ) {
      try PNGDecoder.decode(cut)
    }
    let short = PNGTestFile.assemble([
      PNGTestFile.header(width: 2, height: 2, colorType: 0),
      .init(type: "IDAT", data: [0x78]), .init(type: "IEND", data: []),
    ])
    #expect(throws: PNGError.corruptData("the compressed data ends before the zlib stream does")) {
      try PNGDecoder.decode(short)
    }
  }

  @Test func wrongAmountOfImageDataIsASizeMismatch() {
    // 2×2 gray needs 2 × (1 + 2) = 6 bytes.
    #expect(throws: PNGError.sizeMismatch(expected: 6, found: 5)) {
      try PNGDecoder.decode(file(scanlines: [0, 1, 2, 0, 3]))
    }
    #expect(throws: PNGError.sizeMismatch(expected: 6, found: 40_006)) {
      try PNGDecoder.decode(
        file(scanlines: [0, 1, 2, 0, 3, 4] + Array(repeating: 9, count: 40_000)))
    }
  }

  @Test func anUnknownFilterTypeNamesItsRow() {
    #expect(throws: PNGError.invalidFilter(row: 1, type: 5)) {
      try PNGDecoder.decode(file(scanlines: [0, 1, 2, 5, 3, 4]))
    }
  }

  @Test func aPaletteIndexPastThePaletteIsRejected() {
    let palette = PNGTestFile.Chunk(type: "PLTE", data: [1, 2, 3, 4, 5, 6])
    #expect(throws: PNGError.invalidPaletteIndex(index: 7, paletteSize: 2)) {
      try PNGDecoder.decode(file(colorType: 3, scanlines: [0, 1, 0, 0, 7, 1], extra: [palette]))
    }
  }

  @Test(arguments: [(0, 5), (5, 0), (32_769, 1), (1, 32_769), (32_768, 32_768), (100_000, 100_000)])
  func sizesOutsideTheLimitsAreRejectedFromTheHeader(width: Int, height: Int) {
    // Only a header: the error is about the size, not the missing IDAT, so the check comes
    // before anything else is read, and no buffer is made.
    let forged = PNGTestFile.assemble([
      PNGTestFile.header(width: width, height: height, colorType: 6)
    ])
    let buffers = PNGTestAllocations.recorded {
      #expect(throws: PNGError.invalidDimensions(width: width, height: height)) {
        try PNGDecoder.decode(forged)
      }
      #expect(throws: PNGError.invalidDimensions(width: width, height: height)) {
        try PNGDecoder.size(of: forged)
      }
    }
    #expect(buffers == [])
  }

  @Test func aValidFileMakesItsScanlinesAZeroRowAndItsPixels() throws {
    // 4 × 3 RGB in two IDATs: the payloads joined, 3 × (1 + 12) = 39 scanline bytes,
    // 4 × 3 × 4 = 48 bytes of pixels and a 12-byte zero row.
    let bytes = valid
    let compressed = PNGTestFile.chunks(of: bytes).filter { $0.type == "IDAT" }.reduce(0) {
      $0 + $1.data.count
    }
    var width = 0
    let buffers = PNGTestAllocations.recorded {
      width = (try? PNGDecoder.decode(bytes))?.width ?? 0
    }
    #expect(width == 4)
    #expect(buffers == [compressed, 39, 48, 12])
  }

  @Test func aForgedLargeHeaderWithLittleDataFailsWithoutInflatingToTheClaimedSize() throws {
    // 16384 × 16384 RGBA is within the limits (2^28 pixels, 1 GiB of samples) but the data
    // holds 4 bytes: the one buffer is what the compressed bytes could ever hold, 1,032 bytes
    // per compressed byte, a few kilobytes, not the gigabyte the header claims.
    let forged = PNGTestFile.png(
      width: 16_384, height: 16_384, colorType: 6, scanlines: [0, 1, 2, 3])
    let compressed = try #require(PNGTestFile.chunks(of: forged).first { $0.type == "IDAT" }).data
      .count
    #expect(compressed < 16)
    let buffers = PNGTestAllocations.recorded {
      #expect(throws: PNGError.sizeMismatch(expected: 16_384 * (1 + 4 * 16_384), found: 4)) {
        try PNGDecoder.decode(forged)
      }
    }
    #expect(buffers == [compressed * 1_032])
  }

  @Test func malformedChunksSayWhatIsWrong() throws {
    let shortHeader = PNGTestFile.assemble([.init(type: "IHDR", data: [0, 0, 0, 1])])
    #expect(throws: PNGError.malformedChunk("IHDR", reason: "expected 13 data bytes, found 4")) {
      try PNGDecoder.decode(shortHeader)
    }
    var chunks = PNGTestFile.chunks(of: valid)
    chunks.insert(.init(type: "tEXt", data: Array("a\u{0}b".utf8)), at: 2)  // between the IDATs
    #expect(
      throws: PNGError.malformedChunk(
        "IDAT", reason: "IDAT chunks must be consecutive, found one after another chunk")
    ) {
      try PNGDecoder.decode(PNGTestFile.assemble(chunks))
    }
  }

  @Test func everyErrorDescribesItselfOnOneDistinctLine() {
    let errors: [PNGError] = [
      .empty, .notPNG(firstBytes: [0x47, 0x49, 0x46]),
      .truncated(chunk: "IDAT", expected: 100, present: 40),
      .badCRC(chunk: "IDAT"), .missingChunk("IEND"), .malformedChunk("PLTE", reason: "bad length"),
      .unsupportedCriticalChunk("ABCD"), .unsupportedBitDepth(16, colorType: 3),
      .unsupportedColorType(5),
      .unsupportedInterlace(2), .unsupportedMethod(field: "filter method", value: 2),
      .invalidDimensions(width: 100_000, height: 100_000), .corruptData("incorrect header check"),
      .sizeMismatch(expected: 6, found: 5), .invalidFilter(row: 12, type: 7),
      .invalidPaletteIndex(index: 9, paletteSize: 4),
    ]
    let descriptions = errors.map(\.description)
    #expect(Set(descriptions).count == errors.count)
    for description in descriptions {
      #expect(!description.contains("\n"))
      #expect(description.hasSuffix("."))
    }
    #expect(descriptions[1].contains("47 49 46"))
    #expect(
      descriptions[2].contains("IDAT") && descriptions[2].contains("100")
        && descriptions[2].contains("40"))
    #expect(descriptions[7].contains("16") && descriptions[7].contains("8"))
    #expect(descriptions[9].contains("1") && descriptions[9].contains("Adam7"))
    #expect(descriptions[11].contains("32768") && descriptions[11].contains("268435456"))
    #expect(descriptions[12].contains("incorrect header check"))
    #expect(descriptions[14].contains("row 12") && descriptions[14].contains("7"))
  }
}
