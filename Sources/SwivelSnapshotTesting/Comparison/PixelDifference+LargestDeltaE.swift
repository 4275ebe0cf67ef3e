import Foundation
import SwivelSupport

extension PixelDifference {
  /// The largest CIE ΔE2000 (see ``ColorDistance``) between two same-size bitmaps' pixels, 0
  /// when they are equal; byte-equal rows are skipped with one `memcmp`.
  ///
  /// - Precondition: the sizes are equal.
  static func largestDeltaE(_ actual: Bitmap, _ expected: Bitmap) -> Double {
    requirePrecondition(
      actual.width == expected.width && actual.height == expected.height,
      "the images are \(actual.width)×\(actual.height) and \(expected.width)×\(expected.height) px; compare sizes first"
    )
    let width = actual.width
    var worst = 0.0
    actual.pixels.withUnsafeBufferPointer { a in
      expected.pixels.withUnsafeBufferPointer { e in
        guard let aBase = a.baseAddress, let eBase = e.baseAddress else { return }
        var cache: [UInt64: Double] = [:]
        for y in 0..<actual.height {
          let rowA = aBase + y * width, rowE = eBase + y * width
          if memcmp(rowA, rowE, width * 4) == 0 { continue }
          for x in 0..<width where rowA[x] != rowE[x] {
            let key = UInt64(rowA[x]) << 32 | UInt64(rowE[x])
            if let known = cache[key] {
              worst = max(worst, known)
              continue
            }
            let distance = ColorDistance.deltaE(rowA[x], rowE[x])
            cache[key] = distance
            worst = max(worst, distance)
          }
        }
      }
    }
    return worst
  }
}
