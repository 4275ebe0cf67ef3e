/// What a view's class reports for accessibility when the app sets nothing: UIKit's defaults,
/// which Swivel's views and controls override (``View/accessibilityDefaults``).
struct AccessibilityDefaults {
  var isElement = false
  var label: String?
  var value: String?
  var traits: AccessibilityTraits = .none
}

/// The accessibility properties the app set explicitly, kept out of line (most views set none,
/// and the layout pass walks thousands of views).
final class AccessibilityOverrides {
  var isElement: Bool?
  var label: String?
  var value: String?
  var hint: String?
  var traits: AccessibilityTraits?
  var elementsHidden = false
  var groupsChildren = false
  var viewIsModal = false
  var elements: [View]?
  var frame: CGRect?
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
  var controlStateTraits: AccessibilityTraits {
    var traits = AccessibilityTraits()
    if !isEnabled { traits.insert(.notEnabled) }
    if isSelected { traits.insert(.selected) }
    return traits
  }
}
