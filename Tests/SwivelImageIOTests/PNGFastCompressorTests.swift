import SwivelGraphics
import SwivelImageIO
import Testing

/// The fast compressor (igzip) writes valid PNGs that decode, in Swivel and in Cairo, to the
/// pixels encoded; the same bitmap always gives the same bytes; and it is a different
/// compressor from zlib's, not a renamed one.
@Suite struct PNGFastCompressorTests {
  private static let fast = PNGEncoder(compressor: .fast)

  @Test(arguments: [
    PNGTestImages.opaqueNoise(width: 600, height: 400),
    PNGTestImages.translucentNoise(width: 300, height: 300),
    PNGTestImages.flatScreen(width: 750, height: 1334),
    PNGTestCairo.w1Screen(),
  ])
  func largeImagesDecodeToTheSamePixels(bitmap: Bitmap) throws {
    // Noise rows do not repeat and compress to more than the 64 KiB a call writes at a time.
    let png = Self.fast.encode(bitmap)
    #expect(try PNGDecoder.decode(png) == bitmap)
    let cairo = try #require(PNGTestCairo.decode(png))
    #expect(cairo.bitmap == bitmap)
  }

  @Test func theSameBitmapGivesTheSameBytes() {
    let bitmap = PNGTestCairo.w1Screen()
    #expect(Self.fast.encode(bitmap) == Self.fast.encode(bitmap))
    #expect(Self.fast.encode(bitmap) == PNGEncoder(compressionLevel: 9, compressor: .fast).encode(bitmap))
  }

  @Test func itIsNotZlib() {
    let bitmap = PNGTestImages.opaqueNoise(width: 200, height: 200)
    let fast = Self.fast.encode(bitmap, embedDigest: false)
    #expect(fast != PNGEncoder().encode(bitmap, embedDigest: false))
    // Noise does not compress, but the fast compressor must not store it much larger either.
    #expect(fast.count < 200 * 200 * 3 + 200 + 2_000)
    #expect(Self.fast.compressor == .fast && PNGEncoder().compressor == .zlib)
  }
}
