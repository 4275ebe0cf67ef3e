import SwivelSupport

/// An image: a bitmap, the scale it was made for and how it is turned to be shown
/// (`UIImage`). Its size in points is its upright pixel size divided by the scale.
///
/// An immutable class, as `UIImage` is, so that UIKit code's `extension UIImage { class func
/// … }` compiles; it compares by value (its pixels, scale and orientation).
public final class Image: Sendable, Equatable {
  /// The pixels as stored (`cgImage`): a photo taken in portrait is stored sideways, and
  /// ``imageOrientation`` turns it upright.
  public let bitmap: Bitmap
  /// Pixels per point.
  public let scale: CGFloat
  /// How ``bitmap`` is turned to be shown (`imageOrientation`); `.up` unless the file said
  /// otherwise (a JPEG's EXIF orientation).
  public let imageOrientation: Orientation

  /// Creates an image from a bitmap at a scale (1 by default), shown turned by `orientation`
  /// (`UIImage(cgImage:scale:orientation:)`).
  ///
  /// - Precondition: `scale` is finite and positive.
  public init(bitmap: Bitmap, scale: CGFloat = 1, orientation: Orientation = .up) {
    requirePrecondition(
      scale.isFinite && scale > 0, "Image scale must be finite and positive, got \(scale)")
    self.bitmap = bitmap
    self.scale = scale
    self.imageOrientation = orientation
  }

  /// The size in points, upright: width and height swap for the quarter-turn orientations,
  /// as `UIImage.size` does.
  public var size: CGSize {
    let width = CGFloat(bitmap.width) / scale, height = CGFloat(bitmap.height) / scale
    return imageOrientation.swapsWidthAndHeight
      ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
  }

  /// Equal when the pixels, the scale and the orientation are.
  public static func == (lhs: Image, rhs: Image) -> Bool {
    lhs === rhs
      || (lhs.scale == rhs.scale && lhs.imageOrientation == rhs.imageOrientation
        && lhs.bitmap == rhs.bitmap)
  }
}
