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
      for rule in store.rules(for: view) {
        view.applyCommonAppearance(rule.property, applied: &applied)
      }
      stack.append(contentsOf: view.subviewStorage.reversed())
    }
  }

  /// Sets one proxy value when the property is unset, or was set by a less specific proxy
  /// earlier in this application (`appliedAppearance`), which the more specific one replaces.
  /// A value the view keeps from an earlier application counts as set.
  private func applyCommonAppearance(
    _ property: AppearanceProperty, applied appliedAppearance: inout Set<AppearanceProperty.Kind>
  ) {
    switch property {
    case .tintColor(let color):
      if appliedAppearance.admits(.tintColor, unset: ownTintColor == nil) { tintColor = color }
    case .backgroundColor(let color):
      if appliedAppearance.admits(.backgroundColor, unset: backgroundColor == nil) {
        backgroundColor = color
      }
    case .barTintColor, .titleTextAttributes, .largeTitleTextAttributes, .font, .textColor,
      .object:
      guard adopts(.appearanceReceiver), let receiver = self as? any AppearanceReceiver else {
        return
      }
      receiver.applyAppearance(property, applied: &appliedAppearance)
    }
  }
}

/// A view class with appearance properties of its own beyond `tintColor` and
/// `backgroundColor` (bars, labels): it sets each the way ``View``'s application does, only
/// when unset or set by a less specific proxy in the same application.
package protocol AppearanceReceiver: View {
  /// Sets `property` when it applies to the receiver and is unset or in `applied`, and then
  /// inserts its kind into `applied`.
  func applyAppearance(
    _ property: AppearanceProperty, applied: inout Set<AppearanceProperty.Kind>)
}

extension Set where Element == AppearanceProperty.Kind {
  /// Whether a proxy value of `kind` goes to its property, the one rule every view follows:
  /// when the property is `unset`, or was set by a less specific proxy earlier in this
  /// application (the kinds in the set), which the more specific one replaces. Records `kind`
  /// when it does.
  package mutating func admits(_ kind: AppearanceProperty.Kind, unset: Bool) -> Bool {
    guard unset || contains(kind) else { return false }
    insert(kind)
    return true
  }
}
