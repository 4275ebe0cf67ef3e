import SwivelGraphics
import SwivelImageIO
import Testing

@Suite struct PNGEncoderTests {
  @Test func sameBitmapGivesIdenticalBytes() {
    let encoder = PNGEncoder()
    let first = PNGTestImages.translucentNoise(width: 31, height: 17)
    let second = PNGTestImages.translucentNoise(width: 31, height: 17)
    #expect(encoder.encode(first) == encoder.encode(first))
    #expect(encoder.encode(first) == encoder.encode(second))
    let screen = PNGTestCairo.w1Screen()
    #expect(encoder.encode(screen) == encoder.encode(screen))
  }

  @Test func startsWithTheSignatureAndAnEightBitNonInterlacedHeader() throws {
    let bytes = PNGEncoder().encode(PNGTestImages.opaqueNoise(width: 300, height: 2))
    #expect(Array(bytes.prefix(8)) == PNGTestFile.signature)
    let header = try #require(PNGTestFile.chunks(of: bytes).first)
    #expect(header.type == "IHDR")
    #expect(header.data == PNGTestFile.bigEndian(300) + PNGTestFile.bigEndian(2) + [8, 2, 0, 0, 0])
  }

  @Test func opaqueBitmapsAreRGBAndOthersRGBA() throws {
    let opaque = PNGEncoder().encode(PNGTestImages.opaqueNoise(width: 4, height: 4))
    var almost = PNGTestImages.opaqueNoise(width: 4, height: 4)
    almost[3, 3] = RGBA8(r: 9, g: 9, b: 9, a: 254).premultiplied
    let translucent = PNGEncoder().encode(almost)
    #expect(PNGTestFile.chunks(of: opaque).first?.data[9] == 2)
    #expect(PNGTestFile.chunks(of: translucent).first?.data[9] == 6)
  }

  @Test func writesOnlyHeaderDigestImageDataAndEnd() {
    let bitmap = PNGTestImages.flatScreen(width: 64, height: 48)
    let withDigest = PNGTestFile.chunks(of: PNGEncoder().encode(bitmap)).map(\.type)
    let without = PNGTestFile.chunks(of: PNGEncoder().encode(bitmap, embedDigest: false)).map(
      \.type)
    #expect(withDigest == ["IHDR", "swVL", "IDAT", "IEND"])
    #expect(without == ["IHDR", "IDAT", "IEND"])
  }

  @Test func imageDataIsAValidZlibStreamOfTheFilteredRows() throws {
    // Cross-check with zlib's own inflater: the IDAT data inflates to height × (1 + 3 × width).
    let bitmap = PNGTestImages.flatScreen(width: 90, height: 70)
    let idat = PNGTestFile.chunks(of: PNGEncoder().encode(bitmap)).filter { $0.type == "IDAT" }
    let inflated = try #require(PNGTestZlib.inflate(idat.flatMap(\.data)))
    #expect(inflated.count == 70 * (1 + 3 * 90))
  }

  @Test func compressionLevelIsClampedToZlibsRange() {
    #expect(PNGEncoder(compressionLevel: 42).compressionLevel == 9)
    #expect(PNGEncoder(compressionLevel: -3).compressionLevel == 0)
    #expect(PNGEncoder().compressionLevel == PNGEncoder.defaultCompressionLevel)
  }

  @Test func flatScreenshotIsNoLargerThanOneAndAHalfTimesCairos() {
    let screen = PNGTestCairo.w1Screen()
    let ours = PNGEncoder().encode(screen)
    let cairos = PNGTestCairo.encode(screen)
    #expect(!cairos.isEmpty)
    #expect(Double(ours.count) <= 1.5 * Double(cairos.count))
  }

  @Test func levelZeroStoresAndLevelNineCompresses() {
    let noise = PNGTestImages.translucentNoise(width: 64, height: 64)
    let stored = PNGEncoder(compressionLevel: 0).encode(noise, embedDigest: false)
    let best = PNGEncoder(compressionLevel: 9).encode(noise, embedDigest: false)
    #expect(best.count < stored.count)
  }
}
