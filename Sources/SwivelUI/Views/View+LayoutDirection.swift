/// Which way text and leading/trailing layout run (`UIUserInterfaceLayoutDirection`).
public enum UserInterfaceLayoutDirection: Int, Sendable, Hashable, CaseIterable {
  /// Leading is left.
  case leftToRight = 0
  /// Leading is right.
  case rightToLeft = 1
}

/// A view's preference for the layout direction (`UISemanticContentAttribute`, simplified).
public enum SemanticContentAttribute: Int, Sendable, Hashable, CaseIterable {
  /// Follow the superview (and, at the top, the window's ``Window/layoutDirection``).
  case unspecified = 0
  /// Always left to right.
  case forceLeftToRight = 3
  /// Always right to left.
  case forceRightToLeft = 4
}

extension View {
  /// The direction this view lays out in: forced by its ``semanticContentAttribute``, otherwise
  /// its superview's, and at the top its window's ``Window/layoutDirection`` (left to right by
  /// default).
  public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceLeftToRight: return .leftToRight
    case .forceRightToLeft: return .rightToLeft
    case .unspecified:
      if let window = self as? Window { return window.layoutDirection }
      return superview?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    }
  }
}
