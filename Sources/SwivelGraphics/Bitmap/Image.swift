/// An image: a bitmap and the scale it was made for (`UIImage`). Its size in points is its
/// pixel size divided by the scale.
///
/// An immutable class, as `UIImage` is, so that UIKit code's `extension UIImage { class func
/// … }` compiles; it compares by value (its pixels and scale).
public final class Image: Sendable, Equatable {
  /// The pixels.
  public let bitmap: Bitmap
  /// Pixels per point.
  public let scale: CGFloat

  /// Creates an image from a bitmap at a scale (1 by default).
  ///
  /// - Precondition: `scale` is finite and positive.
  public init(bitmap: Bitmap, scale: CGFloat = 1) {
    precondition(scale.isFinite && scale > 0, "Image scale must be finite and positive, got \(scale)")
    self.bitmap = bitmap
    self.scale = scale
  }

  /// The size in points.
  public var size: CGSize {
    CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
  }

  /// Equal when the pixels and the scale are.
  public static func == (lhs: Image, rhs: Image) -> Bool {
    lhs === rhs || (lhs.scale == rhs.scale && lhs.bitmap == rhs.bitmap)
  }
}
