/// The background of a bar: the fills of the appearance the bar shows and its hairline along
/// the content edge (the bottom of a navigation bar, the top of a tab bar or toolbar).
///
/// Which appearance shows is decided when the bar is drawn, by ``appearance``, because it
/// follows the scroll position of the content under the bar, which changes without a layout
/// pass of the bar. Drawing only reads it.
final class BarBackground: View {
  /// The edge the hairline runs along.
  enum HairlineEdge {
    case top, bottom
  }

  /// The appearance to draw now; nil draws nothing.
  var appearance: () -> BarAppearance? = { nil }
  /// Where the hairline goes.
  let hairlineEdge: HairlineEdge
  /// How far the fills reach past the bar's bounds: behind the status bar above a
  /// navigation bar, over the home indicator below a tab bar.
  var extensionAbove: CGFloat = 0
  var extensionBelow: CGFloat = 0

  init(hairlineEdge: HairlineEdge) {
    self.hairlineEdge = hairlineEdge
    super.init(frame: .zero)
    isUserInteractionEnabled = false
  }

  /// Swivel reads no archives: fails (returns nil), as `View.init(coder:)` does.
  required init?(coder: NSCoder) {
    return nil
  }

  package func drawingContent() -> [RenderContent] {
    guard let appearance = appearance() else { return [] }
    let fillRect = CGRect(
      x: bounds.minX, y: bounds.minY - extensionAbove, width: bounds.width,
      height: bounds.height + extensionAbove + extensionBelow)
    let clip = fillRect.insetBy(dx: 0, dy: -1)
    var content = appearance.backgroundFills.map { color in
      RenderContent.path(
        PathDraw(path: Path(rect: fillRect), paint: .fill(color, evenOdd: false), clip: clip))
    }
    if let shadow = appearance.shadowColor, shadow.rgba.a > 0 {
      let line = 1 / pixelScale
      let y = hairlineEdge == .bottom ? bounds.maxY : bounds.minY - line
      let rect = CGRect(x: bounds.minX, y: y, width: bounds.width, height: line)
      content.append(
        .path(PathDraw(path: Path(rect: rect), paint: .fill(shadow, evenOdd: false), clip: clip)))
    }
    return content
  }
}

extension BarBackground: ContentDrawing {
  package func invalidDrawingProperty() -> RenderNode.InvalidProperty? { nil }
}
