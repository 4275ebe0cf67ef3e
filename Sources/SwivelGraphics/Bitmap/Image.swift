/// An image: a bitmap and the scale it was made for (`UIImage`). Its size in points is its
/// pixel size divided by the scale.
public struct Image: Sendable, Equatable {
  /// The pixels.
  public var bitmap: Bitmap
  /// Pixels per point.
  public var scale: CGFloat

  /// Creates an image from a bitmap at a scale (1 by default).
  ///
  /// - Precondition: `scale` is finite and positive.
  public init(bitmap: Bitmap, scale: CGFloat = 1) {
    requirePrecondition(scale.isFinite && scale > 0, "Image scale must be finite and positive, got \(scale)")
    self.bitmap = bitmap
    self.scale = scale
  }

  /// The size in points.
  public var size: CGSize {
    CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
  }
}
