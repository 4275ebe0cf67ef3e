/// Why ``DeviceHost/launch(_:on:launchOptions:supportedOrientations:model:traits:)`` could
/// not launch an app delegate.
public enum LaunchError: Error, Equatable, CustomStringConvertible {
  /// The delegate's `application(_:didFinishLaunchingWithOptions:)` left no window with a
  /// root view controller.
  case noRootViewController(delegate: String)
  /// The root view controller cannot be shown under the app's orientations.
  case orientation(OrientationError)

  /// What was expected, what was found, what to do.
  public var description: String {
    switch self {
    case .noRootViewController(let delegate):
      "Launching \(delegate): expected application(_:didFinishLaunchingWithOptions:) to set up a window "
        + "with a rootViewController, found none. Create a window there, set its rootViewController, "
        + "call makeKeyAndVisible() and keep it in the delegate's `var window: UIWindow?`."
    case .orientation(let error):
      "Launching the delegate's root view controller: \(error)"
    }
  }
}
