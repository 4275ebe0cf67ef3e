public import Foundation
@_spi(UIKitNames) public import SwivelWidgets

// Styled text as UIKit code writes it: Foundation's own `NSAttributedString` and
// `NSMutableAttributedString` (reference types, as on iOS), with UIKit's attribute keys and
// paragraph styles, which Foundation on Linux lacks. A label converts the string to Swivel's
// typed `AttributedText` when it is set, and back when it is read.

/// `NSUnderlineStyle`: `UnderlineStyle` (UIKit's raw values).
public typealias NSUnderlineStyle = UnderlineStyle
/// `UIBaselineAdjustment`: `BaselineAdjustment`.
public typealias UIBaselineAdjustment = BaselineAdjustment

extension NSAttributedString.Key {
  /// `.font`: a `UIFont`.
  public static let font = NSAttributedString.Key("NSFont")
  /// `.foregroundColor`: a `UIColor`.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// `.underlineStyle`: an `NSUnderlineStyle`'s `rawValue` (or the style itself).
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// `.underlineColor`: a `UIColor`.
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// `.strikethroughStyle`: an `NSUnderlineStyle`'s `rawValue` (or the style itself).
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// `.strikethroughColor`: a `UIColor`.
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// `.paragraphStyle`: an `NSParagraphStyle`.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// `.kern`: kept in the string; Swivel does not draw extra letter spacing.
  public static let kern = NSAttributedString.Key("NSKern")
  /// `.backgroundColor`: kept in the string; Swivel does not draw text backgrounds.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// `.baselineOffset`: kept in the string; Swivel does not raise or lower runs.
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  /// `.link`: kept in the string; drawn as plain text.
  public static let link = NSAttributedString.Key("NSLink")
}

/// `NSParagraphStyle`: a paragraph's line settings, read-only (`NSParagraphStyle.default`).
open class NSParagraphStyle {
  /// The settings, as Swivel's value.
  public internal(set) var style: ParagraphStyle

  /// The default style: no extra spacing, natural alignment, word wrapping (a new object
  /// each time, so that no one style is shared).
  public static var `default`: NSParagraphStyle { NSParagraphStyle() }

  /// Creates the default style.
  public init() {
    style = ParagraphStyle()
  }

  /// A style with Swivel's settings.
  public init(_ style: ParagraphStyle) {
    self.style = style
  }

  /// Points between the bottom of one line and the top of the next (`lineSpacing`).
  open var lineSpacing: CGFloat { style.lineSpacing }
  /// The lines' alignment (`alignment`).
  open var alignment: NSTextAlignment { style.alignment }
  /// How lines wrap and the last is shortened (`lineBreakMode`).
  open var lineBreakMode: NSLineBreakMode { style.lineBreakMode }

  /// A mutable copy (`mutableCopy()`, cast with `as! NSMutableParagraphStyle` as in UIKit).
  open func mutableCopy() -> Any { NSMutableParagraphStyle(style) }
}

/// `NSMutableParagraphStyle`: a paragraph style whose settings can be changed, as UIKit code
/// does before putting it under `.paragraphStyle`:
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.lineSpacing = 4
/// style.alignment = .center
/// ```
open class NSMutableParagraphStyle: NSParagraphStyle {
  /// Points between the bottom of one line and the top of the next (`lineSpacing`).
  open override var lineSpacing: CGFloat {
    get { style.lineSpacing }
    set { style.lineSpacing = newValue }
  }
  /// The lines' alignment (`alignment`).
  open override var alignment: NSTextAlignment {
    get { style.alignment }
    set { style.alignment = newValue }
  }
  /// How lines wrap and the last is shortened (`lineBreakMode`).
  open override var lineBreakMode: NSLineBreakMode {
    get { style.lineBreakMode }
    set { style.lineBreakMode = newValue }
  }
}

extension AttributedText {
  /// Swivel's typed text from a Foundation attributed string: the attributes Swivel draws
  /// (font, colours, underline and strikethrough styles, paragraph style) are kept; the others
  /// are dropped, and so is a value under a key it does not belong to (a colour as `.font`).
  public init(_ string: NSAttributedString) {
    self.init(string.string)
    string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) {
      values, range, _ in
      let attributes = Self.typedAttributes(values)
      if attributes != TextAttributes() {
        addAttributes(attributes, range: range.location..<(range.location + range.length))
      }
    }
  }

  /// The typed attributes of a UIKit attributes dictionary.
  static func typedAttributes(_ values: [NSAttributedString.Key: Any]) -> TextAttributes {
    func style(_ value: Any?) -> UnderlineStyle? {
      switch value {
      case let style as UnderlineStyle: style
      case let raw as Int: UnderlineStyle(rawValue: raw)
      case let number as NSNumber: UnderlineStyle(rawValue: number.intValue)
      default: nil
      }
    }
    var attributes = TextAttributes()
    attributes.font = values[.font] as? Font
    attributes.foregroundColor = values[.foregroundColor] as? Color
    attributes.underlineStyle = style(values[.underlineStyle])
    attributes.underlineColor = values[.underlineColor] as? Color
    attributes.strikethroughStyle = style(values[.strikethroughStyle])
    attributes.strikethroughColor = values[.strikethroughColor] as? Color
    attributes.paragraphStyle = (values[.paragraphStyle] as? NSParagraphStyle)?.style
    return attributes
  }
}

extension TextAttributes {
  /// The attributes under UIKit's keys (a paragraph style as an `NSParagraphStyle`, underline
  /// styles as raw values); unset ones are left out.
  public var dictionary: [NSAttributedString.Key: Any] {
    var values: [NSAttributedString.Key: Any] = [:]
    if let font { values[.font] = font }
    if let foregroundColor { values[.foregroundColor] = foregroundColor }
    if let underlineStyle { values[.underlineStyle] = underlineStyle.rawValue }
    if let underlineColor { values[.underlineColor] = underlineColor }
    if let strikethroughStyle { values[.strikethroughStyle] = strikethroughStyle.rawValue }
    if let strikethroughColor { values[.strikethroughColor] = strikethroughColor }
    if let paragraphStyle { values[.paragraphStyle] = NSParagraphStyle(paragraphStyle) }
    return values
  }

  /// Attributes from a UIKit attributes dictionary: the ones Swivel draws are kept, the others
  /// dropped, as for attributed strings.
  public init(_ dictionary: [NSAttributedString.Key: Any]) {
    self = AttributedText.typedAttributes(dictionary)
  }
}

extension NSAttributedString {
  /// A Foundation attributed string with the attributes of Swivel's typed text, under UIKit's
  /// keys (a paragraph style as an `NSParagraphStyle`, underline styles as raw values).
  public static func bridged(from text: AttributedText) -> NSAttributedString {
    let result = NSMutableAttributedString(string: text.string)
    for run in text.runs {
      let values = run.attributes.dictionary
      let range = NSRange(location: run.range.lowerBound, length: run.range.count)
      if !values.isEmpty { result.setAttributes(values, range: range) }
    }
    return result
  }
}

extension Label {
  /// The styled text shown (`UILabel.attributedText`), as Foundation's `NSAttributedString`:
  /// set one built as on iOS and the label draws it; reading gives the label's text with its
  /// attributes. The label keeps a copy, so changing a mutable string after setting it does
  /// not change the label, as in UIKit. Swivel's typed version is `Label.attributedText` in
  /// files that import only `Swivel`.
  ///
  /// ```swift
  /// let text = NSMutableAttributedString(string: "Sale ", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
  /// text.append(NSAttributedString(string: "$20", attributes: [.strikethroughStyle: NSUnderlineStyle.single.rawValue]))
  /// label.attributedText = text
  /// ```
  public var attributedText: NSAttributedString? {
    get { styledText.map(NSAttributedString.bridged(from:)) }
    set { styledText = newValue.map(AttributedText.init) }
  }
}

extension TextView {
  /// The styled text shown (`UITextView.attributedText`), as Foundation's
  /// `NSAttributedString`; see `UILabel.attributedText`.
  public var attributedText: NSAttributedString? {
    get { styledText.map(NSAttributedString.bridged(from:)) }
    set { styledText = newValue.map(AttributedText.init) }
  }
}
