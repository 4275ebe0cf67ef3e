/// A view that shows one or more lines of read-only text (`UILabel`).
///
/// Defaults follow UIKit: 17-pt system font, black text, one line, left (natural) alignment,
/// tail truncation, user interaction off. Text is vertically centred in the bounds and clipped
/// to them, and it is measured with the same font file and engine that draws it. Styled text
/// goes in ``attributedText``.
open class Label: View {
  /// The text shown; nil or empty draws nothing. Setting it drops the attributes of
  /// ``attributedText``, as in UIKit; setting ``attributedText`` sets it to the characters.
  open var text: String? {
    didSet {
      guard !settingAttributedText else { return }  // attributedText's setter finishes the change
      let droppedAttributes = attributedStorage != nil
      attributedStorage = nil
      if text != oldValue || droppedAttributes { textDidChange() }
    }
  }

  /// The styled text, when it was set through ``attributedText``.
  var attributedStorage: AttributedText?
  var settingAttributedText = false

  var ownFont: Font?
  /// The font; setting nil restores the 17-pt system font. Setting it while the label shows
  /// ``attributedText`` applies it to the whole string, as in UIKit.
  open var font: Font! {
    get { ownFont ?? Font.systemFont(ofSize: 17) }
    set {
      ownFont = newValue
      applyToAttributedText(TextAttributes(font: font))
      textDidChange()
    }
  }

  var ownTextColor: Color?
  /// The text colour; setting nil restores the default, `Color.label`
  /// (black, white in the dark appearance). Setting it while the label shows
  /// ``attributedText`` applies it to the whole string, as in UIKit.
  open var textColor: Color! {
    get { ownTextColor ?? .label }
    set {
      ownTextColor = newValue
      applyToAttributedText(TextAttributes(foregroundColor: textColor))
      styleDidChange()
    }
  }

  /// Horizontal alignment of each line; applied to the whole of ``attributedText`` when set.
  open var textAlignment: TextAlignment = .natural {
    didSet {
      if !settingAttributedText { applyToParagraphs { $0.alignment = textAlignment } }
      styleDidChange()
    }
  }
  /// Whether a text-style font follows the content size category (see Label+DynamicType.swift).
  public var adjustsFontForContentSizeCategory = false
  /// The most lines shown; 0 means as many as the height allows. 1 by default.
  open var numberOfLines = 1 { didSet { if numberOfLines != oldValue { textDidChange() } } }
  /// How lines wrap and how the last one is shortened; tail truncation by default. Applied to
  /// the whole of ``attributedText`` when set.
  ///
  /// Lines before the last visible one always wrap (by character for `.byCharWrapping`, else by
  /// word); only the last visible line is clipped or truncated, at its head, middle or tail.
  public var lineBreakMode: LineBreakMode = .byTruncatingTail {
    didSet {
      if !settingAttributedText { applyToParagraphs { $0.lineBreakMode = lineBreakMode } }
      textDidChange()
    }
  }
  /// The width a multi-line label wraps at when it reports its ``intrinsicContentSize``
  /// (`preferredMaxLayoutWidth`); 0, the default, wraps at the current width.
  public var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// Whether the label shrinks its text to fit its bounds (`adjustsFontSizeToFitWidth`): one
  /// line to its width, several lines to its width and height; false by default. See
  /// ``minimumScaleFactor``.
  public var adjustsFontSizeToFitWidth = false { didSet { textDidChange() } }
  /// The smallest multiplier of the font sizes that ``adjustsFontSizeToFitWidth`` may use
  /// (`minimumScaleFactor`); 0 by default, which does not shrink the text at all.
  public var minimumScaleFactor: CGFloat = 0 { didSet { textDidChange() } }
  /// Where shrunk text sits vertically (`baselineAdjustment`); `.alignBaselines` by default.
  public var baselineAdjustment: BaselineAdjustment = .alignBaselines { didSet { textDidChange() } }

  var cachedContent: LabelContent?
  var cachedLayout: (size: CGSize, layout: TextLayout, scale: CGFloat)?

  /// Creates a label with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// UIKit's label: an element while it shows text, read as its text, `staticText`.
  package var accessibilityDefaults: AccessibilityDefaults {
    let shown = attributedStorage?.string ?? text ?? ""
    return AccessibilityDefaults(
      isElement: !shown.isEmpty, label: shown.isEmpty ? nil : shown, traits: .staticText)
  }

  /// Swivel reads no archives: fails (returns nil), as `View.init(coder:)` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The size of the text: one line's full width when ``numberOfLines`` is 1, otherwise the
  /// lines wrapped to `size.width` (no limit when it is 0 or less), with the paragraph style's
  /// line spacing between lines. Rounded up to the pixel grid of the view's `View.pixelScale`,
  /// as UIKit rounds to its screen's (a 17-pt system-font line is 20.33 pt tall at 3×, 20.5 pt
  /// at 2×). Empty text measures `.zero`. Text that ``adjustsFontSizeToFitWidth`` shrinks
  /// measures at its full size, as in UIKit.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let content else { return .zero }
    let width = numberOfLines == 1 || size.width <= 0 ? CGFloat.infinity : size.width
    let measured = content.layout(maxWidth: width, maxLines: numberOfLines).size
    let scale = pixelScale
    return CGSize(
      width: measured.width.ceiledToPixel(scale: scale),
      height: measured.height.ceiledToPixel(scale: scale))
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
    guard let content else { return (height - font.lineHeight) / 2 + font.ascender }
    let wrap = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width
    let layout = content.layout(
      maxWidth: numberOfLines == 1 || wrap <= 0 ? .infinity : wrap, maxLines: numberOfLines)
    let index = last ? layout.lines.count - 1 : 0
    let top = (height - layout.size.height) / 2
    return top + layout.lines[index].ascent + layout.top(ofLine: index)
  }

  /// Drops the cached content and layout and tells a stack view holding the label.
  func textDidChange() {
    cachedContent = nil
    cachedLayout = nil
    invalidateIntrinsicContentSize()
  }

  /// Drops the cached content after a change that moves no line (colour, alignment).
  func styleDidChange() {
    cachedContent = nil
    cachedLayout = nil
  }

  /// The lines currently shown, after wrapping, shrinking and truncation (for tests and dumps).
  public var displayedLines: [String] {
    textLayout?.lines.map(\.text) ?? []
  }

  /// Draws the text in `rect` (`drawText(in:)`), in the bounds' coordinates: the lines laid
  /// out for `rect`'s size and centred in it vertically, clipped to the bounds. Swivel calls it
  /// with the bounds when it renders a label of a class of yours; override it to move the
  /// text, as UIKit code insets a padded label's:
  ///
  /// ```swift
  /// override func drawText(in rect: CGRect) {
  ///   super.drawText(in: rect.inset(by: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)))
  /// }
  /// ```
  ///
  /// It draws into `GraphicsContext.current`, and draws nothing when there is none.
  open func drawText(in rect: CGRect) {
    GraphicsContext.current?.record(contentsOf: drawnText(in: rect))
  }

  /// The rectangle the text takes in `bounds` with at most `numberOfLines` lines (0: no limit)
  /// (`textRect(forBounds:limitedToNumberOfLines:)`): at `bounds`' origin, as wide as the
  /// widest line and as tall as the lines, each no larger than `bounds`, rounded up to the
  /// view's pixel grid (`View.pixelScale`).
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect
  {
    guard let content, bounds.width > 0 else { return CGRect(origin: bounds.origin, size: .zero) }
    let size = content.layout(maxWidth: bounds.width, maxLines: max(0, numberOfLines)).size
    let scale = pixelScale
    return CGRect(
      x: bounds.minX, y: bounds.minY,
      width: min(bounds.width, size.width.ceiledToPixel(scale: scale)),
      height: min(bounds.height, size.height.ceiledToPixel(scale: scale)))
  }

  package func drawingContent() -> [RenderContent] {
    // Swivel's own labels draw their text directly; a label of a class of yours goes through
    // its `drawText(in:)`, which it may override.
    guard !SwivelClasses.contains(type(of: self)) else { return drawnText(in: bounds) }
    let context = GraphicsContext(bounds: bounds)
    GraphicsContext.withDrawing(context) { drawText(in: bounds) }
    return context.recorded
  }

  package var shownText: String? { text }

  package var drawnText: String? { laidOutText }

  package var shownTextFontSize: CGFloat? { font.pointSize }
}

extension Label: AccessibilityDefining {
  package var accessibilityParts: [AccessibilityElement]? { nil }
}

extension Label: ContentDrawing {
  package func invalidDrawingProperty() -> RenderNode.InvalidProperty? { nil }
}

extension Label: TextShowing {}
