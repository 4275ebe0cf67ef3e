/// One value set on an appearance proxy (`UIAppearance`): the property, the class it was set
/// for, and the containers the view must be inside.
struct AppearanceRule: Sendable {
  /// The value.
  let property: AppearanceProperty
  /// The class the proxy was made for.
  let rootClass: ObjectIdentifier
  /// Whether a view is an instance of that class or a subclass.
  let isRootInstance: @Sendable (View) -> Bool
  /// The containers, innermost first (`appearance(whenContainedInInstancesOf:)`); empty for
  /// `appearance()`.
  let containers: [any AppearanceContainer.Type]

  var kind: AppearanceProperty.Kind { property.kind }
  var containerIDs: [ObjectIdentifier] { containers.map { ObjectIdentifier($0) } }

  /// Whether `other` sets the same property for the same class and containment.
  func replaces(_ other: AppearanceRule) -> Bool {
    kind == other.kind && rootClass == other.rootClass && containerIDs == other.containerIDs
  }

  /// Whether the rule applies to `view` where it is: the view is of the class, and walking up
  /// from its superview (through each root view's controller too) meets the containers in
  /// order, innermost first.
  func matches(_ view: View) -> Bool {
    guard isRootInstance(view) else { return false }
    var remaining = containers[...]
    var current = view.superview
    while let container = remaining.first, let ancestor = current {
      if container.isInstance(ancestor)
        || ancestor.owningController.map({ container.isInstance($0) }) == true
      {
        remaining = remaining.dropFirst()
      }
      current = ancestor.superview
    }
    return remaining.isEmpty
  }
}

/// The properties appearance proxies set, with their values.
package enum AppearanceProperty: Sendable {
  case tintColor(Color?)
  case backgroundColor(Color?)
  case barTintColor(Color?)
  case titleTextAttributes(TextAttributes?)
  case largeTitleTextAttributes(TextAttributes?)
  case font(Font?)
  case textColor(Color?)
  /// An object-valued property of a widget's own type, named by `key` (a bar's
  /// `standardAppearance`), held as a copy.
  case object(key: String, AppearanceObject?)

  /// The property without its value.
  package enum Kind: Sendable, Hashable {
    case tintColor, backgroundColor, barTintColor, titleTextAttributes, largeTitleTextAttributes,
      font, textColor
    case object(key: String)
  }

  var kind: Kind {
    switch self {
    case .tintColor: .tintColor
    case .backgroundColor: .backgroundColor
    case .barTintColor: .barTintColor
    case .titleTextAttributes: .titleTextAttributes
    case .largeTitleTextAttributes: .largeTitleTextAttributes
    case .font: .font
    case .textColor: .textColor
    case .object(let key, _): .object(key: key)
    }
  }
}

/// An object an appearance proxy was given (a bar appearance, which UIKit copies on every
/// assignment): a private copy, made when it is recorded, of which each view that receives it
/// gets a copy of its own.
package struct AppearanceObject: @unchecked Sendable {
  // Unchecked: the copy is made here, never handed out and never changed; only `copy` reads
  // it, to make new objects.
  private let kept: AnyObject
  private let copier: (AnyObject) -> AnyObject

  /// Keeps a copy of `value`, made with `copy`, which also makes each later copy.
  package init<Value: AnyObject>(_ value: Value, copy: @escaping (Value) -> Value) {
    kept = copy(value)
    copier = { copy($0 as! Value) }
  }

  /// A new copy of the object, as a `Value`; nil when it is of another type.
  package func copy<Value: AnyObject>(as type: Value.Type) -> Value? {
    copier(kept) as? Value
  }
}
