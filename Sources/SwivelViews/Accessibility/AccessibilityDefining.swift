/// A view class of Swivel's with accessibility defaults of its own (UIKit's controls, labels,
/// bars): what it reports when the app sets nothing.
package protocol AccessibilityDefining: View {
  /// UIKit's defaults for the class.
  var accessibilityDefaults: AccessibilityDefaults { get }

  /// Elements the view exposes in place of itself and its subviews (a segmented control's
  /// segments, a stepper's halves), frames in the view's bounds; nil for none.
  var accessibilityParts: [AccessibilityElement]? { get }
}
