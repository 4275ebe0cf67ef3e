extension AppearanceProxy where Root: NavigationBar {
  /// The bar's fill once content scrolls under it (`barTintColor`).
  public var barTintColor: Color? {
    get { if case .barTintColor(let value)? = recorded(.barTintColor) { value } else { nil } }
    nonmutating set { record(.barTintColor(newValue)) }
  }

  /// The inline title's attributes (`titleTextAttributes`).
  public var titleTextAttributes: TextAttributes? {
    get {
      if case .titleTextAttributes(let value)? = recorded(.titleTextAttributes) {
        value
      } else {
        nil
      }
    }
    nonmutating set { record(.titleTextAttributes(newValue)) }
  }

  /// The large title's attributes (`largeTitleTextAttributes`).
  public var largeTitleTextAttributes: TextAttributes? {
    get {
      if case .largeTitleTextAttributes(let value)? = recorded(.largeTitleTextAttributes) {
        value
      } else {
        nil
      }
    }
    nonmutating set { record(.largeTitleTextAttributes(newValue)) }
  }
}

extension AppearanceProxy where Root: TabBar {
  /// The bar's fill once content scrolls under it (`barTintColor`).
  public var barTintColor: Color? {
    get { if case .barTintColor(let value)? = recorded(.barTintColor) { value } else { nil } }
    nonmutating set { record(.barTintColor(newValue)) }
  }
}

extension AppearanceProxy where Root: Label {
  /// The font (`font`).
  public var font: Font? {
    get { if case .font(let value)? = recorded(.font) { value } else { nil } }
    nonmutating set { record(.font(newValue)) }
  }

  /// The text colour (`textColor`).
  public var textColor: Color? {
    get { if case .textColor(let value)? = recorded(.textColor) { value } else { nil } }
    nonmutating set { record(.textColor(newValue)) }
  }
}
