extension View {
  /// Applies the current ``AppearanceStore``'s proxy values to the receiver and its subtree,
  /// parents first, as UIKit does when views join a window: each matching value, least
  /// specific first, goes to a property the view has no value for.
  func applyAppearanceProxies() {
    let store = AppearanceStore.current
    guard !store.isEmpty else { return }
    var stack: [View] = [self]
    while let view = stack.popLast() {
      var applied: Set<AppearanceProperty.Kind> = []
      for rule in store.rules(for: view) { view.applyAppearance(rule.property, applied: &applied) }
      stack.append(contentsOf: view.subviewStorage.reversed())
    }
  }

  /// Sets one proxy value when the property is unset, or was set by a less specific proxy
  /// earlier in this application (`appliedAppearance`), which the more specific one replaces.
  /// A value the view keeps from an earlier application counts as set.
  private func applyAppearance(
    _ property: AppearanceProperty, applied appliedAppearance: inout Set<AppearanceProperty.Kind>
  ) {
    switch property {
    case .tintColor(let color):
      if ownTintColor == nil || appliedAppearance.contains(.tintColor) {
        tintColor = color
        appliedAppearance.insert(.tintColor)
      }
    case .backgroundColor(let color):
      if backgroundColor == nil || appliedAppearance.contains(.backgroundColor) {
        backgroundColor = color
        appliedAppearance.insert(.backgroundColor)
      }
    case .barTintColor(let color):
      if let bar = self as? NavigationBar,
        bar.barTintColor == nil || appliedAppearance.contains(.barTintColor)
      {
        bar.barTintColor = color
        appliedAppearance.insert(.barTintColor)
      } else if let bar = self as? TabBar,
        bar.barTintColor == nil || appliedAppearance.contains(.barTintColor)
      {
        bar.barTintColor = color
        appliedAppearance.insert(.barTintColor)
      }
    case .titleTextAttributes(let attributes):
      if let bar = self as? NavigationBar,
        bar.titleTextAttributes == nil || appliedAppearance.contains(.titleTextAttributes)
      {
        bar.titleTextAttributes = attributes
        appliedAppearance.insert(.titleTextAttributes)
      }
    case .largeTitleTextAttributes(let attributes):
      if let bar = self as? NavigationBar,
        bar.largeTitleTextAttributes == nil || appliedAppearance.contains(.largeTitleTextAttributes)
      {
        bar.largeTitleTextAttributes = attributes
        appliedAppearance.insert(.largeTitleTextAttributes)
      }
    case .font(let font):
      if let label = self as? Label, label.ownFont == nil || appliedAppearance.contains(.font) {
        label.font = font
        appliedAppearance.insert(.font)
      }
    case .textColor(let color):
      if let label = self as? Label,
        label.ownTextColor == nil || appliedAppearance.contains(.textColor)
      {
        label.textColor = color
        appliedAppearance.insert(.textColor)
      }
    }
  }
}
