/// Line settings of a paragraph of attributed text (`NSParagraphStyle`).
///
/// A value type: change a copy and set it again. Defaults are `NSParagraphStyle.default`'s:
/// no extra spacing, natural alignment, word wrapping.
public struct ParagraphStyle: Sendable, Hashable {
  /// Points added between the bottom of one line and the top of the next
  /// (`NSParagraphStyle.lineSpacing`); negative values count as 0, as UIKit's are never negative.
  public var lineSpacing: CGFloat {
    get { storedLineSpacing }
    set { storedLineSpacing = newValue.isFinite ? max(0, newValue) : 0 }
  }
  /// Horizontal alignment of the lines (`NSParagraphStyle.alignment`).
  public var alignment: TextAlignment
  /// How lines wrap and the last one is shortened (`NSParagraphStyle.lineBreakMode`).
  public var lineBreakMode: LineBreakMode

  private var storedLineSpacing: CGFloat

  /// Creates a paragraph style (`NSMutableParagraphStyle()`).
  public init(
    lineSpacing: CGFloat = 0, alignment: TextAlignment = .natural,
    lineBreakMode: LineBreakMode = .byWordWrapping
  ) {
    self.storedLineSpacing = 0
    self.alignment = alignment
    self.lineBreakMode = lineBreakMode
    self.lineSpacing = lineSpacing
  }

  /// The default style (`NSParagraphStyle.default`).
  public static let `default` = ParagraphStyle()
}
