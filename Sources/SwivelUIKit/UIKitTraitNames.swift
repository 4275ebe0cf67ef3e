// UIKit's names for the trait types appearance, Dynamic Type and direction.

/// `UIUserInterfaceStyle`: `UserInterfaceStyle`.
public typealias UIUserInterfaceStyle = UserInterfaceStyle
/// `UIContentSizeCategory`: `ContentSizeCategory`.
public typealias UIContentSizeCategory = ContentSizeCategory
/// `UITraitEnvironmentLayoutDirection`: `TraitEnvironmentLayoutDirection`.
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection
