extension NavigationBar: AppearanceReceiver {
  /// Takes the bar tint and the title attributes.
  package func applyAppearance(
    _ property: AppearanceProperty, applied appliedAppearance: inout Set<AppearanceProperty.Kind>
  ) {
    switch property {
    case .barTintColor(let color):
      if barTintColor == nil || appliedAppearance.contains(.barTintColor) {
        barTintColor = color
        appliedAppearance.insert(.barTintColor)
      }
    case .titleTextAttributes(let attributes):
      if titleTextAttributes == nil || appliedAppearance.contains(.titleTextAttributes) {
        titleTextAttributes = attributes
        appliedAppearance.insert(.titleTextAttributes)
      }
    case .largeTitleTextAttributes(let attributes):
      if largeTitleTextAttributes == nil || appliedAppearance.contains(.largeTitleTextAttributes) {
        largeTitleTextAttributes = attributes
        appliedAppearance.insert(.largeTitleTextAttributes)
      }
    default: break
    }
  }
}

extension TabBar: AppearanceReceiver {
  /// Takes the bar tint.
  package func applyAppearance(
    _ property: AppearanceProperty, applied appliedAppearance: inout Set<AppearanceProperty.Kind>
  ) {
    if case .barTintColor(let color) = property,
      barTintColor == nil || appliedAppearance.contains(.barTintColor)
    {
      barTintColor = color
      appliedAppearance.insert(.barTintColor)
    }
  }
}

extension Label: AppearanceReceiver {
  /// Takes the font and the text colour.
  package func applyAppearance(
    _ property: AppearanceProperty, applied appliedAppearance: inout Set<AppearanceProperty.Kind>
  ) {
    switch property {
    case .font(let font):
      if ownFont == nil || appliedAppearance.contains(.font) {
        self.font = font
        appliedAppearance.insert(.font)
      }
    case .textColor(let color):
      if ownTextColor == nil || appliedAppearance.contains(.textColor) {
        textColor = color
        appliedAppearance.insert(.textColor)
      }
    default: break
    }
  }
}
