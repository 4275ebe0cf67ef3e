/// How one stretch of a label's text is drawn: its attributes with the label's own values
/// filled in.
struct LabelStyle: Hashable {
  var font: Font
  var color: Color
  var underline: UnderlineStyle
  var underlineColor: Color
  var strikethrough: UnderlineStyle
  var strikethroughColor: Color
}

/// A label's text ready to lay out: characters with style indices, the styles, and the
/// paragraph settings, from ``Label/text`` or ``Label/attributedText``.
struct LabelContent {
  var units: [StyledScalar]
  var styles: [LabelStyle]
  /// Each paragraph's alignment.
  var alignments: [TextAlignment]
  var lineSpacing: CGFloat
  var lineBreakMode: LineBreakMode
  /// The pseudo-locale the characters were rewritten for.
  var pseudoLocale = PseudoLocale.none

  /// Plain text in the label's font and colour.
  init(text: String, label: Label) {
    let color: Color = label.textColor
    units = text.unicodeScalars.map { StyledScalar(scalar: $0, style: 0) }
    styles = [
      LabelStyle(
        font: label.font, color: color, underline: [], underlineColor: color, strikethrough: [],
        strikethroughColor: color)
    ]
    alignments = [label.textAlignment]
    lineSpacing = 0
    lineBreakMode = label.lineBreakMode
  }

  /// Attributed text; attributes it does not set come from the label. The paragraph style of
  /// each paragraph's first character sets its alignment; the first paragraph's sets the line
  /// spacing and the line break mode of the whole label.
  init(attributed: AttributedText, label: Label) {
    var styleIndex: [LabelStyle: Int] = [:]
    var styles: [LabelStyle] = []
    var units: [StyledScalar] = []
    units.reserveCapacity(attributed.length)
    var paragraphStyles: [ParagraphStyle?] = []
    var startsParagraph = true
    var runIndex = 0
    var offset = 0
    let runs = attributed.runs
    for scalar in attributed.string.unicodeScalars {
      while runIndex < runs.count - 1 && runs[runIndex].range.upperBound <= offset { runIndex += 1 }
      let attributes = runs[runIndex].attributes
      if startsParagraph {
        paragraphStyles.append(attributes.paragraphStyle)
        startsParagraph = false
      }
      let style = LabelContent.style(attributes, label: label)
      let index: Int
      if let known = styleIndex[style] {
        index = known
      } else {
        index = styles.count
        styles.append(style)
        styleIndex[style] = index
      }
      units.append(StyledScalar(scalar: scalar, style: index))
      if scalar == "\n" || scalar == "\u{2028}" || scalar == "\u{2029}" { startsParagraph = true }
      offset += scalar.utf16.count
    }
    if startsParagraph { paragraphStyles.append(paragraphStyles.last ?? nil) }
    self.units = units
    self.styles = styles.isEmpty ? LabelContent(text: "", label: label).styles : styles
    alignments = paragraphStyles.map { $0?.alignment ?? label.textAlignment }
    lineSpacing = paragraphStyles.first??.lineSpacing ?? 0
    lineBreakMode = paragraphStyles.first??.lineBreakMode ?? label.lineBreakMode
  }

  private static func style(_ attributes: TextAttributes, label: Label) -> LabelStyle {
    let color: Color = attributes.foregroundColor ?? label.textColor
    return LabelStyle(
      font: attributes.font ?? label.font, color: color, underline: attributes.underlineStyle ?? [],
      underlineColor: attributes.underlineColor ?? color,
      strikethrough: attributes.strikethroughStyle ?? [],
      strikethroughColor: attributes.strikethroughColor ?? color)
  }

  /// The same text as `locale` shows it: added characters take their neighbours' styles.
  func pseudoLocalized(_ locale: PseudoLocale) -> LabelContent {
    var copy = self
    copy.pseudoLocale = locale
    let units = self.units
    copy.units = locale.transform(units.map(\.scalar)) { units[$0].style }
      .map { StyledScalar(scalar: $0.scalar, style: $0.style) }
    return copy
  }

  /// Lays the text out with every font multiplied by `scale`.
  func layout(maxWidth: CGFloat, maxLines: Int, scale: CGFloat = 1) -> TextLayout {
    let fonts = styles.map { scale == 1 ? $0.font : $0.font.withSize($0.font.pointSize * scale) }
    return TextLayout(
      units, fonts: fonts, maxWidth: maxWidth, maxLines: maxLines, lineBreakMode: lineBreakMode,
      lineSpacing: lineSpacing)
  }
}
