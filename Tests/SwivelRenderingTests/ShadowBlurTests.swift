import Testing
@testable import SwivelRendering

/// The shadow blur's arithmetic: the multiply-and-shift division is exact over every sum a blur
/// can form, and the blur keeps an image's total and its symmetry.
@Suite struct ShadowBlurTests {
  @Test func theReciprocalDivisionIsExactForEveryBoxAndSum() {
    // Every odd box width the fast path serves, every sum a box of bytes can reach (n ≤ 256 · d),
    // stepping through the range with the values next to each multiple of d, where an inexact
    // reciprocal would first go wrong.
    for divisor in stride(from: 1, through: Divider.largestFastDivisor, by: 2) {
      let divide = Divider(divisor)
      for quotient in 0...256 {
        for n in [quotient * divisor - 1, quotient * divisor, quotient * divisor + divisor - 1] where n >= 0 {
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

  @Test func aBlurredDotSpreadsSymmetricallyAndKeepsItsCentreBrightest() {
    let width = 41, height = 41
    var pixels = [UInt8](repeating: 0, count: width * height)
    for y in 18...22 { for x in 18...22 { pixels[y * width + x] = 255 } }
    pixels.withUnsafeMutableBufferPointer { buffer in
      ShadowBlur(sigma: 3).apply(to: buffer.baseAddress!, width: width, height: height, stride: width)
    }
    let centre = pixels[20 * width + 20]
    #expect(centre < 255 && centre > 0)
    for offset in 1...10 {
      // Mirror images along both axes and the diagonal are equal.
      #expect(pixels[20 * width + 20 + offset] == pixels[20 * width + 20 - offset])
      #expect(pixels[(20 + offset) * width + 20] == pixels[20 * width + 20 + offset])
      #expect(pixels[20 * width + 20 + offset] <= pixels[20 * width + 20 + offset - 1])
    }
    #expect(pixels[0] == 0)
  }
}
