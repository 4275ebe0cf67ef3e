/// Which of a bar's appearances (`standardAppearance`, `scrollEdgeAppearance`, …) a value is
/// for: the key an appearance proxy records it under.
enum BarAppearanceSlot: String, Hashable {
  case standard = "standardAppearance"
  case scrollEdge = "scrollEdgeAppearance"
  case compact = "compactAppearance"
  case compactScrollEdge = "compactScrollEdgeAppearance"

  /// The proxy property's kind.
  var kind: AppearanceProperty.Kind { .object(key: rawValue) }
}

extension AppearanceProxy {
  /// The bar appearance recorded for `slot`, as a new copy.
  func barAppearance<Value: BarAppearance>(_ slot: BarAppearanceSlot, as type: Value.Type)
    -> Value?
  {
    guard case .object(_, let object)? = recorded(slot.kind) else { return nil }
    return object?.copy(as: type)
  }

  /// Records a copy of `appearance` for `slot`.
  func recordBarAppearance(_ appearance: BarAppearance?, for slot: BarAppearanceSlot) {
    record(.object(key: slot.rawValue, appearance.map { AppearanceObject($0) { $0.copy() } }))
  }
}

extension AppearanceProxy where Root: NavigationBar {
  /// The appearance once content scrolls under the bar, for every bar
  /// (`standardAppearance`); each bar gets a copy.
  public var standardAppearance: NavigationBarAppearance? {
    get { barAppearance(.standard, as: NavigationBarAppearance.self) }
    nonmutating set { recordBarAppearance(newValue, for: .standard) }
  }

  /// The appearance at the scroll edge, for every bar (`scrollEdgeAppearance`).
  public var scrollEdgeAppearance: NavigationBarAppearance? {
    get { barAppearance(.scrollEdge, as: NavigationBarAppearance.self) }
    nonmutating set { recordBarAppearance(newValue, for: .scrollEdge) }
  }

  /// The appearance of a vertically compact bar, for every bar (`compactAppearance`).
  public var compactAppearance: NavigationBarAppearance? {
    get { barAppearance(.compact, as: NavigationBarAppearance.self) }
    nonmutating set { recordBarAppearance(newValue, for: .compact) }
  }

  /// The appearance of a vertically compact bar at the scroll edge, for every bar
  /// (`compactScrollEdgeAppearance`).
  public var compactScrollEdgeAppearance: NavigationBarAppearance? {
    get { barAppearance(.compactScrollEdge, as: NavigationBarAppearance.self) }
    nonmutating set { recordBarAppearance(newValue, for: .compactScrollEdge) }
  }
}

extension AppearanceProxy where Root: TabBar {
  /// The appearance while content scrolls under the bar, for every bar
  /// (`standardAppearance`); each bar gets a copy.
  public var standardAppearance: TabBarAppearance? {
    get { barAppearance(.standard, as: TabBarAppearance.self) }
    nonmutating set { recordBarAppearance(newValue, for: .standard) }
  }

  /// The appearance while the content ends above the bar, for every bar
  /// (`scrollEdgeAppearance`).
  public var scrollEdgeAppearance: TabBarAppearance? {
    get { barAppearance(.scrollEdge, as: TabBarAppearance.self) }
    nonmutating set { recordBarAppearance(newValue, for: .scrollEdge) }
  }
}
