import Testing

@testable import SwivelRendering

/// The shadow blur's arithmetic: the multiply-and-shift division is exact over every sum a blur
/// can form; the boxes are Kovesi's; the result is the documented rounded box means (checked
/// against a plain model), keeps an image's total up to that rounding, and its symmetry.
@Suite struct ShadowBlurTests {
  @Test func theReciprocalDivisionIsExactForEveryBoxAndSum() {
    // Every odd box width the fast path serves, every sum a box of bytes can reach (n ≤ 256 · d),
    // stepping through the range with the values next to each multiple of d, where an inexact
    // reciprocal would first go wrong.
    for divisor in stride(from: 1, through: Divider.largestFastDivisor, by: 2) {
      let divide = Divider(divisor)
      for quotient in 0...256 {
        for n in [quotient * divisor - 1, quotient * divisor, quotient * divisor + divisor - 1]
        where n >= 0 {
          if divide(n) != n / divisor {
            Issue.record("\(n) / \(divisor): \(divide(n)), expected \(n / divisor)")
            return
          }
        }
      }
    }
    // Past the fast path it divides.
    #expect(Divider(1_025).reciprocal == 0)
    #expect(Divider(1_025)(1_025 * 200 + 7) == 200)
  }

  /// The blur as its documentation states it, written plainly: for each box, every row and
  /// then every column, each output the mean of the `box` inputs centred on it, pixels outside
  /// counting as 0, rounded to the nearest integer (a mean over an odd width never ends in .5).
  private static func model(_ pixels: [UInt8], width: Int, height: Int, boxes: [Int]) -> [UInt8] {
    var image = pixels.map(Int.init)
    func mean(_ values: (Int) -> Int, at i: Int, count: Int, box: Int) -> Int {
      let window = (i - box / 2)...(i + box / 2)
      let sum = window.filter { (0..<count).contains($0) }.reduce(0) { $0 + values($1) }
      return Int((Double(sum) / Double(box)).rounded())
    }
    for box in boxes {
      var rows = image
      for y in 0..<height {
        for x in 0..<width {
          rows[y * width + x] = mean({ image[y * width + $0] }, at: x, count: width, box: box)
        }
      }
      for y in 0..<height {
        for x in 0..<width {
          image[y * width + x] = mean({ rows[$0 * width + x] }, at: y, count: height, box: box)
        }
      }
    }
    return image.map { UInt8($0) }
  }

  private static func blurred(_ pixels: [UInt8], width: Int, height: Int, sigma: Double) -> [UInt8]
  {
    var pixels = pixels
    pixels.withUnsafeMutableBufferPointer { buffer in
      ShadowBlur(sigma: sigma).apply(
        to: buffer.baseAddress!, width: width, height: height, stride: width)
    }
    return pixels
  }

  @Test func theBoxesAreKovesisForTheSigma() {
    // Kovesi: ideal width √(12σ²/3 + 1), rounded down to odd for the lower width wl, wu = wl + 2,
    // m = round((12σ² − 3wl² − 12wl − 9) / (−4wl − 4)) boxes of wl. σ = 3: √37 = 6.08, so 5
    // and 7, m = round(−36 / −24) = 2: a variance of 2 · (5² − 1) / 12 + (7² − 1) / 12 = 8, the
    // closest three odd boxes come to 9. σ = 2: 3 and 5, m = round(−24 / −16) = 2. σ = 1: 1 and
    // 3, m = round(−12 / −8) = 2.
    #expect(ShadowBlur(sigma: 3).boxes == [5, 5, 7])
    #expect(ShadowBlur(sigma: 2).boxes == [3, 3, 5])
    #expect(ShadowBlur(sigma: 1).boxes == [1, 1, 3])
    #expect(ShadowBlur(sigma: 0.4).boxes == [])
    #expect(ShadowBlur(sigma: .infinity).boxes == [])
    #expect(ShadowBlur(sigma: .nan).boxes == [])
  }

  @Test func aPointUnderSigmaOneSpreadsEvenlyOverThreeByThree() {
    // Boxes 1, 1, 3: the 1-wide passes change nothing, the 3-wide ones split 225 into three
    // 75s along the row, then each into three 25s down the column. The total stays 225.
    let width = 7, height = 7
    var pixels = [UInt8](repeating: 0, count: width * height)
    pixels[3 * width + 3] = 225
    let result = Self.blurred(pixels, width: width, height: height, sigma: 1)
    var expected = [UInt8](repeating: 0, count: width * height)
    for y in 2...4 { for x in 2...4 { expected[y * width + x] = 25 } }
    #expect(result == expected)
    #expect(result.reduce(0) { $0 + Int($1) } == 225)
  }

  @Test func aBlurredDotKeepsItsTotalAndCentreAndSpreadsSymmetrically() {
    // A 5 × 5 dot of 255 (a total of 6,375) in a 41 × 41 image; σ = 3 (boxes 5, 5, 7) spreads it
    // 2 + 2 + 3 = 7 pixels each way, well inside the image, so nothing is lost at the edges.
    let width = 41, height = 41
    var pixels = [UInt8](repeating: 0, count: width * height)
    for y in 18...22 { for x in 18...22 { pixels[y * width + x] = 255 } }
    let result = Self.blurred(pixels, width: width, height: height, sigma: 3)
    #expect(result == Self.model(pixels, width: width, height: height, boxes: [5, 5, 7]))
    // Without rounding, the centre would be 255 · 0.6² = 91.8: along each axis the box kernels
    // 5 ∗ 5 ∗ 7 give the dot's five pixels 19, 22, 23, 22 and 19 of 175 (0.6 of the whole).
    #expect(result[20 * width + 20] == 92)
    // A box pass keeps a row's or column's total exactly but for rounding each output to a
    // whole unit (under half a unit each, mostly cancelling): 6,356, 19 under the 6,375 drawn.
    let total = result.reduce(0) { $0 + Int($1) }
    #expect(total == 6_356)
    #expect(abs(total - 6_375) * 100 <= 6_375)
    // Outside the 7-pixel reach nothing is drawn: rows and columns 0…10 and 30…40 stay 0.
    #expect(
      (0..<width).allSatisfy { x in result[10 * width + x] == 0 && result[30 * width + x] == 0 })
    #expect(
      (0..<height).allSatisfy { y in result[y * width + 10] == 0 && result[y * width + 30] == 0 })
    #expect(result[11 * width + 20] > 0 && result[29 * width + 20] > 0)
    for offset in 1...10 {
      // Mirror images along both axes and the diagonal are equal, falling off from the centre.
      #expect(result[20 * width + 20 + offset] == result[20 * width + 20 - offset])
      #expect(result[(20 + offset) * width + 20] == result[20 * width + 20 + offset])
      #expect(result[20 * width + 20 + offset] <= result[20 * width + 20 + offset - 1])
    }
  }

  @Test func randomImagesOfEverySizeMatchThePlainModel() {
    // Sizes narrower and shorter than a box, odd strides, sparse and dense images; σ from the
    // smallest blurred (0.5) to boxes wider than the image.
    var state: UInt64 = 0x5EED_B1A5
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    for (width, height) in [(1, 1), (2, 9), (9, 2), (13, 17), (40, 3), (31, 31)] {
      for sigma in [0.5, 1, 2.5, 4, 9] {
        let pixels = (0..<(width * height)).map { _ in next() % 3 == 0 ? UInt8(next() % 256) : 0 }
        let stride = width + 3
        var padded = [UInt8](repeating: 0xA5, count: stride * height)
        for y in 0..<height {
          for x in 0..<width { padded[y * stride + x] = pixels[y * width + x] }
        }
        padded.withUnsafeMutableBufferPointer { buffer in
          ShadowBlur(sigma: sigma).apply(
            to: buffer.baseAddress!, width: width, height: height, stride: stride)
        }
        let expected = Self.model(
          pixels, width: width, height: height, boxes: ShadowBlur(sigma: sigma).boxes)
        let result = (0..<height).flatMap { y in padded[(y * stride)..<(y * stride + width)] }
        #expect(result == expected, "\(width) × \(height), σ \(sigma)")
        // The bytes past each row's width are not the image's: left alone.
        let padding = (0..<height).flatMap { y in padded[(y * stride + width)..<((y + 1) * stride)]
        }
        #expect(padding.allSatisfy { $0 == 0xA5 }, "\(width) × \(height), σ \(sigma)")
      }
    }
  }
}
