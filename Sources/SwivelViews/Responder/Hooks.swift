/// The hook protocols a responder's class adopts (``ContentDrawing``, ``SafeAreaAdjusting``,
/// ``ContainerController``, …): how a lower module reaches what a class of a higher one adds.
///
/// A dynamic cast to a protocol that fails walks the whole superclass chain, and the layout
/// pass, the renderer and the hierarchy ask about every view again and again. So each
/// responder casts itself once per hook and keeps the answer: asking again is a bit test.
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
  /// Whether `object`'s class adopts the one protocol of `hook`: a dynamic cast.
  static func cast(_ object: AnyObject, _ hook: Hooks) -> Bool {
    switch hook {
    case .contentDrawing: object is any ContentDrawing
    case .accessibilityDefining: object is any AccessibilityDefining
    case .subviewObserving: object is any SubviewObserving
    case .safeAreaAdjusting: object is any SafeAreaAdjusting
    case .appearanceReceiver: object is any AppearanceReceiver
    case .traitChangeAdjusting: object is any TraitChangeAdjusting
    case .containerController: object is any ContainerController
    case .controllerStack: object is any ControllerStack
    default: false
    }
  }
}

extension Responder {
  /// Whether the receiver's class adopts the hook protocol of `hook` (one hook at a time):
  /// cast once, then read from ``hooks``, whose low byte says which hooks are known and whose
  /// high byte which of those are adopted.
  package final func adopts(_ hook: Hooks) -> Bool {
    let bit = hook.rawValue
    if hooks & bit != 0 { return hooks & (bit << 8) != 0 }
    let adopted = Hooks.cast(self, hook)
    hooks |= bit | (adopted ? bit << 8 : 0)
    return adopted
  }
}
