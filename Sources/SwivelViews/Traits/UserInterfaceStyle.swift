/// Light or dark appearance (`UIUserInterfaceStyle`).
public enum UserInterfaceStyle: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Any: matches every style in a pattern; resolves colours as light.
  case unspecified = 0
  /// The light appearance.
  case light = 1
  /// The dark appearance.
  case dark = 2

  /// `unspecified`, `light` or `dark`.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .light: "light"
    case .dark: "dark"
    }
  }
}

/// The layout direction a trait collection carries (`UITraitEnvironmentLayoutDirection`).
public enum TraitEnvironmentLayoutDirection: Int, Sendable, Hashable, CaseIterable,
  CustomStringConvertible
{
  /// Any: matches every direction in a pattern; lays out left to right.
  case unspecified = -1
  /// Leading is left.
  case leftToRight = 0
  /// Leading is right.
  case rightToLeft = 1

  /// `unspecified`, `leftToRight` or `rightToLeft`.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .leftToRight: "leftToRight"
    case .rightToLeft: "rightToLeft"
    }
  }

  /// The direction views lay out in: right to left only for ``rightToLeft``.
  public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    self == .rightToLeft ? .rightToLeft : .leftToRight
  }
}
