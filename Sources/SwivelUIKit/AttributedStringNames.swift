public import Foundation

// UIKit's names for styled text. Foundation on Linux has `NSAttributedString`, but not UIKit's
// attribute keys, `NSParagraphStyle` or `NSUnderlineStyle`, and its `[Key: Any]` attributes are
// not `Sendable`; these names map UIKit code onto Swivel's typed value instead. They shadow
// Foundation's `NSAttributedString` in files that import both.
//
// One difference: Swivel's types are values, so a string or paragraph style being changed
// must be a `var` (`var text = NSMutableAttributedString(string: "…")`), not a `let`.

/// `NSAttributedString`: `AttributedText`.
public typealias NSAttributedString = AttributedText
/// `NSMutableAttributedString`: `AttributedText` (declare it with `var`).
public typealias NSMutableAttributedString = AttributedText
/// `NSParagraphStyle`: `ParagraphStyle`.
public typealias NSParagraphStyle = ParagraphStyle
/// `NSMutableParagraphStyle`: `ParagraphStyle` (declare it with `var`).
public typealias NSMutableParagraphStyle = ParagraphStyle
/// `NSUnderlineStyle`: `UnderlineStyle`.
public typealias NSUnderlineStyle = UnderlineStyle
/// `UIBaselineAdjustment`: `BaselineAdjustment`.
public typealias UIBaselineAdjustment = BaselineAdjustment

/// A value UIKit code may put in an attributes dictionary (`[NSAttributedString.Key: Any]`):
/// `UIFont`, `UIColor`, `NSUnderlineStyle` or its `rawValue`, `NSParagraphStyle`. A value under
/// a key it does not belong to (a colour as `.font`) is ignored.
public protocol AttributedStringValue {
  /// Stores the value in `attributes` under `key`, when it is the key's kind of value.
  func apply(to attributes: inout TextAttributes, as key: AttributedText.Key)
}

extension AttributedText {
  /// An attribute name (`NSAttributedString.Key`), with UIKit's raw values.
  public struct Key: RawRepresentable, Hashable, Sendable {
    /// UIKit's name of the attribute (`"NSFont"`).
    public var rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a key (`NSAttributedString.Key(_:)`).
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `.font`: a `UIFont`.
    public static let font = Key("NSFont")
    /// `.foregroundColor`: a `UIColor`.
    public static let foregroundColor = Key("NSColor")
    /// `.underlineStyle`: an `NSUnderlineStyle` or its `rawValue`.
    public static let underlineStyle = Key("NSUnderline")
    /// `.underlineColor`: a `UIColor`.
    public static let underlineColor = Key("NSUnderlineColor")
    /// `.strikethroughStyle`: an `NSUnderlineStyle` or its `rawValue`.
    public static let strikethroughStyle = Key("NSStrikethrough")
    /// `.strikethroughColor`: a `UIColor`.
    public static let strikethroughColor = Key("NSStrikethroughColor")
    /// `.paragraphStyle`: an `NSParagraphStyle`.
    public static let paragraphStyle = Key("NSParagraphStyle")
  }

  /// Typed attributes from a UIKit attributes dictionary.
  public static func attributes(_ dictionary: [Key: any AttributedStringValue]) -> TextAttributes {
    var attributes = TextAttributes()
    for (key, value) in dictionary { value.apply(to: &attributes, as: key) }
    return attributes
  }

  /// Text with UIKit-style attributes (`NSAttributedString(string:attributes:)`).
  public init(string: String, attributes: [Key: any AttributedStringValue] = [:]) {
    self.init(string, attributes: Self.attributes(attributes))
  }

  /// Adds UIKit-style attributes over an `NSRange` (`addAttributes(_:range:)`).
  public mutating func addAttributes(_ attributes: [Key: any AttributedStringValue], range: NSRange) {
    addAttributes(Self.attributes(attributes), range: range.location..<(range.location + range.length))
  }

  /// Adds one attribute over an `NSRange` (`addAttribute(_:value:range:)`).
  public mutating func addAttribute(_ key: Key, value: any AttributedStringValue, range: NSRange) {
    addAttributes([key: value], range: range)
  }

  /// Replaces the attributes over an `NSRange` (`setAttributes(_:range:)`).
  public mutating func setAttributes(_ attributes: [Key: any AttributedStringValue]?, range: NSRange) {
    setAttributes(Self.attributes(attributes ?? [:]), range: range.location..<(range.location + range.length))
  }
}

extension Font: AttributedStringValue {
  /// Sets the font under `.font`.
  public func apply(to attributes: inout TextAttributes, as key: AttributedText.Key) {
    if key == .font { attributes.font = self }
  }
}

extension Color: AttributedStringValue {
  /// Sets the text, underline or strikethrough colour.
  public func apply(to attributes: inout TextAttributes, as key: AttributedText.Key) {
    switch key {
    case .foregroundColor: attributes.foregroundColor = self
    case .underlineColor: attributes.underlineColor = self
    case .strikethroughColor: attributes.strikethroughColor = self
    default: break
    }
  }
}

extension UnderlineStyle: AttributedStringValue {
  /// Sets the underline or strikethrough.
  public func apply(to attributes: inout TextAttributes, as key: AttributedText.Key) {
    switch key {
    case .underlineStyle: attributes.underlineStyle = self
    case .strikethroughStyle: attributes.strikethroughStyle = self
    default: break
    }
  }
}

extension Int: AttributedStringValue {
  /// An `NSUnderlineStyle.rawValue` under `.underlineStyle` or `.strikethroughStyle`.
  public func apply(to attributes: inout TextAttributes, as key: AttributedText.Key) {
    UnderlineStyle(rawValue: self).apply(to: &attributes, as: key)
  }
}

extension ParagraphStyle: AttributedStringValue {
  /// Sets the paragraph style under `.paragraphStyle`.
  public func apply(to attributes: inout TextAttributes, as key: AttributedText.Key) {
    if key == .paragraphStyle { attributes.paragraphStyle = self }
  }
}
