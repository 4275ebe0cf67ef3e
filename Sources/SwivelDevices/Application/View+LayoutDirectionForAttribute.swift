extension View {
  /// The layout direction for content with `attribute`
  /// (`UIView.userInterfaceLayoutDirection(for:)`): a forced direction is that direction;
  /// any other attribute follows the app's (``Application/userInterfaceLayoutDirection``).
  public static func userInterfaceLayoutDirection(
    for attribute: SemanticContentAttribute
  ) -> UserInterfaceLayoutDirection {
    switch attribute {
    case .forceLeftToRight: .leftToRight
    case .forceRightToLeft: .rightToLeft
    case .unspecified: Application.shared.userInterfaceLayoutDirection
    }
  }
}
