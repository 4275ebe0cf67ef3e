import SwivelSupport

/// A rectangle of pixels: what a render produces and what a golden image decodes to.
///
/// Pixels are stored row-major, top row first, with no padding, as 32-bit words in
/// **premultiplied ARGB** (`0xAARRGGBB` read as a `UInt32`), the layout Cairo draws into.
/// Two bitmaps are equal when their sizes and every pixel word are equal (their ``scale`` does
/// not count).
public struct Bitmap: Sendable, Equatable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// `width × height` premultiplied ARGB words, row-major.
  public var pixels: [UInt32]
  /// Pixels per point of the render that made the bitmap (a 2× screen's render is 2), so a
  /// size in pixels can be told in points; 1 for bitmaps made any other way.
  public var scale: CGFloat = 1

  /// Whether the sizes and every pixel word are equal; the ``scale`` is not compared.
  public static func == (lhs: Bitmap, rhs: Bitmap) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height && lhs.pixels == rhs.pixels
  }

  /// Creates a bitmap filled with one premultiplied ARGB word (transparent by default).
  ///
  /// - Precondition: `width` and `height` are not negative and their product fits in an `Int`
  ///   (checked with a message in release builds too).
  public init(width: Int, height: Int, fill: UInt32 = 0) {
    Self.requireValidSize(width, height)
    self.width = width
    self.height = height
    self.pixels = [UInt32](repeating: fill, count: width * height)
  }

  /// Creates a bitmap from existing premultiplied ARGB words.
  ///
  /// - Precondition: `pixels.count == width × height`.
  public init(width: Int, height: Int, pixels: [UInt32]) {
    Self.requireValidSize(width, height)
    requirePrecondition(
      pixels.count == width * height,
      "Bitmap(width: \(width), height: \(height), pixels:) needs \(width * height) pixels, got "
        + "\(pixels.count): pass width × height premultiplied ARGB words, row-major")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Stops with a message (in release builds too) for a negative or overflowing size.
  static func requireValidSize(_ width: Int, _ height: Int) {
    requirePrecondition(
      width >= 0 && height >= 0,
      "Bitmap size must not be negative: got \(width)×\(height); pass a width and height of 0 or more"
    )
    requirePrecondition(
      !width.multipliedReportingOverflow(by: height).overflow,
      "Bitmap size \(width)×\(height) has more pixels than an Int can count; pass a smaller size")
  }

  /// The premultiplied ARGB word at a pixel.
  ///
  /// - Precondition: the pixel lies inside the bitmap.
  public subscript(x: Int, y: Int) -> UInt32 {
    get {
      requirePrecondition(
        x >= 0 && x < width && y >= 0 && y < height,
        "pixel (\(x), \(y)) is outside the \(width)×\(height) bitmap: x must be in 0..<\(width), y in 0..<\(height)"
      )
      return pixels[y * width + x]
    }
    set {
      requirePrecondition(
        x >= 0 && x < width && y >= 0 && y < height,
        "pixel (\(x), \(y)) is outside the \(width)×\(height) bitmap: x must be in 0..<\(width), y in 0..<\(height)"
      )
      pixels[y * width + x] = newValue
    }
  }
}
