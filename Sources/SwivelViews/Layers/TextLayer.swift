/// A layer that draws a string in one font and colour (`CATextLayer`), with that class's
/// properties and defaults: 36-point text in opaque white, on one line per paragraph,
/// from the top-left corner of the bounds.
///
/// ```swift
/// let caption = TextLayer()
/// caption.frame = CGRect(x: 16, y: 8, width: 200, height: 24)
/// caption.string = "Today"
/// caption.font = UIFont.boldSystemFont(ofSize: 17)
/// caption.fontSize = 17
/// caption.foregroundColor = UIColor.label.cgColor
/// caption.alignmentMode = .center
/// ```
///
/// Text is laid out by the same engine as labels and clipped to the bounds. ``fontSize``
/// sets the size, whatever the size of ``font`` (as in Core Animation, where the font's own
/// size is ignored). Attributed strings are not modelled.
open class TextLayer: Layer {
  /// How lines are placed across the bounds (`CATextLayerAlignmentMode`).
  public enum AlignmentMode: String, Sendable, Hashable, CaseIterable {
    /// Left-aligned for left-to-right text (`natural`, the default).
    case natural
    /// Against the left edge (`left`).
    case left
    /// Against the right edge (`right`).
    case right
    /// Centred (`center`).
    case center
    /// Left-aligned: lines are not stretched (`justified`).
    case justified
  }

  /// Where text that does not fit on its line is cut (`CATextLayerTruncationMode`).
  public enum TruncationMode: String, Sendable, Hashable, CaseIterable {
    /// Not truncated: clipped at the bounds (`none`, the default).
    case none
    /// An ellipsis at the start (`start`).
    case start
    /// An ellipsis at the end (`end`).
    case end
    /// An ellipsis in the middle (`middle`).
    case middle
  }

  /// The text drawn (`string`); nil, nothing, by default.
  public final var string: String?
  /// The typeface (`font`): its face and weight are used, its size is not; nil, the system
  /// font (Core Animation's Helvetica), by default.
  public final var font: Font?
  /// The text's size in points (`fontSize`); 36 by default.
  public final var fontSize: CGFloat = 36
  /// The text's colour (`foregroundColor`, a `CGColor` in Core Animation: pass
  /// `color.cgColor`); opaque white by default, nil for white.
  public final var foregroundColor: Color? = .white
  /// How lines are placed across the bounds (`alignmentMode`); `.natural` by default.
  public final var alignmentMode: AlignmentMode = .natural
  /// Whether text wraps to the bounds' width (`isWrapped`); false, one line per paragraph,
  /// by default.
  public final var isWrapped = false
  /// Where text that does not fit is cut (`truncationMode`); `.none` by default.
  public final var truncationMode: TruncationMode = .none

  /// Creates a text layer with no string.
  public required init() {
    super.init()
  }

  /// The font drawn with: ``font`` at ``fontSize``.
  public final var effectiveFont: Font {
    (font ?? .systemFont(ofSize: fontSize)).withSize(fontSize)
  }

  /// The string laid out for the bounds: wrapped to the width when ``isWrapped``, each
  /// line truncated as ``truncationMode`` says.
  package final var textLayout: TextLayout? {
    guard let string, !string.isEmpty, fontSize > 0, fontSize.isFinite else { return nil }
    let width = bounds.width
    let mode: LineBreakMode =
      switch truncationMode {
      case .none: isWrapped ? .byWordWrapping : .byClipping
      case .start: .byTruncatingHead
      case .end: .byTruncatingTail
      case .middle: .byTruncatingMiddle
      }
    let truncates = truncationMode != .none
    return TextLayout(
      string, font: effectiveFont, maxWidth: isWrapped || truncates ? width : .infinity,
      maxLines: isWrapped || !truncates ? 0 : 1, lineBreakMode: mode)
  }

  /// `fontSize` when it is NaN or infinite.
  override func invalidDrawingProperty() -> RenderNode.InvalidProperty? {
    fontSize.isFinite ? nil : RenderNode.InvalidProperty(name: "fontSize", value: "\(fontSize)")
  }

  override func drawingContent() -> [RenderContent] {
    let bounds = bounds
    guard bounds.width > 0, bounds.height > 0, let layout = textLayout else { return [] }
    var glyphs: [UInt32] = []
    var positions: [CGPoint] = []
    for (index, line) in layout.lines.enumerated() {
      let baseline = bounds.minY + layout.top(ofLine: index) + line.ascent
      let start: CGFloat =
        switch alignmentMode {
        case .natural, .left, .justified: bounds.minX
        case .center: bounds.minX + (bounds.width - line.width) / 2
        case .right: bounds.maxX - line.width
        }
      for (glyph, offset) in zip(line.glyphs, line.drawnOffsets) {
        glyphs.append(glyph)
        positions.append(CGPoint(x: start + offset, y: baseline))
      }
    }
    guard !glyphs.isEmpty else { return [] }
    return [
      .text(
        GlyphRun(
          font: layout.font, color: foregroundColor ?? .white, glyphs: glyphs, positions: positions,
          clip: bounds))
    ]
  }
}
