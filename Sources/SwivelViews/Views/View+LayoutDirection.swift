/// Which way text and leading/trailing layout run (`UIUserInterfaceLayoutDirection`).
public enum UserInterfaceLayoutDirection: Int, Sendable, Hashable, CaseIterable {
  /// Leading is left.
  case leftToRight = 0
  /// Leading is right.
  case rightToLeft = 1
}

/// A view's preference for the layout direction (`UISemanticContentAttribute`, simplified).
public enum SemanticContentAttribute: Int, Sendable, Hashable, CaseIterable {
  /// Follow the superview (and, at the top, the trait collection's layout direction).
  case unspecified = 0
  /// Always left to right.
  case forceLeftToRight = 3
  /// Always right to left.
  case forceRightToLeft = 4
}

extension View {
  /// The direction this view lays out in (`effectiveUserInterfaceLayoutDirection`): forced by
  /// its ``semanticContentAttribute``, otherwise by the nearest ancestor's that is forced, and
  /// otherwise the trait collection's `layoutDirection` (the window's ``Window/screenTraits``,
  /// which ``Window/layoutDirection`` and a `DeviceHost`'s traits set; left to right when
  /// unspecified). The pin helpers' `leading`/`trailing`, `start`/`end` and a label's natural
  /// alignment follow it. Walks up without recursion and stops at the first forced view.
  public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    var top = self
    var current: View? = self
    while let view = current {
      switch view.semanticContentAttribute {
      case .forceLeftToRight: return .leftToRight
      case .forceRightToLeft: return .rightToLeft
      case .unspecified: break
      }
      top = view
      current = view.superview
    }
    let base = (top as? Window)?.screenTraits ?? TraitCollection()
    return top.traits(inheriting: base).layoutDirection.userInterfaceLayoutDirection
  }
}
