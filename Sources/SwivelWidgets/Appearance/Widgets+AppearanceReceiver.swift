extension NavigationBar: AppearanceReceiver {
  /// Takes the bar tint, the title attributes and the bar appearances.
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
    case .object(let key, let object):
      guard let slot = BarAppearanceSlot(rawValue: key),
        !setAppearances.contains(slot) || appliedAppearance.contains(slot.kind)
      else { return }
      let appearance = object?.copy(as: NavigationBarAppearance.self)
      switch slot {
      case .standard: if let appearance { standardAppearance = appearance }
      case .scrollEdge: scrollEdgeAppearance = appearance
      case .compact: compactAppearance = appearance
      case .compactScrollEdge: compactScrollEdgeAppearance = appearance
      }
      appliedAppearance.insert(slot.kind)
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
      if barTintColor == nil || appliedAppearance.contains(.barTintColor) {
        barTintColor = color
        appliedAppearance.insert(.barTintColor)
      }
    case .object(let key, let object):
      guard let slot = BarAppearanceSlot(rawValue: key),
        !setAppearances.contains(slot) || appliedAppearance.contains(slot.kind)
      else { return }
      let appearance = object?.copy(as: TabBarAppearance.self)
      switch slot {
      case .standard: if let appearance { standardAppearance = appearance }
      case .scrollEdge: scrollEdgeAppearance = appearance
      case .compact, .compactScrollEdge: return
      }
      appliedAppearance.insert(slot.kind)
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
