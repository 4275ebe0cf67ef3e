/// Dynamic colours: one value for the light appearance and one for the dark
/// (`UIColor(dynamicProvider:)`), resolved when drawing.
extension Color {
  /// A colour that is `light` in the light appearance and `dark` in the dark one. Dynamic
  /// arguments contribute their own light and dark values respectively.
  ///
  /// ```swift
  /// let card = Color(light: .white, dark: Color(hex: "#1C1C1E")!)
  /// ```
  public convenience init(light: Color, dark: Color) {
    let darkValue = dark.darkRGBA ?? dark.rgba
    self.init(light.rgba, dark: darkValue != light.rgba ? darkValue : nil)
  }

  /// Whether the colour has a different value in the dark appearance.
  public var isDynamic: Bool { darkRGBA != nil }

  /// The plain colour for an appearance: the dark value when `isDark` and the colour has one,
  /// the light value otherwise (`resolvedColor(with:)` for the appearance axis).
  public func resolved(isDark: Bool) -> Color {
    guard let darkRGBA else { return self }
    return Color(isDark ? darkRGBA : rgba)
  }

  /// Equal when both values are equal; a plain colour compares by its channels alone.
  public static func == (lhs: Color, rhs: Color) -> Bool {
    lhs.rgba == rhs.rgba && lhs.darkRGBA == rhs.darkRGBA
  }

  /// Hashes the channels, and the dark value when there is one (so a plain colour hashes
  /// exactly as its channels do).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rgba)
    if let darkRGBA { hasher.combine(darkRGBA) }
  }
}
