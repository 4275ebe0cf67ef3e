/// A type whose instances can contain views for an appearance proxy's containment rule
/// (`UIAppearanceContainer`): views and view controllers.
public protocol AppearanceContainer: AnyObject, SendableMetatype {}

extension AppearanceContainer {
  /// Whether `object` is an instance of the type this is called on (or of a subclass); called
  /// through a metatype, so `Self` is the container type named in the rule.
  static func isInstance(_ object: AnyObject) -> Bool {
    object is Self
  }
}

extension View: AppearanceContainer {}
extension UIKitViewController: AppearanceContainer {}
