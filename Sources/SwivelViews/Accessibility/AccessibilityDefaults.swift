/// What a view's class reports for accessibility when the app sets nothing: UIKit's defaults,
/// which Swivel's views and controls override (``View/accessibilityDefaults``).
package struct AccessibilityDefaults {
  package var isElement: Bool
  package var label: String?
  package var value: String?
  package var traits: AccessibilityTraits

  /// Defaults with the given values; by default not an element, with no text and no traits.
  package init(
    isElement: Bool = false, label: String? = nil, value: String? = nil,
    traits: AccessibilityTraits = .none
  ) {
    self.isElement = isElement
    self.label = label
    self.value = value
    self.traits = traits
  }
}

/// The accessibility properties the app set explicitly, kept out of line (most views set none,
/// and the layout pass walks thousands of views).
package final class AccessibilityOverrides {
  var isElement: Bool?
  var label: String?
  var value: String?
  var hint: String?
  var traits: AccessibilityTraits?
  var elementsHidden = false
  var groupsChildren = false
  var viewIsModal = false
  var elements: [View]?
  package var frame: CGRect?
}

extension View {
  /// The overrides, made on first write.
  var writableAccessibilityOverrides: AccessibilityOverrides {
    if let overrides = accessibilityOverrides { return overrides }
    let overrides = AccessibilityOverrides()
    accessibilityOverrides = overrides
    return overrides
  }
}

extension Control {
  /// The state traits UIKit's controls add: `notEnabled` when disabled, `selected` when
  /// selected.
  package var controlStateTraits: AccessibilityTraits {
    var traits = AccessibilityTraits()
    if !isEnabled { traits.insert(.notEnabled) }
    if isSelected { traits.insert(.selected) }
    return traits
  }
}
