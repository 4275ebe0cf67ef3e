public import Foundation
public import Swivel
internal import SwivelSupport

// Images drawn in code as iOS draws them (`UIGraphicsImageRenderer`): the actions draw into a
// context exactly as a view's `draw(_:)` does, and Swivel's renderer makes the pixels.

/// How a `UIGraphicsImageRenderer` makes its images (`UIGraphicsImageRendererFormat`).
public final class UIGraphicsImageRendererFormat {
  /// Pixels per point; the main screen's scale by default (`scale`).
  public var scale: CGFloat
  /// Whether the image has no transparency: undrawn pixels are black instead of clear
  /// (`opaque`); false by default.
  public var opaque = false

  /// The default format: the main screen's scale, not opaque (`init()`).
  public init() {
    scale = Screen.main.scale
  }

  /// The default format (`default()`).
  public static func `default`() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat()
  }

  /// The main screen's format (`preferred()`).
  public static func preferred() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat()
  }
}

/// What a renderer's actions draw with (`UIGraphicsImageRendererContext`).
public final class UIGraphicsImageRendererContext {
  /// The drawing context (`cgContext`), also `UIGraphicsGetCurrentContext()` while the actions
  /// run.
  public let cgContext: GraphicsContext
  /// The format the image is made with (`format`).
  public let format: UIGraphicsImageRendererFormat

  init(cgContext: GraphicsContext, format: UIGraphicsImageRendererFormat) {
    self.cgContext = cgContext
    self.format = format
  }

  /// Fills `rect` with the fill colour (`fill(_:)`).
  public func fill(_ rect: CGRect) { cgContext.fill(rect) }

  /// Strokes `rect` with the stroke colour and line width (`stroke(_:)`).
  public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
}

/// Draws images in code (`UIGraphicsImageRenderer`):
///
/// ```swift
/// let dot = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
///   UIColor.systemRed.setFill()
///   context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 8))
/// }
/// ```
public final class UIGraphicsImageRenderer {
  /// The image's bounds, in points.
  public let bounds: CGRect
  /// The format every image is made with (`format`).
  public let format: UIGraphicsImageRendererFormat

  /// A renderer of images of `size` points (`init(size:format:)`).
  public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
    bounds = CGRect(origin: .zero, size: size)
    self.format = format
  }

  /// A renderer of images of `bounds`, whose origin is the drawing's top-left corner
  /// (`init(bounds:format:)`).
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
    self.bounds = bounds
    self.format = format
  }

  /// The image the actions draw (`image(actions:)`).
  ///
  /// - Precondition: the bounds and the scale make an image Swivel renders (a finite, non-empty
  ///   size within the renderer's limits).
  public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    UIImage(bitmap: bitmap(actions: actions), scale: format.scale)
  }

  /// The image the actions draw, as PNG data (`pngData(actions:)`).
  ///
  /// - Precondition: as for ``image(actions:)``.
  public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    Data(PNGEncoder().encode(bitmap(actions: actions), embedDigest: false))
  }

  private func bitmap(actions: (UIGraphicsImageRendererContext) -> Void) -> Bitmap {
    withoutActuallyEscaping(actions) { actions in
      let canvas = Canvas(frame: bounds) { context in
        actions(UIGraphicsImageRendererContext(cgContext: context, format: self.format))
      }
      canvas.bounds.origin = bounds.origin
      canvas.backgroundColor = format.opaque ? .black : nil
      do {
        return try canvas.renderImage(scale: format.scale)
      } catch {
        programmerError(
          "UIGraphicsImageRenderer cannot make a \(bounds.width)×\(bounds.height) pt image at scale "
            + "\(format.scale): \(error)")
      }
    }
  }

  /// The view the actions draw in: its `draw(_:)` runs them with the current context.
  private final class Canvas: View {
    private let actions: (GraphicsContext) -> Void

    init(frame: CGRect, actions: @escaping (GraphicsContext) -> Void) {
      self.actions = actions
      super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
      guard let context = GraphicsContext.current else { return }
      actions(context)
    }
  }
}
