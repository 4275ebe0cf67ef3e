extension NavigationBar: AppearanceReceiver {
  /// Takes the bar tint, the title attributes and the bar appearances.
  package func applyAppearance(
    _ property: AppearanceProperty, applied appliedAppearance: inout Set<AppearanceProperty.Kind>
  ) {
    switch property {
    case .barTintColor(let color):
      if appliedAppearance.admits(.barTintColor, unset: barTintColor == nil) {
        barTintColor = color
      }
    case .titleTextAttributes(let attributes):
      if appliedAppearance.admits(.titleTextAttributes, unset: titleTextAttributes == nil) {
        titleTextAttributes = attributes
      }
    case .largeTitleTextAttributes(let attributes):
      if appliedAppearance.admits(.largeTitleTextAttributes, unset: largeTitleTextAttributes == nil)
      {
        largeTitleTextAttributes = attributes
      }
    case .object(let key, let object):
      guard let slot = BarAppearanceSlot(rawValue: key),
        appliedAppearance.admits(slot.kind, unset: !setAppearances.contains(slot))
      else { return }
      let appearance = object?.copy(as: NavigationBarAppearance.self)
      switch slot {
      case .standard: if let appearance { standardAppearance = appearance }
      case .scrollEdge: scrollEdgeAppearance = appearance
      case .compact: compactAppearance = appearance
      case .compactScrollEdge: compactScrollEdgeAppearance = appearance
      }
    default: break
    }
  }
}

extension TabBar: AppearanceReceiver {
  /// Takes the bar tint and the bar appearances.
  package func applyAppearance(
    _ property: AppearanceProperty, applied appliedAppearance: inout Set<AppearanceProperty.Kind>
  ) {
    switch property {
    case .barTintColor(let color):
      if appliedAppearance.admits(.barTintColor, unset: barTintColor == nil) {
        barTintColor = color
      }
    case .object(let key, let object):
      guard let slot = BarAppearanceSlot(rawValue: key),
        appliedAppearance.admits(slot.kind, unset: !setAppearances.contains(slot))
      else { return }
      let appearance = object?.copy(as: TabBarAppearance.self)
      switch slot {
      case .standard: if let appearance { standardAppearance = appearance }
      case .scrollEdge: scrollEdgeAppearance = appearance
      case .compact, .compactScrollEdge: break
      }
    default: break
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
      if appliedAppearance.admits(.font, unset: ownFont == nil) {
        self.font = font
      }
    case .textColor(let color):
      if appliedAppearance.admits(.textColor, unset: ownTextColor == nil) {
        textColor = color
      }
    default: break
    }
  }
}
