import SwivelGraphics

/// Bitmaps for PNG tests, built from straight colours through `RGBA8.premultiplied`, never
/// through the code under test.
enum PNGTestImages {
  /// A small deterministic pseudo-random generator (SplitMix64).
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
  }

  /// Every pixel a random opaque colour.
  static func opaqueNoise(width: Int, height: Int, seed: UInt64 = 1) -> Bitmap {
    var generator = Generator(state: seed)
    let pixels = (0..<(width * height)).map { _ in
      RGBA8(r: generator.byte(), g: generator.byte(), b: generator.byte()).premultiplied
    }
    return Bitmap(width: width, height: height, pixels: pixels)
  }

  /// Random straight colours with every alpha 0…255 cycling along the pixels, premultiplied.
  static func translucentNoise(width: Int, height: Int, seed: UInt64 = 2) -> Bitmap {
    var generator = Generator(state: seed)
    let pixels = (0..<(width * height)).map { index in
      RGBA8(r: generator.byte(), g: generator.byte(), b: generator.byte(), a: UInt8(index % 256))
        .premultiplied
    }
    return Bitmap(width: width, height: height, pixels: pixels)
  }

  /// A flat "screen": background, a rectangle, a few single-pixel details, many repeated rows.
  static func flatScreen(width: Int, height: Int, alpha: UInt8 = 255) -> Bitmap {
    let background = RGBA8(r: 255, g: 255, b: 255, a: alpha).premultiplied
    let fill = RGBA8(r: 0, g: 192, b: 0, a: alpha).premultiplied
    var bitmap = Bitmap(width: width, height: height, fill: background)
    for y in (height / 4)..<(height * 3 / 4) {
      for x in (width / 5)..<(width * 4 / 5) { bitmap[x, y] = fill }
    }
    bitmap[width - 1, height - 1] = RGBA8(r: 0, g: 122, b: 255, a: alpha).premultiplied
    bitmap[0, height / 2] = RGBA8(r: 10, g: 20, b: 30, a: alpha).premultiplied
    return bitmap
  }
}
