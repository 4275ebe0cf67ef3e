import SwivelSupport

/// Why a render could not be made. Every case names what was wrong and where.
///
/// The rules, checked before anything is drawn or allocated:
/// - **NaN and infinity are rejected, never skipped.** A drawn view whose `center`, `bounds`,
///   `layer.anchorPoint`, `transform`, `alpha`, `cornerRadius` or `borderWidth` is NaN or
///   infinite fails with ``invalidGeometry(path:field:value:)``, naming the view and that
///   property (a NaN `frame` is reported as the `center` it set), as does a table row whose
///   height is (the field names the row). Hit testing, by contrast, never hits such a view.
/// - **Singular transforms are not errors.** A view whose transform (with its ancestors')
///   cannot be inverted, such as `CGAffineTransform(scaleX: 0, y: 0)`, draws nothing, nor
///   does its subtree, as in UIKit; the rest renders normally.
/// - **Sizes and scales are checked as floating point before any conversion to `Int`**, so
///   `width: 1e300` or `scale: 1e-300` are ``imageTooLarge(width:height:)`` and
///   ``invalidScale(_:)``, never a trap.
/// - **Depth is bounded** by `RenderLimits.maxDepth`: ``hierarchyTooDeep(path:limit:)``.
/// - **Text size is bounded** by `RenderLimits.maxPixelsPerEm`, FreeType's limit:
///   ``textTooLarge(path:pointSize:pixelsPerEm:)`` refuses that render only, and the font
///   stays usable for the next.
public enum RenderError: Error, Equatable, CustomStringConvertible {
  /// A view has a value that cannot be drawn (NaN, infinite, or beyond Cairo's coordinate
  /// range of ±`RenderLimits.coordinateLimit` device pixels).
  case invalidGeometry(path: String, field: String, value: String)
  /// The image would be larger than `RenderLimits.maxSide` pixels on a side or
  /// `RenderLimits.maxPixels` pixels in all, or its size is not finite.
  case imageTooLarge(width: Double, height: Double)
  /// The image size in points is NaN (what a NaN `bounds` gives).
  case invalidImageSize(width: Double, height: Double)
  /// The scale is NaN, infinite, or outside `RenderLimits.scaleRange`.
  case invalidScale(Double)
  /// The view tree is deeper than `RenderLimits.maxDepth`; `path` names the deepest view
  /// kept, whose subviews were left out.
  case hierarchyTooDeep(path: String, limit: Int)
  /// Text in the view at `path` is larger on the device than FreeType can draw: `pointSize`
  /// points come to `pixelsPerEm` pixels per em with the scale and the transforms, more than
  /// `RenderLimits.maxPixelsPerEm`.
  case textTooLarge(path: String, pointSize: Double, pixelsPerEm: Double)
  /// A pinned font file could not be loaded.
  case font(FontError)
  /// Cairo reported an error.
  case cairo(String)

  /// One line: what was expected, what was found, what to do.
  public var description: String {
    switch self {
    case .invalidGeometry(let path, let field, let value):
      return "cannot render \(path): its \(field) is \(value); geometry must be finite and within "
        + "±\(Int(RenderLimits.coordinateLimit)) pixels"
    case .imageTooLarge(let width, let height):
      return "cannot render a \(Self.text(width))×\(Self.text(height))-pixel image: the limit is "
        + "\(RenderLimits.maxSide) pixels a side and \(RenderLimits.maxPixels) pixels in all; "
        + "render a smaller view or a lower scale"
    case .invalidImageSize(let width, let height):
      return
        "cannot render an image of \(Self.text(width))×\(Self.text(height)) points: the size must "
        + "be a number; give the view finite bounds"
    case .invalidScale(let scale):
      return "cannot render at scale \(Self.text(scale)): the scale must be finite and within "
        + "\(Self.text(RenderLimits.scaleRange.lowerBound))…\(Self.text(RenderLimits.scaleRange.upperBound)) "
        + "pixels per point; pass a scale in that range"
    case .hierarchyTooDeep(let path, let limit):
      return "cannot render a view tree more than \(limit) levels deep: \(path) has subviews below "
        + "that depth; flatten the hierarchy"
    case .textTooLarge(let path, let pointSize, let pixelsPerEm):
      return
        "cannot render \(path): its text at \(Self.text(pointSize)) pt is \(Self.text(pixelsPerEm)) pixels per em "
        + "with the scale and transforms, and FreeType draws at most \(Self.text(Double(RenderLimits.maxPixelsPerEm))); "
        + "use a smaller font, scale or transform"
    case .font(let error):
      return "cannot render text: \(error)"
    case .cairo(let message):
      return "Cairo failed while rendering: \(message)"
    }
  }

  private static func text(_ value: Double) -> String { PlainNumber.text(value) }
}
