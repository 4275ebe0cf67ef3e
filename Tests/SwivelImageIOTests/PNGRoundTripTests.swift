import SwivelGraphics
import SwivelImageIO
import Testing

@Suite struct PNGRoundTripTests {
  private func roundTrip(_ bitmap: Bitmap, level: Int = PNGEncoder.defaultCompressionLevel) throws
    -> Bitmap
  {
    try PNGDecoder.decode(PNGEncoder(compressionLevel: level).encode(bitmap))
  }

  @Test func opaqueNoiseComesBackIdentical() throws {
    let bitmap = PNGTestImages.opaqueNoise(width: 37, height: 23)
    #expect(try roundTrip(bitmap) == bitmap)
  }

  @Test func everyAlphaValueComesBackIdentical() throws {
    // 64 × 16 pixels cycle through alpha 0…255 four times, with random colours.
    let bitmap = PNGTestImages.translucentNoise(width: 64, height: 16)
    #expect(try roundTrip(bitmap) == bitmap)
  }

  @Test func everyPremultipliedWordOfEveryAlphaComesBackIdentical() throws {
    // For each alpha, every straight channel value 0…255: all valid premultiplied words.
    var pixels: [UInt32] = []
    for alpha in 0...255 {
      for channel in 0...255 {
        let value = UInt8(channel)
        pixels.append(RGBA8(r: value, g: 255 - value, b: value / 2, a: UInt8(alpha)).premultiplied)
      }
    }
    let bitmap = Bitmap(width: 256, height: 256, pixels: pixels)
    #expect(try roundTrip(bitmap) == bitmap)
  }

  @Test func fullyTransparentBitmapComesBackIdentical() throws {
    let bitmap = Bitmap(width: 19, height: 7)
    #expect(try roundTrip(bitmap) == bitmap)
  }

  @Test(arguments: [
    (1, 1), (1, 300), (300, 1), (2, 3), (3, 2), (7, 5), (85, 4), (86, 4), (87, 4), (88, 4),
    (257, 3),
  ])
  func flatOpaqueAndTranslucentScreensComeBackIdentical(width: Int, height: Int) throws {
    let opaque = PNGTestImages.flatScreen(width: width, height: height)
    let translucent = PNGTestImages.flatScreen(width: width, height: height, alpha: 77)
    #expect(try roundTrip(opaque) == opaque)
    #expect(try roundTrip(translucent) == translucent)
  }

  @Test(arguments: [(1, 9), (3, 40), (33, 3), (100, 2)])
  func oddSizedNoiseComesBackIdentical(width: Int, height: Int) throws {
    let opaque = PNGTestImages.opaqueNoise(width: width, height: height)
    let translucent = PNGTestImages.translucentNoise(width: width, height: height)
    #expect(try roundTrip(opaque) == opaque)
    #expect(try roundTrip(translucent) == translucent)
  }

  @Test func longRunsOfRepeatedRowsComeBackIdentical() throws {
    // Runs of 1, 2, 63, 64, 65 and 300 identical rows between distinct rows.
    var rows: [[UInt32]] = []
    var generator = PNGTestImages.Generator(state: 9)
    for run in [1, 2, 63, 64, 65, 300] {
      let distinct = (0..<50).map { _ in RGBA8(r: generator.byte(), g: 0, b: 0).premultiplied }
      rows.append(distinct)
      rows += Array(
        repeating: Array(repeating: RGBA8(r: 1, g: 2, b: 3).premultiplied, count: 50), count: run)
    }
    let bitmap = Bitmap(width: 50, height: rows.count, pixels: rows.flatMap { $0 })
    #expect(try roundTrip(bitmap) == bitmap)
  }

  @Test(arguments: 0...9)
  func everyCompressionLevelRoundTrips(level: Int) throws {
    let bitmap = PNGTestImages.flatScreen(width: 40, height: 30)
    let noise = PNGTestImages.translucentNoise(width: 20, height: 10)
    #expect(try roundTrip(bitmap, level: level) == bitmap)
    #expect(try roundTrip(noise, level: level) == noise)
  }

  @Test func flatScreenshotFromCairoComesBackIdentical() throws {
    let screen = PNGTestCairo.w1Screen()
    #expect(try roundTrip(screen) == screen)
  }
}
