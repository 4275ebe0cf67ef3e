/// The typed attributes of a range of attributed text (UIKit's `[NSAttributedString.Key: Any]`,
/// with one stored property per key). A nil property is not set: the label's own value applies.
public struct TextAttributes: Sendable, Hashable {
  /// The font (`NSAttributedString.Key.font`); nil uses the label's ``Font``.
  public var font: Font?
  /// The text colour (`NSAttributedString.Key.foregroundColor`); nil uses the label's colour.
  public var foregroundColor: Color?
  /// The underline (`NSAttributedString.Key.underlineStyle`); nil or empty draws none.
  public var underlineStyle: UnderlineStyle?
  /// The underline's colour (`NSAttributedString.Key.underlineColor`); nil uses the text colour.
  public var underlineColor: Color?
  /// The strikethrough (`NSAttributedString.Key.strikethroughStyle`); nil or empty draws none.
  public var strikethroughStyle: UnderlineStyle?
  /// The strikethrough's colour (`NSAttributedString.Key.strikethroughColor`); nil uses the
  /// text colour.
  public var strikethroughColor: Color?
  /// The paragraph's line settings (`NSAttributedString.Key.paragraphStyle`), read from the
  /// first character of each paragraph as in UIKit.
  public var paragraphStyle: ParagraphStyle?

  /// No attributes set.
  public init() {}

  /// Creates attributes; every one left out is not set.
  public init(
    font: Font? = nil, foregroundColor: Color? = nil, underlineStyle: UnderlineStyle? = nil,
    underlineColor: Color? = nil, strikethroughStyle: UnderlineStyle? = nil,
    strikethroughColor: Color? = nil, paragraphStyle: ParagraphStyle? = nil
  ) {
    self.font = font
    self.foregroundColor = foregroundColor
    self.underlineStyle = underlineStyle
    self.underlineColor = underlineColor
    self.strikethroughStyle = strikethroughStyle
    self.strikethroughColor = strikethroughColor
    self.paragraphStyle = paragraphStyle
  }

  /// These attributes with every attribute set in `other` replaced by `other`'s
  /// (`addAttributes(_:range:)`).
  public func merging(_ other: TextAttributes) -> TextAttributes {
    TextAttributes(
      font: other.font ?? font, foregroundColor: other.foregroundColor ?? foregroundColor,
      underlineStyle: other.underlineStyle ?? underlineStyle,
      underlineColor: other.underlineColor ?? underlineColor,
      strikethroughStyle: other.strikethroughStyle ?? strikethroughStyle,
      strikethroughColor: other.strikethroughColor ?? strikethroughColor,
      paragraphStyle: other.paragraphStyle ?? paragraphStyle)
  }
}
