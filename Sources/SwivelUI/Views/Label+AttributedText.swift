extension Label {
  /// The styled text shown (`UILabel.attributedText`).
  ///
  /// Setting it sets ``text`` to its characters; attributes it leaves unset (font, colour,
  /// paragraph style) come from the label's ``font``, ``textColor``, ``textAlignment`` and
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
        text, attributes: TextAttributes(font: font, foregroundColor: textColor, paragraphStyle: paragraph))
    }
    set {
      settingAttributedText = true
      defer { settingAttributedText = false }
      attributedStorage = newValue
      text = newValue?.string
      textDidChange()
    }
  }

  /// Sets attributes over the whole attributed text, if the label shows some.
  func applyToAttributedText(_ attributes: TextAttributes) {
    attributedStorage = attributedStorage?.addingAttributes(attributes)
  }

  /// Changes the paragraph style of every run of the attributed text, if the label shows some.
  func applyToParagraphs(_ change: (inout ParagraphStyle) -> Void) {
    guard var attributed = attributedStorage else { return }
    for run in attributed.runs {
      var paragraph = run.attributes.paragraphStyle ?? ParagraphStyle()
      change(&paragraph)
      attributed.addAttributes(TextAttributes(paragraphStyle: paragraph), range: run.range)
    }
    attributedStorage = attributed
  }

  /// The text to lay out, or nil when there is none; cached until something changes.
  var content: LabelContent? {
    if let cachedContent { return cachedContent }
    guard let text, !text.isEmpty else { return nil }
    let content =
      attributedStorage.map { LabelContent(attributed: $0, label: self) }
      ?? LabelContent(text: text, label: self)
    cachedContent = content
    return content
  }
}
