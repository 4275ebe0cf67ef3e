/// Where two same-size bitmaps differ.
public struct PixelDifference: Sendable, Equatable {
  /// How many pixels differ by more than the threshold in some channel.
  public var count: Int
  /// All pixels compared.
  public var total: Int
  /// The smallest pixel rectangle holding every differing pixel (min inclusive, max exclusive),
  /// or nil when none differ.
  public var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?

  /// Compares two bitmaps of the same size channel by channel.
  ///
  /// - Precondition: the sizes are equal.
  public init(_ actual: Bitmap, _ expected: Bitmap, threshold: UInt8) {
    precondition(actual.width == expected.width && actual.height == expected.height, "sizes differ")
    let width = actual.width
    var count = 0
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    let limit = UInt32(threshold)
    actual.pixels.withUnsafeBufferPointer { a in
      expected.pixels.withUnsafeBufferPointer { e in
        for index in 0..<a.count where a[index] != e[index] {
          if limit > 0 && !PixelDifference.exceeds(a[index], e[index], limit) { continue }
          count += 1
          let x = index % width, y = index / width
          minX = min(minX, x)
          maxX = max(maxX, x)
          minY = min(minY, y)
          maxY = max(maxY, y)
        }
      }
    }
    self.count = count
    self.total = actual.pixels.count
    self.box = count > 0 ? (minX, minY, maxX + 1, maxY + 1) : nil
  }

  /// True when some channel of two words differs by more than `limit`.
  static func exceeds(_ a: UInt32, _ b: UInt32, _ limit: UInt32) -> Bool {
    for shift in stride(from: 0, to: 32, by: 8) {
      let x = (a >> UInt32(shift)) & 0xFF, y = (b >> UInt32(shift)) & 0xFF
      if (x > y ? x - y : y - x) > limit { return true }
    }
    return false
  }

  /// Equal counts, totals and boxes.
  public static func == (lhs: PixelDifference, rhs: PixelDifference) -> Bool {
    lhs.count == rhs.count && lhs.total == rhs.total && lhs.box.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] }
      == rhs.box.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] }
  }
}

extension PixelDifference {
  /// A picture of the difference: differing pixels opaque red, the rest the expected image
  /// faded to a light grey, so the changes stand out in context.
  public static func diffImage(_ actual: Bitmap, _ expected: Bitmap, threshold: UInt8) -> Bitmap {
    var image = Bitmap(width: expected.width, height: expected.height)
    let limit = UInt32(threshold)
    for index in 0..<expected.pixels.count {
      let a = actual.pixels[index], e = expected.pixels[index]
      if a != e && (limit == 0 || exceeds(a, e, limit)) {
        image.pixels[index] = 0xFFFF_0000
      } else {
        let rgba = RGBA8(premultiplied: e)
        let luma = (UInt32(rgba.r) * 299 + UInt32(rgba.g) * 587 + UInt32(rgba.b) * 114) / 1000
        let faded = 255 - (255 - luma * UInt32(rgba.a) / 255) * 3 / 10
        image.pixels[index] = 0xFF00_0000 | faded << 16 | faded << 8 | faded
      }
    }
    return image
  }
}
