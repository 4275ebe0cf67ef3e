import Foundation
import SwivelSupport

/// Where two same-size bitmaps differ.
public struct PixelDifference: Sendable, Equatable {
  /// How many pixels differ (beyond the perceptual tolerance, when one was given).
  public var count: Int
  /// All pixels compared.
  public var total: Int
  /// The smallest pixel rectangle holding every differing pixel (min inclusive, max exclusive),
  /// or nil when none differ.
  public var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
  /// The largest CIE ΔE2000 among the pixels whose words differ; measured only when a
  /// perceptual tolerance is in force (nil otherwise).
  public var maxDeltaE: Double?
  /// The tolerance the difference was judged by (for the failure message).
  public var tolerance: SnapshotTolerance = .exact

  /// Compares two bitmaps of the same size. Rows that are byte-equal are skipped with one
  /// `memcmp`; only differing rows are walked pixel by pixel. With `perceptualPrecision` below
  /// 1, a pixel whose ΔE2000 / 100 is at most `1 − perceptualPrecision` counts as matching.
  ///
  /// - Precondition: the sizes are equal.
  public init(_ actual: Bitmap, _ expected: Bitmap, perceptualPrecision: Double = 1) {
    requirePrecondition(
      actual.width == expected.width && actual.height == expected.height,
      "the bitmaps differ in size: \(actual.width)×\(actual.height) and \(expected.width)×\(expected.height)"
    )
    let width = actual.width, height = actual.height
    let perceptual = perceptualPrecision < 1
    let limit = (1 - perceptualPrecision) * 100
    var count = 0, worst = 0.0
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    actual.pixels.withUnsafeBufferPointer { a in
      expected.pixels.withUnsafeBufferPointer { e in
        guard let aBase = a.baseAddress, let eBase = e.baseAddress else { return }
        for y in 0..<height {
          let rowA = aBase + y * width, rowE = eBase + y * width
          if memcmp(rowA, rowE, width * 4) == 0 { continue }
          var x = 0
          while x < width {
            let p = rowA[x], q = rowE[x]
            if p != q {
              var differs = true
              if perceptual {
                let distance = ColorDistance.deltaE(p, q)
                worst = max(worst, distance)
                differs = distance > limit
              }
              if differs {
                count += 1
                if x < minX { minX = x }
                if x > maxX { maxX = x }
                if y < minY { minY = y }
                maxY = y
              }
            }
            x += 1
          }
        }
      }
    }
    self.count = count
    self.total = width * height
    self.box = count > 0 ? (minX, minY, maxX + 1, maxY + 1) : nil
    self.maxDeltaE = perceptual ? worst : nil
  }

  /// Equal counts, totals, boxes and measured distances.
  public static func == (lhs: PixelDifference, rhs: PixelDifference) -> Bool {
    lhs.count == rhs.count && lhs.total == rhs.total && lhs.maxDeltaE == rhs.maxDeltaE
      && lhs.box.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] }
        == rhs.box.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] }
  }
}

extension PixelDifference {
  /// A picture of the difference: pixels whose words differ opaque red, the rest the expected
  /// image faded to a light grey, so the changes stand out in context.
  ///
  /// Rows equal to the row above (in both images) reuse its output with one `memcpy`, so large
  /// flat areas cost almost nothing.
  public static func diffImage(_ actual: Bitmap, _ expected: Bitmap) -> Bitmap {
    requirePrecondition(
      actual.width == expected.width && actual.height == expected.height,
      "the bitmaps differ in size: \(actual.width)×\(actual.height) and \(expected.width)×\(expected.height)"
    )
    let width = expected.width, height = expected.height
    // Every pixel is written below, so a kept buffer's old contents never show.
    var image =
      ReusableBuffers.pixels.take(count: width * height).map {
        Bitmap(width: width, height: height, pixels: $0)
      }
      ?? Bitmap(width: width, height: height)
    guard width > 0, height > 0 else { return image }
    let rowBytes = width * 4
    actual.pixels.withUnsafeBufferPointer { a in
      expected.pixels.withUnsafeBufferPointer { e in
        image.pixels.withUnsafeMutableBufferPointer { out in
          let aBase = a.baseAddress!, eBase = e.baseAddress!, oBase = out.baseAddress!
          var lastIn: UInt32 = 0, lastOut: UInt32 = fade(0)
          for y in 0..<height {
            let rowA = aBase + y * width, rowE = eBase + y * width, rowO = oBase + y * width
            if y > 0, memcmp(rowE, rowE - width, rowBytes) == 0,
              memcmp(rowA, rowA - width, rowBytes) == 0
            {
              memcpy(rowO, rowO - width, rowBytes)
              continue
            }
            var x = 0
            while x < width {
              let p = rowA[x], q = rowE[x]
              if p != q {
                rowO[x] = 0xFFFF_0000
              } else {
                if q != lastIn {
                  lastIn = q
                  lastOut = fade(q)
                }
                rowO[x] = lastOut
              }
              x += 1
            }
          }
        }
      }
    }
    return image
  }

  /// A premultiplied pixel as light grey: its luma over white, pulled 70 % of the way to white.
  private static func fade(_ word: UInt32) -> UInt32 {
    let alpha = word >> 24
    let over = 255 - alpha
    let r = (word >> 16 & 0xFF) + over, g = (word >> 8 & 0xFF) + over, b = (word & 0xFF) + over
    let luma = min(255, (r * 299 + g * 587 + b * 114) / 1000)
    let faded = 255 - (255 - luma) * 3 / 10
    return 0xFF00_0000 | faded << 16 | faded << 8 | faded
  }
}
