/// A view that shows an image (`UIImageView`), placed by its `View.contentMode`.
///
/// Like UIKit, the image is not clipped to the bounds unless `clipsToBounds` is set, so
/// `View.ContentMode.scaleAspectFill` overflows by default. User interaction is off by default.
open class ImageView: View {
  /// The image shown; nil shows nothing.
  open var image: Image? { didSet { invalidateIntrinsicContentSize() } }

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

  /// UIKit's image view: not an element unless the app makes it one, no label (UIKit's comes
  /// from the image's own `accessibilityLabel`, which Swivel's images do not carry), `image`.
  package var accessibilityDefaults: AccessibilityDefaults {
    AccessibilityDefaults(isElement: false, traits: .image)
  }

  /// Swivel reads no archives: fails (returns nil), as `View.init(coder:)` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The image's size in points (zero without an image).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    image?.size ?? .zero
  }

  /// The image's size in points, or no intrinsic size at all without an image.
  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// Where the whole image lands, in bounds coordinates, for the current `View.contentMode`
  /// (see `View.ContentMode.rect(for:in:)`); nil without an image or when it has no pixels.
  public var imageRect: CGRect? {
    guard let image, image.bitmap.width > 0, image.bitmap.height > 0 else { return nil }
    return contentMode.rect(for: image.size, in: bounds)
  }

  package func drawingContent() -> [RenderContent] {
    guard let image, let rect = imageRect else { return [] }
    return [
      .image(
        ImageDraw(bitmap: image.bitmap, rect: rect, clip: rect, orientation: image.imageOrientation)
      )
    ]
  }
}

extension ImageView: AccessibilityDefining {
  package var accessibilityParts: [AccessibilityElement]? { nil }
}

extension ImageView: ContentDrawing {
  package func invalidDrawingProperty() -> RenderNode.InvalidProperty? { nil }
}
