import SwivelGraphics
import Testing

@testable import SwivelImageIO

/// The fast decoder writes its pixels into a kept buffer of the image's size, every pixel of it.
/// Sizes here are used by no other test, so buffers other tests give back do not interfere.
@Suite struct PNGDecoderBufferReuseTests {
  @Test func aKeptPixelBufferOfTheImagesSizeIsTakenAndFullyOverwritten() throws {
    let image = PNGTestImages.opaqueNoise(width: 37, height: 29, seed: 37)
    let png = PNGEncoder().encode(image)
    ReusableBuffers.pixels.giveBack([UInt32](repeating: 0xDEAD_BEEF, count: 37 * 29))
    let decoded = try PNGDecoder.decode(png)
    #expect(decoded == image)
    #expect(ReusableBuffers.pixels.take(count: 37 * 29) == nil)  // the decode took it
  }

  @Test func aFailedDecodeGivesItsPixelBufferBack() {
    // 13 × 11 gray, the second row's filter type 5 (there is none).
    var scanlines = [UInt8](repeating: 0, count: 11 * 14)
    scanlines[14] = 5
    let png = PNGTestFile.png(width: 13, height: 11, colorType: 0, scanlines: scanlines)
    ReusableBuffers.pixels.giveBack([UInt32](repeating: 0, count: 13 * 11))
    #expect(throws: PNGError.invalidFilter(row: 1, type: 5)) { try PNGDecoder.decode(png) }
    #expect(ReusableBuffers.pixels.take(count: 13 * 11)?.count == 13 * 11)
  }
}
