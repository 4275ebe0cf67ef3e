/// The user's preferred text size (`UIContentSizeCategory`): seven standard sizes from
/// ``extraSmall`` to ``extraExtraExtraLarge`` (``large`` is the default) and five larger
/// accessibility sizes. Categories are ordered by size (`<`), as UIKit's are.
public enum ContentSizeCategory: Int, Sendable, Hashable, CaseIterable, Comparable,
  CustomStringConvertible
{
  /// Any: matches every category in a pattern; text styles use ``large``.
  case unspecified = 0
  /// xSmall.
  case extraSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large, the default.
  case large
  /// xLarge.
  case extraLarge
  /// xxLarge.
  case extraExtraLarge
  /// xxxLarge, the largest standard size.
  case extraExtraExtraLarge
  /// AX1.
  case accessibilityMedium
  /// AX2.
  case accessibilityLarge
  /// AX3.
  case accessibilityExtraLarge
  /// AX4.
  case accessibilityExtraExtraLarge
  /// AX5, the largest size.
  case accessibilityExtraExtraExtraLarge

  /// Whether this is one of the five accessibility sizes (`isAccessibilityCategory`).
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The categories a person can choose, smallest first (every case but ``unspecified``).
  public static let known: [ContentSizeCategory] = allCases.filter { $0 != .unspecified }

  /// The case name: `large`, `accessibilityLarge`, ….
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .extraSmall: "extraSmall"
    case .small: "small"
    case .medium: "medium"
    case .large: "large"
    case .extraLarge: "extraLarge"
    case .extraExtraLarge: "extraExtraLarge"
    case .extraExtraExtraLarge: "extraExtraExtraLarge"
    case .accessibilityMedium: "accessibilityMedium"
    case .accessibilityLarge: "accessibilityLarge"
    case .accessibilityExtraLarge: "accessibilityExtraLarge"
    case .accessibilityExtraExtraLarge: "accessibilityExtraExtraLarge"
    case .accessibilityExtraExtraExtraLarge: "accessibilityExtraExtraExtraLarge"
    }
  }

  /// The category named `name` (its ``description``), or nil.
  public init?(name: String) {
    guard let match = Self.allCases.first(where: { $0.description == name }) else { return nil }
    self = match
  }

  /// Orders categories by text size.
  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
