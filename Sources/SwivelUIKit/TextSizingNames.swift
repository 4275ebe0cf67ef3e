public import Foundation
@_spi(UIKitNames) internal import SwivelWidgets

// Measuring strings as UIKit's `NSString` and `NSAttributedString` additions do, for frame
// layout code that sizes cells and labels by hand (`text.boundingRect(with:options:attributes:
// context:)`, `text.size(withAttributes:)`). The text is laid out by the same engine that sizes
// and draws labels, so a frame computed this way fits the label it is given to.

/// `NSStringDrawingOptions`: how a string is laid out to be measured.
public struct NSStringDrawingOptions: OptionSet, Sendable, Hashable {
  /// The bits (UIKit's raw values).
  public let rawValue: Int
  /// Creates options from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Lines wrap at the given width (`usesLineFragmentOrigin`); without it the text is one
  /// line per paragraph, as in UIKit.
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// The font's leading is used between lines (`usesFontLeading`); Swivel's lines are already
  /// the font's line height apart, so it changes nothing.
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Measures the glyphs' ink rather than their advances (`usesDeviceMetrics`); Swivel
  /// measures advances either way.
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// Shortens the last line that fits (`truncatesLastVisibleLine`); measuring is unchanged.
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// `NSStringDrawingContext`: accepted and left unchanged (Swivel does not shrink text while
/// measuring it).
open class NSStringDrawingContext {
  /// The smallest scale the text may shrink to (`minimumScaleFactor`); not applied.
  open var minimumScaleFactor: CGFloat = 0
  /// The scale used (`actualScaleFactor`): always 1.
  open var actualScaleFactor: CGFloat { 1 }
  /// Creates a context.
  public init() {}
}

extension NSAttributedString {
  /// The rectangle the text takes (`boundingRect(with:options:context:)`): with
  /// `.usesLineFragmentOrigin` its lines wrap at `size.width`, otherwise each paragraph is one
  /// line. The origin is zero and the size is not rounded (UIKit code rounds it up with `ceil`).
  /// `size.height` does not limit the lines. Text without a font is measured in the system font
  /// at 12 pt, Swivel's stand-in for the 12-pt Helvetica UIKit uses.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    let wraps = options.contains(.usesLineFragmentOrigin) && size.width > 0 && size.width.isFinite
    return CGRect(origin: .zero, size: measuredSize(maxWidth: wraps ? size.width : .infinity))
  }

  /// The size of the text on one line per paragraph (`size()`), not rounded.
  public func size() -> CGSize {
    measuredSize(maxWidth: .infinity)
  }

  /// The text laid out in a label that has UIKit's string-drawing default font.
  private func measuredSize(maxWidth: CGFloat) -> CGSize {
    guard length > 0 else { return .zero }
    let label = Label()
    label.font = .systemFont(ofSize: 12)
    label.numberOfLines = 0
    label.styledText = AttributedText(self)
    return label.unroundedTextSize(maxWidth: maxWidth, maxLines: 0)
  }
}

extension StringProtocol {
  /// The rectangle the string takes with `attributes` (`NSString.boundingRect(with:options:
  /// attributes:context:)`); see `NSAttributedString.boundingRect(with:options:context:)`.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect {
    NSAttributedString(string: String(self), attributes: attributes)
      .boundingRect(with: size, options: options, context: context)
  }

  /// The size of the string on one line per paragraph with `attributes`
  /// (`NSString.size(withAttributes:)`), not rounded.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    NSAttributedString(string: String(self), attributes: attributes).size()
  }
}

extension NSString {
  /// The rectangle the string takes with `attributes` (`boundingRect(with:options:attributes:
  /// context:)`); see `NSAttributedString.boundingRect(with:options:context:)`.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect {
    NSAttributedString(string: self as String, attributes: attributes)
      .boundingRect(with: size, options: options, context: context)
  }

  /// The size of the string on one line per paragraph with `attributes`
  /// (`size(withAttributes:)`), not rounded.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    NSAttributedString(string: self as String, attributes: attributes).size()
  }
}
