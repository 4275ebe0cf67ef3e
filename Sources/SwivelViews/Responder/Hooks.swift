import Foundation

/// The hook protocols a responder's class adopts (``ContentDrawing``, ``SafeAreaAdjusting``,
/// ``ContainerController``, …): how a lower module reaches what a class of a higher one adds.
///
/// A dynamic cast to a protocol that fails walks the whole superclass chain, and the layout
/// pass, the renderer and the hierarchy ask about every view. So each class is cast once, the
/// answer kept in a table, and each responder keeps its class's answer after the first
/// question: asking again is a bit test.
package struct Hooks: OptionSet, Sendable {
  package let rawValue: UInt16

  package init(rawValue: UInt16) { self.rawValue = rawValue }

  /// ``ContentDrawing``.
  package static let contentDrawing = Hooks(rawValue: 1 << 0)
  /// ``AccessibilityDefining``.
  package static let accessibilityDefining = Hooks(rawValue: 1 << 1)
  /// ``SubviewObserving``.
  package static let subviewObserving = Hooks(rawValue: 1 << 2)
  /// ``SafeAreaAdjusting``.
  package static let safeAreaAdjusting = Hooks(rawValue: 1 << 3)
  /// ``AppearanceReceiver``.
  package static let appearanceReceiver = Hooks(rawValue: 1 << 4)
  /// ``TraitChangeAdjusting``.
  package static let traitChangeAdjusting = Hooks(rawValue: 1 << 5)
  /// ``ContainerController``.
  package static let containerController = Hooks(rawValue: 1 << 6)
  /// ``ControllerStack``.
  package static let controllerStack = Hooks(rawValue: 1 << 7)
  /// The set is known (kept by a responder once asked).
  static let known = Hooks(rawValue: 1 << 15)

  private static let lock = NSLock()
  nonisolated(unsafe) private static var table: [ObjectIdentifier: Hooks] = [:]

  /// The hooks `object`'s class adopts, cast for once per class.
  static func of(_ object: AnyObject) -> Hooks {
    let key = ObjectIdentifier(type(of: object))
    lock.lock()
    let found = table[key]
    lock.unlock()
    if let found { return found }
    var hooks = Hooks.known
    if object is any ContentDrawing { hooks.insert(.contentDrawing) }
    if object is any AccessibilityDefining { hooks.insert(.accessibilityDefining) }
    if object is any SubviewObserving { hooks.insert(.subviewObserving) }
    if object is any SafeAreaAdjusting { hooks.insert(.safeAreaAdjusting) }
    if object is any AppearanceReceiver { hooks.insert(.appearanceReceiver) }
    if object is any TraitChangeAdjusting { hooks.insert(.traitChangeAdjusting) }
    if object is any ContainerController { hooks.insert(.containerController) }
    if object is any ControllerStack { hooks.insert(.controllerStack) }
    lock.lock()
    table[key] = hooks
    lock.unlock()
    return hooks
  }
}

extension Responder {
  /// Whether the receiver's class adopts the hook protocol of `hook`.
  package final func adopts(_ hook: Hooks) -> Bool {
    if !hooks.contains(.known) { hooks = Hooks.of(self) }
    return hooks.contains(hook)
  }
}
