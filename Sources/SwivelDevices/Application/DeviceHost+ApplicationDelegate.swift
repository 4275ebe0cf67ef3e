extension DeviceHost {
  /// Launches an app from its delegate, as `UIApplicationMain` does on iOS: calls
  /// `application(_:didFinishLaunchingWithOptions:)` with `UIScreen.main` and
  /// `UIApplication.shared` answering for `device` in portrait, then hosts the root view
  /// controller of the window the delegate made key (`makeKeyAndVisible()`), else of its
  /// `window`.
  ///
  /// The host shows that controller in its own window, which becomes the delegate's `window`
  /// and keeps the background and tint colours the delegate gave its window;
  /// ``applicationDelegate`` and `UIApplication.shared.delegate` are the delegate.
  ///
  /// ```swift
  /// let host = try DeviceHost.launch(AppDelegate(), on: .iphone6)
  /// let image = try host.snapshot()
  /// ```
  ///
  /// - Throws: ``LaunchError/noRootViewController(delegate:)`` when the delegate set up no
  ///   window with a root view controller; ``LaunchError/orientation(_:)`` when the masks
  ///   leave that controller no orientation.
  public static func launch(
    _ delegate: any ApplicationDelegate, on device: Device,
    launchOptions: [Application.LaunchOptionsKey: Any]? = nil,
    supportedOrientations: InterfaceOrientationMask? = nil, model: RotationModel = .modern,
    traits: TraitCollection = TraitCollection()
  ) throws(LaunchError) -> DeviceHost {
    let launch = ApplicationLaunch(delegate: delegate, device: device)
    let screen = Screen(device: device, interfaceOrientation: .portrait, model: model)
    ApplicationLaunch.$current.withValue(launch) {
      Screen.$current.withValue(screen) {
        _ = delegate.application(.shared, didFinishLaunchingWithOptions: launchOptions)
      }
    }
    let appWindow = launch.keyWindow ?? delegate.window
    guard let appWindow, let root = appWindow.rootViewController else {
      throw .noRootViewController(delegate: String(describing: type(of: delegate)))
    }
    appWindow.rootViewController = nil
    let host: DeviceHost
    do {
      host = try DeviceHost(
        device: device, rootViewController: root, supportedOrientations: supportedOrientations,
        model: model,
        traits: traits)
    } catch {
      throw .orientation(error)
    }
    host.window.backgroundColor = appWindow.backgroundColor
    if appWindow.tintColor != .systemBlue { host.window.tintColor = appWindow.tintColor }
    host.applicationDelegate = delegate
    delegate.window = host.window
    return host
  }
}
