extension Color {
  /// A dynamic colour from a closure (`UIColor(dynamicProvider:)`).
  ///
  /// Only the appearance axis is honoured: the closure is called once with light traits and
  /// once with dark traits (`userInterfaceStyle` set, every other trait unspecified) when the
  /// colour is created, and the two answers become its light and dark values. A provider that
  /// looks at other traits (size classes, text size) cannot vary by them here.
  ///
  /// ```swift
  /// let card = Color { traits in traits.userInterfaceStyle == .dark ? .darkGray : .white }
  /// ```
  public convenience init(dynamicProvider: (TraitCollection) -> Color) {
    let light = dynamicProvider(TraitCollection(userInterfaceStyle: .light))
    let dark = dynamicProvider(TraitCollection(userInterfaceStyle: .dark))
    self.init(light: light.resolved(isDark: false), dark: dark.resolved(isDark: true))
  }

  /// The plain colour for `traits` (`resolvedColor(with:)`): the dark value in the dark
  /// appearance, the light value otherwise (unspecified included).
  public func resolvedColor(with traits: TraitCollection) -> Color {
    resolved(isDark: traits.isDarkAppearance)
  }
}
