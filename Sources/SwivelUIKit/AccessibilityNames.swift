// UIKit's names for the accessibility types.

/// `UIAccessibilityTraits`: `AccessibilityTraits`, with UIKit's member names
/// (`UIAccessibilityTraits.button`, `.header`, `.notEnabled`, …).
public typealias UIAccessibilityTraits = AccessibilityTraits
