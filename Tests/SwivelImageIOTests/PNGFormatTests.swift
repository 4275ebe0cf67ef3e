import Foundation
import SwivelGraphics
import SwivelImageIO
import Testing

/// Every PNG format UIKit decodes decodes: bit depths 1, 2, 4 and 16, palettes with
/// transparency, gray, and Adam7 interlacing. Files are built by hand (`PNGTestFile`, raw
/// samples packed and filtered by the test) and by Pillow, and every decode is compared with
/// the words the test expects and with libpng's, read through Cairo.
@Suite struct PNGFormatTests {
  /// A sample grid: `pixels[y][x]` holds each pixel's channel values at the file's bit depth.
  struct Samples {
    var width: Int { pixels[0].count }
    var height: Int { pixels.count }
    let pixels: [[[Int]]]
  }

  /// One row of samples packed at `depth`: most significant bits first, 16-bit big-endian,
  /// the last byte padded with zeros.
  static func pack(_ row: [[Int]], depth: Int) -> [UInt8] {
    let values = row.flatMap { $0 }
    if depth == 16 { return values.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
    if depth == 8 { return values.map(UInt8.init) }
    var bytes = [UInt8](repeating: 0, count: (values.count * depth + 7) / 8)
    for (index, value) in values.enumerated() {
      let bit = index * depth
      bytes[bit / 8] |= UInt8(value << (8 - depth - bit % 8))
    }
    return bytes
  }

  /// Adam7's passes: first column, first row, column step, row step.
  static let adam7 = [
    (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
    (0, 1, 1, 2),
  ]

  /// The scanlines of `samples`: one pass, or Adam7's seven (empty ones left out, as the
  /// specification says), each row filtered with the filter `filter(pass)`.
  static func scanlines(_ samples: Samples, depth: Int, channels: Int, interlaced: Bool) -> [UInt8]
  {
    let bytesPerPixel = max(1, channels * depth / 8)
    guard interlaced else {
      return PNGTestFile.filtered(
        samples.pixels.map { pack($0, depth: depth) }, filter: 4, bytesPerPixel: bytesPerPixel)
    }
    var output: [UInt8] = []
    for (pass, (x0, y0, dx, dy)) in adam7.enumerated() {
      let rows = stride(from: y0, to: samples.height, by: dy).map { y in
        stride(from: x0, to: samples.width, by: dx).map { samples.pixels[y][$0] }
      }
      guard let first = rows.first, !first.isEmpty else { continue }
      output += PNGTestFile.filtered(
        rows.map { pack($0, depth: depth) }, filter: UInt8(pass % 5), bytesPerPixel: bytesPerPixel)
    }
    return output
  }

  /// A 9 × 7 grid (every Adam7 pass non-empty) of varied values below `limit`.
  static func grid(channels: Int, limit: Int) -> Samples {
    Samples(
      pixels: (0..<7).map { y in
        (0..<9).map { x in
          (0..<channels).map { c in (x * 37 + y * 101 + c * 53 + x * y * 7) % limit }
        }
      })
  }

  /// Premultiplied ARGB with Cairo's rounding (`PNGAlpha`'s), from straight 8-bit channels.
  static func word(_ r: Int, _ g: Int, _ b: Int, _ a: Int) -> UInt32 {
    func premultiply(_ c: Int) -> UInt32 {
      let t = c * a + 0x80
      return UInt32(((t >> 8) + t) >> 8)
    }
    return UInt32(a) << 24 | premultiply(r) << 16 | premultiply(g) << 8 | premultiply(b)
  }

  /// What a sample becomes at 8 bits: a 16-bit one its high byte, a 1-, 2- or 4-bit one
  /// stretched to 0…255.
  static func eightBit(_ value: Int, depth: Int) -> Int {
    switch depth {
    case 16: value >> 8
    case 8: value
    default: value * 255 / ((1 << depth) - 1)
    }
  }

  static func cairo(_ file: [UInt8]) throws -> Bitmap {
    try #require(PNGTestCairo.decode(file)).bitmap
  }

  @Test(arguments: [1, 2, 4, 8, 16], [false, true])
  func grayAtEveryDepth(depth: Int, interlaced: Bool) throws {
    let samples = Self.grid(channels: 1, limit: 1 << depth)
    let file = PNGTestFile.png(
      width: 9, height: 7, colorType: 0, bitDepth: UInt8(depth), interlace: interlaced ? 1 : 0,
      scanlines: Self.scanlines(samples, depth: depth, channels: 1, interlaced: interlaced))
    let decoded = try PNGDecoder.decode(file)
    let expected = samples.pixels.flatMap { $0 }.map { pixel -> UInt32 in
      let gray = Self.eightBit(pixel[0], depth: depth)
      return Self.word(gray, gray, gray, 255)
    }
    #expect(decoded.pixels == expected)
    #expect(decoded == (try Self.cairo(file)))
  }

  @Test(arguments: [(2, 3), (4, 2), (6, 4)], [false, true])
  func sixteenBitColourAndAlpha(format: (colorType: Int, channels: Int), interlaced: Bool) throws {
    let samples = Self.grid(channels: format.channels, limit: 65536)
    let file = PNGTestFile.png(
      width: 9, height: 7, colorType: UInt8(format.colorType), bitDepth: 16,
      interlace: interlaced ? 1 : 0,
      scanlines: Self.scanlines(
        samples, depth: 16, channels: format.channels, interlaced: interlaced))
    let decoded = try PNGDecoder.decode(file)
    let expected = samples.pixels.flatMap { $0 }.map { pixel -> UInt32 in
      let c = pixel.map { $0 >> 8 }
      switch format.colorType {
      case 2: return Self.word(c[0], c[1], c[2], 255)
      case 4: return Self.word(c[0], c[0], c[0], c[1])
      default: return Self.word(c[0], c[1], c[2], c[3])
      }
    }
    #expect(decoded.pixels == expected)
    #expect(decoded == (try Self.cairo(file)))
  }

  @Test(arguments: [1, 2, 4, 8])
  func interlacedPalettesWithTransparency(depth: Int) throws {
    let entries = 1 << depth
    let samples = Self.grid(channels: 1, limit: entries)
    // Entry i: (i × 40, 255 − i × 9, i × 3); tRNS gives the first entries falling alphas.
    var palette: [UInt8] = []
    for index in 0..<entries {
      let red = index * 40 % 256, green = 255 - index % 28 * 9, blue = index * 3 % 256
      palette += [UInt8(red), UInt8(green), UInt8(blue)]
    }
    let alphas: [UInt8] = (0..<min(entries, 5)).map { index in UInt8(255 - index * 60) }
    let file = PNGTestFile.png(
      width: 9, height: 7, colorType: 3, bitDepth: UInt8(depth), interlace: 1,
      scanlines: Self.scanlines(samples, depth: depth, channels: 1, interlaced: true),
      extra: [.init(type: "PLTE", data: palette), .init(type: "tRNS", data: alphas)])
    let decoded = try PNGDecoder.decode(file)
    let expected = samples.pixels.flatMap { $0 }.map { pixel -> UInt32 in
      let index = pixel[0]
      let alpha = index < alphas.count ? Int(alphas[index]) : 255
      return Self.word(
        Int(palette[3 * index]), Int(palette[3 * index + 1]), Int(palette[3 * index + 2]), alpha)
    }
    #expect(decoded.pixels == expected)
    #expect(decoded == (try Self.cairo(file)))
  }

  @Test func anInterlacedEightBitImageDecodes() throws {
    let samples = Self.grid(channels: 4, limit: 256)
    let file = PNGTestFile.png(
      width: 9, height: 7, colorType: 6, interlace: 1,
      scanlines: Self.scanlines(samples, depth: 8, channels: 4, interlaced: true))
    let decoded = try PNGDecoder.decode(file)
    #expect(
      decoded.pixels == samples.pixels.flatMap { $0 }.map { Self.word($0[0], $0[1], $0[2], $0[3]) })
    #expect(decoded == (try Self.cairo(file)))
  }

  @Test func colourKeysCompareTheFullSamples() throws {
    // 16-bit gray keyed 0x1234: that pixel is transparent, 0x12FF (same high byte) is not.
    let gray = Samples(pixels: [[[0x1234], [0x12FF], [0xFFFF]]])
    let grayFile = PNGTestFile.png(
      width: 3, height: 1, colorType: 0, bitDepth: 16,
      scanlines: Self.scanlines(gray, depth: 16, channels: 1, interlaced: false),
      extra: [.init(type: "tRNS", data: [0x12, 0x34])])
    #expect(
      try PNGDecoder.decode(grayFile).pixels == [0, Self.word(0x12, 0x12, 0x12, 255), 0xFFFF_FFFF])
    #expect(try PNGDecoder.decode(grayFile) == (try Self.cairo(grayFile)))
    // 2-bit gray keyed 2 (drawn as 170).
    let low = Samples(pixels: [[[0], [1], [2], [3]]])
    let lowFile = PNGTestFile.png(
      width: 4, height: 1, colorType: 0, bitDepth: 2,
      scanlines: Self.scanlines(low, depth: 2, channels: 1, interlaced: false),
      extra: [.init(type: "tRNS", data: [0, 2])])
    #expect(
      try PNGDecoder.decode(lowFile).pixels == [
        0xFF00_0000, Self.word(85, 85, 85, 255), 0, 0xFFFF_FFFF,
      ])
    // 16-bit RGB keyed (1, 2, 3).
    let rgb = Samples(pixels: [[[1, 2, 3], [1, 2, 4]]])
    let rgbFile = PNGTestFile.png(
      width: 2, height: 1, colorType: 2, bitDepth: 16,
      scanlines: Self.scanlines(rgb, depth: 16, channels: 3, interlaced: false),
      extra: [.init(type: "tRNS", data: [0, 1, 0, 2, 0, 3])])
    #expect(try PNGDecoder.decode(rgbFile).pixels == [0, 0xFF00_0000])
    #expect(try PNGDecoder.decode(rgbFile) == (try Self.cairo(rgbFile)))
  }

  // Files Pillow 9.4 wrote (`Image.save(…, 'PNG', …)`); the values are those the images were
  // made from.

  /// `Image.new('P', (4, 2))`, palette red, green, blue, white, indices 0 1 2 3 / 3 2 1 0,
  /// saved with `bits=2, transparency=bytes([255, 128, 255, 0])`.
  static let pillowPalette2 =
    "iVBORw0KGgoAAAANSUhEUgAAAAQAAAACAgMAAAACxpXwAAAADFBMVEX/AAAA/wAAAP/////7AGD2AAAABHRSTlP/gP8AH4eGmQAAAAxJREFUeJxjkGZ4AgABOQEARWSRmwAAAABJRU5ErkJggg=="
  /// `Image.new('I;16', (3, 1))` holding 0x0000, 0x8040, 0xFFFF.
  static let pillowGray16 =
    "iVBORw0KGgoAAAANSUhEUgAAAAMAAAABEAAAAABuG5crAAAAD0lEQVR4nGNgYGhw+P8fAAXEAr9Fi11hAAAAAElFTkSuQmCC"
  /// `Image.new('1', (9, 1))` holding 0 1 0 1 1 0 0 0 1.
  static let pillowGray1 =
    "iVBORw0KGgoAAAANSUhEUgAAAAkAAAABAQAAAAAkubnQAAAAC0lEQVR4nGOM0AAAAN4Agr1HMRQAAAAASUVORK5CYII="
  /// `Image.new('P', (5, 1))`, palette black, red, blue, indices 0 1 2 1 0, saved with `bits=4`.
  static let pillowPalette4 =
    "iVBORw0KGgoAAAANSUhEUgAAAAUAAAABBAMAAADk0HnAAAAAMFBMVEUAAAD/AAAAAP8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAADLPpl0AAAADElEQVR4nGNgVGQAAABJACOu/R62AAAAAElFTkSuQmCC"

  static func bytes(_ base64: String) throws -> [UInt8] {
    try [UInt8](#require(Data(base64Encoded: base64)))
  }

  @Test func pillowsFilesDecodeToTheirValues() throws {
    let red = Self.word(255, 0, 0, 255), green = Self.word(0, 255, 0, 128),
      blue = Self.word(0, 0, 255, 255)
    #expect(
      try PNGDecoder.decode(Self.bytes(Self.pillowPalette2)).pixels == [
        red, green, blue, 0, 0, blue, green, red,
      ])
    #expect(
      try PNGDecoder.decode(Self.bytes(Self.pillowGray16)).pixels == [
        0xFF00_0000, 0xFF80_8080, 0xFFFF_FFFF,
      ])
    let on: UInt32 = 0xFFFF_FFFF, off: UInt32 = 0xFF00_0000
    #expect(
      try PNGDecoder.decode(Self.bytes(Self.pillowGray1)).pixels == [
        off, on, off, on, on, off, off, off, on,
      ])
    let black: UInt32 = 0xFF00_0000, opaqueRed: UInt32 = 0xFFFF_0000,
      opaqueBlue: UInt32 = 0xFF00_00FF
    #expect(
      try PNGDecoder.decode(Self.bytes(Self.pillowPalette4)).pixels == [
        black, opaqueRed, opaqueBlue, opaqueRed, black,
      ])
    for file in [Self.pillowPalette2, Self.pillowGray16, Self.pillowGray1, Self.pillowPalette4] {
      #expect(try PNGDecoder.decode(Self.bytes(file)) == (try Self.cairo(Self.bytes(file))))
    }
  }

  @Test func formatsTheSpecificationForbidsAreStillRefused() {
    #expect(throws: PNGError.unsupportedBitDepth(16, colorType: 3)) {
      try PNGDecoder.decode(
        PNGTestFile.png(width: 1, height: 1, colorType: 3, bitDepth: 16, scanlines: [0, 0, 0]))
    }
    #expect(throws: PNGError.unsupportedBitDepth(4, colorType: 2)) {
      try PNGDecoder.decode(
        PNGTestFile.png(width: 1, height: 1, colorType: 2, bitDepth: 4, scanlines: [0, 0, 0]))
    }
    #expect(throws: PNGError.unsupportedInterlace(2)) {
      try PNGDecoder.decode(
        PNGTestFile.png(width: 1, height: 1, colorType: 0, interlace: 2, scanlines: [0, 0]))
    }
  }
}
