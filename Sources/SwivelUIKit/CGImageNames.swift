public import Swivel

/// `CGImage`: a `Bitmap`, the pixels of an image with its width and height.
public typealias CGImage = Bitmap

extension Image {
  /// The pixels as stored (`cgImage`), before `imageOrientation` turns them upright.
  public var cgImage: CGImage? { bitmap }

  /// An image of `cgImage`'s pixels at scale 1, upright (`UIImage(cgImage:)`).
  public convenience init(cgImage: CGImage) {
    self.init(bitmap: cgImage)
  }

  /// An image of `cgImage`'s pixels at `scale`, turned by `orientation`
  /// (`UIImage(cgImage:scale:orientation:)`).
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    self.init(bitmap: cgImage, scale: scale, orientation: orientation)
  }
}
