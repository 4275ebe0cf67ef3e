public import Foundation
public import SwivelWidgets

// The title attributes UIKit types as `[NSAttributedString.Key: Any]`, typed so with
// `import SwivelUIKit`, so that a dictionary held in a variable can be assigned as on iOS. They
// stand in for Swivel's `TextAttributes` properties of the same names, which they read and
// write; a dictionary literal goes to either. They are disfavoured, so that where both fit
// (reading the property on its own) the typed one is picked.

extension NavigationBar {
  /// The inline title's attributes (`titleTextAttributes`), as a UIKit attributes dictionary.
  @_disfavoredOverload
  public var titleTextAttributes: [NSAttributedString.Key: Any]? {
    get { self.SwivelWidgets::titleTextAttributes?.dictionary }
    set { self.SwivelWidgets::titleTextAttributes = newValue.map(TextAttributes.init) }
  }

  /// The large title's attributes (`largeTitleTextAttributes`), as a UIKit attributes
  /// dictionary.
  @_disfavoredOverload
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
    get { self.SwivelWidgets::largeTitleTextAttributes?.dictionary }
    set { self.SwivelWidgets::largeTitleTextAttributes = newValue.map(TextAttributes.init) }
  }
}

extension NavigationBarAppearance {
  /// The inline title's attributes (`titleTextAttributes`), as a UIKit attributes dictionary.
  @_disfavoredOverload
  public var titleTextAttributes: [NSAttributedString.Key: Any] {
    get { self.SwivelWidgets::titleTextAttributes.dictionary }
    set { self.SwivelWidgets::titleTextAttributes = TextAttributes(newValue) }
  }

  /// The large title's attributes (`largeTitleTextAttributes`), as a UIKit attributes
  /// dictionary.
  @_disfavoredOverload
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any] {
    get { self.SwivelWidgets::largeTitleTextAttributes.dictionary }
    set { self.SwivelWidgets::largeTitleTextAttributes = TextAttributes(newValue) }
  }
}

extension AppearanceProxy where Root: NavigationBar {
  /// The inline title's attributes for every bar (`titleTextAttributes`), as a UIKit
  /// attributes dictionary.
  @_disfavoredOverload
  public var titleTextAttributes: [NSAttributedString.Key: Any]? {
    get { self.SwivelWidgets::titleTextAttributes?.dictionary }
    nonmutating set {
      self.SwivelWidgets::titleTextAttributes = newValue.map(TextAttributes.init)
    }
  }

  /// The large title's attributes for every bar (`largeTitleTextAttributes`), as a UIKit
  /// attributes dictionary.
  @_disfavoredOverload
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
    get { self.SwivelWidgets::largeTitleTextAttributes?.dictionary }
    nonmutating set {
      self.SwivelWidgets::largeTitleTextAttributes = newValue.map(TextAttributes.init)
    }
  }
}
