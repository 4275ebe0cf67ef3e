import Foundation

/// Whether a view class is one of Swivel's own (declared in SwivelUI), the one test for what
/// Swivel may assume of a class: its `draw(_:)` draws nothing, and its `hitTest(_:with:)` and
/// `point(inside:with:)` are `View`'s. Any class of yours, even a subclass that overrides nothing,
/// is not. Cached per class.
enum SwivelClasses {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var known: [ObjectIdentifier: Bool] = [:]

  /// Whether `type` is declared in SwivelUI.
  static func contains(_ type: View.Type) -> Bool {
    let key = ObjectIdentifier(type)
    lock.lock()
    defer { lock.unlock() }
    if let known = known[key] { return known }
    let result = String(reflecting: type).hasPrefix("SwivelUI.")
    known[key] = result
    return result
  }
}
