import SwivelGraphics
import SwivelImageIO
import Testing

/// A caller that knows every pixel is opaque (a render over black) spares the encoder its
/// alpha check, for the same bytes.
@Suite struct PNGKnownOpaqueTests {
  @Test func aKnownOpaqueBitmapEncodesToTheSameBytes() throws {
    for bitmap in [
      PNGTestImages.opaqueNoise(width: 300, height: 40),
      PNGTestImages.flatScreen(width: 75, height: 133),
    ] {
      let told = PNGEncoder().encode(bitmap, embedDigest: false, knownOpaque: true)
      #expect(told == PNGEncoder().encode(bitmap, embedDigest: false))
      let header = try #require(PNGTestFile.chunks(of: told).first)
      #expect(header.type == "IHDR" && header.data[9] == 2)  // colour type 2: RGB
      #expect(try PNGDecoder.decode(told) == bitmap)
    }
  }

  @Test func withoutBeingToldTranslucentPixelsKeepTheirAlpha() throws {
    let bitmap = PNGTestImages.translucentNoise(width: 16, height: 4)
    let bytes = PNGEncoder().encode(bitmap, embedDigest: false, knownOpaque: false)
    #expect(try #require(PNGTestFile.chunks(of: bytes).first).data[9] == 6)  // colour type 6: RGBA
    #expect(try PNGDecoder.decode(bytes) == bitmap)
  }
}
