/// A view that shows an image (`UIImageView`), placed by its ``contentMode``.
///
/// Like UIKit, the image is not clipped to the bounds unless `clipsToBounds` is set, so
/// ``ContentMode/scaleAspectFill`` overflows by default. User interaction is off by default.
open class ImageView: View {
  /// How the image is fitted into the bounds (`UIView.ContentMode`, the image cases).
  public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    /// Stretched to fill the bounds exactly (the default).
    case scaleToFill
    /// Scaled to fit inside the bounds, aspect ratio kept, centred (letterboxed).
    case scaleAspectFit
    /// Scaled to cover the bounds, aspect ratio kept, centred (may overflow).
    case scaleAspectFill
    /// At its natural size, centred.
    case center
    /// At its natural size, centred horizontally, at the top.
    case top
    /// At its natural size, centred horizontally, at the bottom.
    case bottom
    /// At its natural size, centred vertically, at the left.
    case left
    /// At its natural size, centred vertically, at the right.
    case right
  }

  /// The image shown; nil shows nothing.
  public var image: Image? { didSet { invalidateIntrinsicContentSize() } }
  /// How the image is placed; `.scaleToFill` by default.
  public var contentMode: ContentMode = .scaleToFill

  /// Creates an image view with an image, sized to it.
  public convenience init(image: Image?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  /// Creates an image view with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// The image's size in points (zero without an image).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    image?.size ?? .zero
  }

  /// The image's size in points, or no intrinsic size at all without an image.
  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// Where the whole image lands, in bounds coordinates, for the current content mode; nil
  /// without an image or when it has no pixels.
  public var imageRect: CGRect? {
    guard let image, image.bitmap.width > 0, image.bitmap.height > 0 else { return nil }
    let b = bounds, natural = image.size
    func centred(_ size: CGSize) -> CGRect {
      CGRect(x: b.minX + (b.width - size.width) / 2, y: b.minY + (b.height - size.height) / 2,
        width: size.width, height: size.height)
    }
    switch contentMode {
    case .scaleToFill:
      return b
    case .scaleAspectFit, .scaleAspectFill:
      let sx = b.width / natural.width, sy = b.height / natural.height
      let s = contentMode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
      return centred(CGSize(width: natural.width * s, height: natural.height * s))
    case .center:
      return centred(natural)
    case .top:
      return CGRect(x: b.minX + (b.width - natural.width) / 2, y: b.minY, width: natural.width, height: natural.height)
    case .bottom:
      return CGRect(
        x: b.minX + (b.width - natural.width) / 2, y: b.maxY - natural.height, width: natural.width,
        height: natural.height)
    case .left:
      return CGRect(x: b.minX, y: b.minY + (b.height - natural.height) / 2, width: natural.width, height: natural.height)
    case .right:
      return CGRect(
        x: b.maxX - natural.width, y: b.minY + (b.height - natural.height) / 2, width: natural.width,
        height: natural.height)
    }
  }

  override func drawingContent() -> [RenderContent] {
    guard let image, let rect = imageRect else { return [] }
    return [.image(ImageDraw(bitmap: image.bitmap, rect: rect, clip: rect))]
  }
}
