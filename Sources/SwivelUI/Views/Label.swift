/// A view that shows one or more lines of read-only text (`UILabel`).
///
/// Defaults follow UIKit: 17-pt system font, black text, one line, left (natural) alignment,
/// tail truncation, user interaction off. Text is vertically centred in the bounds and clipped
/// to them, and it is measured with the same font file and engine that draws it.
open class Label: View {
  /// The text shown; nil or empty draws nothing.
  public var text: String? { didSet { if text != oldValue { textDidChange() } } }

  private var ownFont: Font?
  /// The font; setting nil restores the 17-pt system font.
  public var font: Font! {
    get { ownFont ?? Font.systemFont(ofSize: 17) }
    set {
      ownFont = newValue
      textDidChange()
    }
  }

  private var ownTextColor: Color?
  /// The text colour; setting nil restores the default, `Color.label` (black, white in the
  /// dark appearance).
  public var textColor: Color! {
    get { ownTextColor ?? .label }
    set { ownTextColor = newValue }
  }

  /// Horizontal alignment of each line.
  public var textAlignment: TextAlignment = .natural
  /// Whether a text-style font follows the content size category (see Label+DynamicType.swift).
  public var adjustsFontForContentSizeCategory = false
  /// The most lines shown; 0 means as many as the height allows. 1 by default.
  public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { textDidChange() } } }
  /// How lines wrap and how the last one is shortened; tail truncation by default.
  public var lineBreakMode: LineBreakMode = .byTruncatingTail {
    didSet { if lineBreakMode != oldValue { textDidChange() } }
  }
  /// The width a multi-line label wraps at when it reports its ``intrinsicContentSize``
  /// (`preferredMaxLayoutWidth`); 0, the default, wraps at the current width.
  public var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
  }

  private var cachedLayout: (size: CGSize, layout: TextLayout)?

  /// Creates a label with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// The size of the text: one line's full width when ``numberOfLines`` is 1, otherwise the
  /// lines wrapped to `size.width` (no limit when it is 0 or less). Rounded up to whole points.
  /// Empty text measures `.zero`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let width = numberOfLines == 1 || size.width <= 0 ? CGFloat.infinity : size.width
    let layout = TextLayout(
      text, font: font, maxWidth: width, maxLines: numberOfLines, lineBreakMode: lineBreakMode)
    let measured = layout.size
    return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
  }

  /// The text's size: one line's full width, or for several lines the lines wrapped at
  /// ``preferredMaxLayoutWidth`` (else the current width; no limit when both are 0).
  open override var intrinsicContentSize: CGSize {
    let wrap = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width
    return sizeThatFits(CGSize(width: wrap, height: 0))
  }

  /// The distance from the top to the first (or last) line's baseline when the label is
  /// `height` tall, its lines centred vertically as they are drawn.
  func baselineOffset(height: CGFloat, last: Bool) -> CGFloat {
    let lineHeight = font.lineHeight
    var lines = 1
    if let text, !text.isEmpty, numberOfLines != 1 {
      let wrap = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width
      lines = max(1, TextLayout(
        text, font: font, maxWidth: wrap > 0 ? wrap : .infinity, maxLines: numberOfLines,
        lineBreakMode: lineBreakMode
      ).lines.count)
    }
    let top = (height - CGFloat(lines) * lineHeight) / 2
    return top + font.ascender + (last ? CGFloat(lines - 1) * lineHeight : 0)
  }

  /// Drops the cached layout and tells a stack view holding the label.
  private func textDidChange() {
    cachedLayout = nil
    invalidateIntrinsicContentSize()
  }

  /// The laid-out text for the current bounds, cached until text, font, line settings or the
  /// bounds size change.
  var textLayout: TextLayout? {
    guard let text, !text.isEmpty else { return nil }
    let size = bounds.size
    if let cached = cachedLayout, cached.size == size { return cached.layout }
    let fitting = max(1, Int(((size.height + 1e-6) / font.lineHeight).rounded(.down)))
    let lines = numberOfLines == 0 ? fitting : min(numberOfLines, fitting)
    let layout = TextLayout(
      text, font: font, maxWidth: size.width, maxLines: lines, lineBreakMode: lineBreakMode)
    cachedLayout = (size, layout)
    return layout
  }

  /// The glyphs to draw, positioned in bounds coordinates.
  var glyphRun: GlyphRun? {
    guard let layout = textLayout, bounds.size.width > 0, bounds.size.height > 0 else { return nil }
    let lineHeight = font.lineHeight
    let top = bounds.minY + (bounds.height - CGFloat(layout.lines.count) * lineHeight) / 2
    var glyphs: [UInt32] = []
    var positions: [CGPoint] = []
    for (index, line) in layout.lines.enumerated() {
      let baseline = top + font.ascender + CGFloat(index) * lineHeight
      let start: CGFloat
      switch resolvedTextAlignment {
      case .left, .natural, .justified: start = bounds.minX
      case .center: start = bounds.minX + (bounds.width - line.width) / 2
      case .right: start = bounds.maxX - line.width
      }
      glyphs += line.glyphs
      positions += line.offsets.map { CGPoint(x: start + $0, y: baseline) }
    }
    return GlyphRun(font: font, color: textColor, glyphs: glyphs, positions: positions, clip: bounds)
  }

  override func drawingContent() -> [RenderContent] {
    glyphRun.map { [.text($0)] } ?? []
  }

  override var dumpText: String? { text }

  override var dumpFontSize: CGFloat? { font.pointSize }

  /// The lines currently shown, after wrapping and truncation (for tests and dumps).
  public var displayedLines: [String] {
    textLayout?.lines.map(\.text) ?? []
  }
}
