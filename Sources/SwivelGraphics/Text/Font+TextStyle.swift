extension Font {
  /// A Dynamic Type text style (`UIFont.TextStyle`), at UIKit's default content size category
  /// (Large): sizes and weights from Apple's type table (docs/reference/uikit-controls.md).
  public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    /// 34 pt regular.
    case largeTitle
    /// 28 pt regular.
    case title1
    /// 22 pt regular.
    case title2
    /// 20 pt regular.
    case title3
    /// 17 pt semibold.
    case headline
    /// 17 pt regular.
    case body
    /// 16 pt regular.
    case callout
    /// 15 pt regular.
    case subheadline
    /// 13 pt regular.
    case footnote
    /// 12 pt regular.
    case caption1
    /// 11 pt regular.
    case caption2

    /// The point size at the default content size category.
    public var pointSize: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title1: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption1: 12
      case .caption2: 11
      }
    }

    /// The weight: semibold for the headline, regular for the rest.
    public var weight: Weight { self == .headline ? .semibold : .regular }
  }

  /// The system font for a text style at the default content size category, Large
  /// (`UIFont.preferredFont(forTextStyle:)`); SwivelViews' `preferredFont(forTextStyle:compatibleWith:)`
  /// takes the category from a trait collection.
  public static func preferredFont(forTextStyle style: TextStyle) -> Font {
    preferredFont(forTextStyle: style, pointSize: style.pointSize)
  }

  /// The system font for a text style at a size (one cell of the Dynamic Type table).
  package static func preferredFont(forTextStyle style: TextStyle, pointSize: CGFloat) -> Font {
    Font(
      size: pointSize, weight: style.weight, design: .default, italic: false,
      monospacedDigits: false, textStyle: style)
  }
}
