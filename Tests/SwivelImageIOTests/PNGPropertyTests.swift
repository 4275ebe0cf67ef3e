import SwivelGraphics
import SwivelImageIO
import Testing

/// Encode → decode is the identity on every bitmap of valid premultiplied words, over seeded
/// random shapes and contents (noise, flat screens, repeated rows, every alpha), and the
/// embedded digest always describes the pixels.
@Suite struct PNGPropertyTests {
  /// A random bitmap of one of several kinds, built from straight colours through
  /// `RGBA8.premultiplied` (never through the code under test).
  private static func randomBitmap(_ generator: inout PNGTestImages.Generator) -> Bitmap {
    let width = 1 + Int(generator.next() % 48)
    let height = 1 + Int(generator.next() % 48)
    let kind = generator.next() % 4
    var palette: [UInt32] = []
    for _ in 0..<(1 + Int(generator.next() % 5)) {
      let alpha: UInt8 = kind == 0 ? 255 : (generator.next() % 3 == 0 ? generator.byte() : 255)
      palette.append(
        RGBA8(r: generator.byte(), g: generator.byte(), b: generator.byte(), a: alpha).premultiplied
      )
    }
    var pixels: [UInt32] = []
    pixels.reserveCapacity(width * height)
    for y in 0..<height {
      // Kinds 0 and 1: flat rows that often repeat the row above; 2: noise; 3: mixed.
      let repeatsAbove = y > 0 && kind < 2 && generator.next() % 3 != 0
      for x in 0..<width {
        if repeatsAbove {
          pixels.append(pixels[(y - 1) * width + x])
        } else if kind == 2 || (kind == 3 && generator.next() % 2 == 0) {
          pixels.append(
            RGBA8(
              r: generator.byte(), g: generator.byte(), b: generator.byte(), a: generator.byte()
            ).premultiplied)
        } else {
          pixels.append(palette[Int(generator.next() % UInt64(palette.count))])
        }
      }
    }
    return Bitmap(width: width, height: height, pixels: pixels)
  }

  @Test func encodeThenDecodeIsTheIdentity() throws {
    var generator = PNGTestImages.Generator(state: 0xB17_3A95)
    for round in 0..<300 {
      let bitmap = Self.randomBitmap(&generator)
      let level = Int(generator.next() % 10)
      let png = PNGEncoder(compressionLevel: level).encode(bitmap)
      #expect(
        try PNGDecoder.decode(png) == bitmap,
        "round \(round): \(bitmap.width)×\(bitmap.height), level \(level)")
      #expect(PNGDecoder.embeddedDigest(in: png) == PixelDigest(bitmap), "round \(round)")
      #expect(try PNGDecoder.size(of: png) == (bitmap.width, bitmap.height))
    }
  }

  @Test func cairoReadsRandomBitmapsAsTheSameWords() throws {
    // An independent decoder (libpng inside Cairo) on a sample of the same kind of bitmaps.
    var generator = PNGTestImages.Generator(state: 0xCA1_C0DE)
    for round in 0..<40 {
      let bitmap = Self.randomBitmap(&generator)
      let read = try #require(PNGTestCairo.decode(PNGEncoder().encode(bitmap)), "round \(round)")
      #expect(read.bitmap == bitmap, "round \(round)")
    }
  }

  @Test func emptyOrOversizedBitmapsAreReportedBeforeEncoding() {
    #expect(
      PNGEncoder.problem(encoding: Bitmap(width: 0, height: 0))
        == .invalidDimensions(width: 0, height: 0))
    #expect(
      PNGEncoder.problem(encoding: Bitmap(width: 3, height: 0))
        == .invalidDimensions(width: 3, height: 0))
    #expect(
      PNGEncoder.problem(encoding: Bitmap(width: 32_769, height: 1))
        == .invalidDimensions(width: 32_769, height: 1))
    #expect(PNGEncoder.problem(encoding: Bitmap(width: 1, height: 1)) == nil)
    #expect(PNGEncoder.problem(encoding: Bitmap(width: 32_768, height: 1)) == nil)
  }
}
