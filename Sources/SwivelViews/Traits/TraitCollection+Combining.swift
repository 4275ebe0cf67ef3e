extension TraitCollection {
  /// Combines collections: each value is the last specified one among `collections`
  /// (`UITraitCollection(traitsFrom:)`).
  ///
  /// ```swift
  /// let traits = TraitCollection(traitsFrom: [Device.iphone6.traitCollection(for: .portrait),
  ///                                           TraitCollection(userInterfaceStyle: .dark)])
  /// traits.description  // "wC hR @2x phone dark"
  /// ```
  public init(traitsFrom collections: [TraitCollection]) {
    self.init()
    for other in collections {
      if other.horizontalSizeClass != .unspecified {
        horizontalSizeClass = other.horizontalSizeClass
      }
      if other.verticalSizeClass != .unspecified { verticalSizeClass = other.verticalSizeClass }
      if other.displayScale != 0 { displayScale = other.displayScale }
      if other.userInterfaceIdiom != .unspecified { userInterfaceIdiom = other.userInterfaceIdiom }
      if other.userInterfaceStyle != .unspecified { userInterfaceStyle = other.userInterfaceStyle }
      if other.preferredContentSizeCategory != .unspecified {
        preferredContentSizeCategory = other.preferredContentSizeCategory
      }
      if other.pseudoLocale != .none {
        pseudoLocale = other.pseudoLocale
        // ar-XB lays out right to left
        if other.pseudoLocale == .bidi { layoutDirection = .rightToLeft }
      }
      if other.layoutDirection != .unspecified { layoutDirection = other.layoutDirection }
    }
  }

  /// UIKit's defaults for an app's appearance, text size and direction: light, large, left to
  /// right. A `DeviceHost` starts from them.
  public static let systemDefaults = TraitCollection(
    userInterfaceStyle: .light, preferredContentSizeCategory: .large, layoutDirection: .leftToRight)

  /// Whether the receiver and `other` resolve dynamic colours differently
  /// (`hasDifferentColorAppearance(comparedTo:)`): their appearances differ.
  public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
    isDarkAppearance != (other?.isDarkAppearance ?? false)
  }

  /// Whether dynamic colours take their dark values (the style is dark).
  public var isDarkAppearance: Bool { userInterfaceStyle == .dark }
}
