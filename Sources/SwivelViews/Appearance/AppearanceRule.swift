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

  /// The property without its value.
  package enum Kind: Sendable, Hashable {
    case tintColor, backgroundColor, barTintColor, titleTextAttributes, largeTitleTextAttributes,
      font, textColor
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
    }
  }
}
