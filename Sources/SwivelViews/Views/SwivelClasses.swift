import Foundation

/// Whether a view class is one of Swivel's own (declared in one of ``modules``), the one test for what
/// Swivel may assume of a class: its `draw(_:)` draws nothing, and its `hitTest(_:with:)` and
/// `point(inside:with:)` are `View`'s. Any class of yours, even a subclass that overrides nothing,
/// is not. Cached per class.
package enum SwivelClasses {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var known: [ObjectIdentifier: Bool] = [:]

  /// The modules that declare Swivel's view classes.
  static let modules = ["SwivelViews.", "SwivelWidgets.", "SwivelDevices.", "SwivelInspection."]

  /// Whether `type` is declared in one of ``modules``.
  package static func contains(_ type: View.Type) -> Bool {
    let key = ObjectIdentifier(type)
    lock.lock()
    defer { lock.unlock() }
    if let known = known[key] { return known }
    let name = String(reflecting: type)
    let result = modules.contains { name.hasPrefix($0) }
    known[key] = result
    return result
  }
}
