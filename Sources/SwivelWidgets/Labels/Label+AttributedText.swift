extension Label {
  /// The styled text shown (`UILabel.attributedText`).
  ///
  /// Setting it sets ``text`` to its characters, and ``font``, ``textColor``,
  /// ``textAlignment`` and ``lineBreakMode`` to the attributes of its first character that are
  /// set, as UIKit does. Ranges that set no font or colour get the label's font and colour
  /// from before the change; a range without a paragraph style follows ``textAlignment`` and
  /// ``lineBreakMode``. When plain ``text`` was set, it returns that text with the label-wide
  /// attributes: the font, the colour and a paragraph style with the alignment and line break
  /// mode. Setting ``text`` afterwards drops the attributes.
  public var attributedText: AttributedText? {
    get {
      if let attributedStorage { return attributedStorage }
      guard let text else { return nil }
      var paragraph = ParagraphStyle()
      paragraph.alignment = textAlignment
      paragraph.lineBreakMode = lineBreakMode
      return AttributedText(
        text,
        attributes: TextAttributes(
          font: font, foregroundColor: textColor, paragraphStyle: paragraph))
    }
    set {
      settingAttributedText = true
      defer { settingAttributedText = false }
      attributedStorage = newValue.map(filledWithLabelDefaults)
      text = newValue?.string
      if let newValue, newValue.length > 0 {
        let first = newValue.attributes(at: 0)
        if let font = first.font { ownFont = font }
        if let color = first.foregroundColor { ownTextColor = color }
        if let paragraph = first.paragraphStyle {
          textAlignment = paragraph.alignment
          lineBreakMode = paragraph.lineBreakMode
        }
      }
      textDidChange()
    }
  }

  /// ``attributedText`` under another name, for SwivelUIKit, whose `attributedText` is
  /// Foundation's `NSAttributedString` and hides this one in files that import it.
  @_spi(UIKitNames) public var styledText: AttributedText? {
    get { attributedText }
    set { attributedText = newValue }
  }

  /// The text with the label's current font and colour where it sets none, so that the
  /// properties taken from its first character do not restyle the rest.
  private func filledWithLabelDefaults(_ text: AttributedText) -> AttributedText {
    let defaults = TextAttributes(font: font, foregroundColor: textColor)
    return text.mappingAttributes { defaults.merging($0) }
  }

  /// Sets attributes over the whole attributed text, if the label shows some.
  func applyToAttributedText(_ attributes: TextAttributes) {
    attributedStorage = attributedStorage?.addingAttributes(attributes)
  }

  /// Changes the paragraph style of every run of the attributed text, if the label shows some.
  func applyToParagraphs(_ change: (inout ParagraphStyle) -> Void) {
    attributedStorage = attributedStorage?.mappingAttributes { attributes in
      var paragraph = attributes.paragraphStyle ?? ParagraphStyle()
      change(&paragraph)
      return attributes.merging(TextAttributes(paragraphStyle: paragraph))
    }
  }

  /// The text to lay out, or nil when there is none, in the traits' pseudo-locale; cached
  /// until something changes (the text, its settings, or the pseudo-locale of the traits).
  var content: LabelContent? {
    let locale = windowPseudoLocale
    if let cachedContent, cachedContent.pseudoLocale == locale { return cachedContent }
    guard let text, !text.isEmpty else { return nil }
    var content =
      attributedStorage.map { LabelContent(attributed: $0, label: self) }
      ?? LabelContent(text: text, label: self)
    if locale != .none { content = content.pseudoLocalized(locale) }
    cachedLayout = nil  // laid out for the characters before
    cachedContent = content
    return content
  }

  /// The characters the label lays out and draws: its text, rewritten by the traits'
  /// pseudo-locale (`TraitCollection.pseudoLocale`); nil when it shows nothing. ``text``
  /// itself never changes.
  public var laidOutText: String? {
    guard let content else { return nil }
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: content.units.map(\.scalar))
    return String(scalars)
  }
}

extension Label {
  /// The size the label's text takes when its lines wrap at `maxWidth` (`.infinity`: one line per
  /// paragraph) and at most `maxLines` are shown (0: no limit), in points, not rounded: the
  /// measurement behind UIKit's `NSString` and `NSAttributedString` sizing methods in SwivelUIKit.
  @_spi(UIKitNames) public func unroundedTextSize(maxWidth: CGFloat, maxLines: Int) -> CGSize {
    content?.layout(maxWidth: maxWidth, maxLines: maxLines).size ?? .zero
  }
}
