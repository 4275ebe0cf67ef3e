import Foundation
import SwivelSupport

/// How UIKit's controls write their `accessibilityValue`.
package enum AccessibilityValueText {
  /// A fraction of a range as a whole percentage, rounded half away from zero: `0.5` → `50%`.
  package static func percent(_ fraction: Double) -> String {
    let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    return "\(Int((clamped * 100).rounded()))%"
  }

  /// A number as UIKit prints a stepper's value: whole numbers without a fraction (`3`),
  /// others with up to three decimals (`2.5`).
  package static func number(_ value: Double) -> String {
    PlainNumber.text(CGFloat(value), places: 3)
  }
}
