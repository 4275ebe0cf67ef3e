/// The object that sets up an app when it launches (`UIApplicationDelegate`), as an iOS app's
/// `AppDelegate` does: it makes a window, gives it a root view controller and makes it key.
///
/// ```swift
/// final class AppDelegate: UIResponder, UIApplicationDelegate {
///   var window: UIWindow?
///
///   func application(
///     _ application: UIApplication,
///     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
///   ) -> Bool {
///     window = UIWindow(frame: UIScreen.main.bounds)
///     window?.rootViewController = HomeViewController()
///     window?.makeKeyAndVisible()
///     return true
///   }
/// }
///
/// let host = try DeviceHost.launch(AppDelegate(), on: .iphonex)
/// ```
///
/// Linux has no `@main`/`@UIApplicationMain` app entry for UIKit: ``DeviceHost/launch(_:on:launchOptions:supportedOrientations:model:traits:)``
/// takes the delegate instead. Both members have defaults, so a delegate implements only what
/// it uses, as with UIKit's optional requirements.
public protocol ApplicationDelegate: AnyObject {
  /// The app's window (`window`). After a launch it is the host's window, which shows the
  /// root view controller the delegate set up.
  var window: Window? { get set }

  /// Called once when the app has launched (`application(_:didFinishLaunchingWithOptions:)`),
  /// with `Screen.main` and `UIApplication.shared` answering for the launching device.
  /// The result is ignored, as UIKit ignores it for an app not opened by a URL.
  func application(
    _ application: Application,
    didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool
}

extension ApplicationDelegate {
  /// No window: a delegate that declares none keeps none.
  public var window: Window? {
    get { nil }
    set {}
  }

  /// Does nothing and returns true.
  public func application(
    _ application: Application,
    didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool {
    true
  }
}
