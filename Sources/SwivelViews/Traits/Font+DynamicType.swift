extension Font {
  /// The system font for a text style at the content size category of `traits`
  /// (`UIFont.preferredFont(forTextStyle:compatibleWith:)`), sized by Apple's Dynamic Type
  /// table (docs/reference/traits.md); an unspecified category (or nil traits) is Large.
  ///
  /// ```swift
  /// Font.preferredFont(forTextStyle: .body, compatibleWith: TraitCollection(
  ///   preferredContentSizeCategory: .accessibilityLarge)).pointSize  // 33
  /// ```
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traits: TraitCollection?
  ) -> Font {
    let category = traits?.preferredContentSizeCategory ?? .unspecified
    return preferredFont(forTextStyle: style, pointSize: style.pointSize(for: category))
  }
}

extension Font.TextStyle {
  /// The point size at a content size category (Apple's Dynamic Type table, iOS 13+; Large
  /// for ``ContentSizeCategory/unspecified``).
  public func pointSize(for category: ContentSizeCategory) -> CGFloat {
    let column =
      category == .unspecified ? ContentSizeCategory.large.rawValue - 1 : category.rawValue - 1
    return CGFloat(sizesByCategory[column])
  }

  /// One row of the table: xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge, AX1 … AX5.
  private var sizesByCategory: [Int] {
    switch self {
    case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
    }
  }
}
