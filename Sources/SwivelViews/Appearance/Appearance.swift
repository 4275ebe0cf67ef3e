/// A class whose look can be set for all its instances at once (`UIAppearance`): views, for
/// the properties ``AppearanceProxy`` offers.
///
/// ```swift
/// NavigationBar.appearance().barTintColor = .systemIndigo
/// Label.appearance(whenContainedInInstancesOf: [TableViewCell.self]).textColor = .secondaryLabel
/// ```
///
/// As in UIKit, the values apply when a view joins a window, to the properties the view has
/// no value for (a value set on the instance wins), and a proxy with a longer containment
/// chain wins over a shorter one. Where the values are kept, and how tests keep theirs apart,
/// is ``AppearanceStore``'s rule.
public protocol Appearance: AnyObject {}

extension View: Appearance {}

extension Appearance where Self: View {
  /// The proxy for every instance of the class (`appearance()`).
  public static func appearance() -> AppearanceProxy<Self> {
    AppearanceProxy(containers: [])
  }

  /// The proxy for instances inside instances of `containers`, innermost first: views or
  /// view controllers (`appearance(whenContainedInInstancesOf:)`).
  public static func appearance(
    whenContainedInInstancesOf containers: [any AppearanceContainer.Type]
  ) -> AppearanceProxy<Self> {
    AppearanceProxy(containers: containers)
  }
}

/// What ``Appearance/appearance()`` returns: setting a property records it for the class
/// (and containment) in the current ``AppearanceStore``; reading it gives the value last set
/// there, nil when none.
public struct AppearanceProxy<Root: View> {
  /// The containers, innermost first.
  let containers: [any AppearanceContainer.Type]

  /// Records `property` for `Root` in the current store.
  package func record(_ property: AppearanceProperty) {
    AppearanceStore.current.record(
      AppearanceRule(
        property: property, rootClass: ObjectIdentifier(Root.self), isRootInstance: { $0 is Root },
        containers: containers))
  }

  /// The value last recorded for `kind`.
  package func recorded(_ kind: AppearanceProperty.Kind) -> AppearanceProperty? {
    AppearanceStore.current.value(
      of: kind, rootClass: ObjectIdentifier(Root.self),
      containers: containers.map { ObjectIdentifier($0) })
  }

  /// The tint (`tintColor`).
  public var tintColor: Color? {
    get { if case .tintColor(let value)? = recorded(.tintColor) { value } else { nil } }
    nonmutating set { record(.tintColor(newValue)) }
  }

  /// The background colour (`backgroundColor`).
  public var backgroundColor: Color? {
    get { if case .backgroundColor(let value)? = recorded(.backgroundColor) { value } else { nil } }
    nonmutating set { record(.backgroundColor(newValue)) }
  }
}
