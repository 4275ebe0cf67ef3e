public import Foundation

/// A simulated app on a device: application, window and root view controller, with UIKit's
/// orientation rules and one of two rotation models.
///
/// ```swift
/// let host = try DeviceHost(device: .iphone6, rootViewController: MyController())
/// try host.rotate(to: .landscapeLeft)   // the device turns; the masks decide
/// host.interfaceOrientation             // .landscapeRight (home button on the right)
/// ```
///
/// The interface turns only to orientations in the app's mask ∩ the controller's mask (the
/// controller's is consulted only while it autorotates). The launch orientation is portrait
/// unless the masks forbid it.
public final class DeviceHost {
  /// The device.
  public let device: Device
  /// The rotation model.
  public let model: RotationModel
  /// The app's supported orientations (the Info.plist setting).
  public let applicationOrientations: InterfaceOrientationMask
  /// The window.
  public let window: Window
  /// The root view controller.
  public let rootViewController: UIKitViewController
  /// The device's physical orientation: where it was last turned, even when the interface
  /// did not follow.
  public internal(set) var deviceOrientation: DeviceOrientation
  /// The appearance, text size and layout direction the app runs with (any specified value
  /// wins over the device's; unspecified ones take UIKit's defaults: light, large, left to
  /// right), like the Settings app's Display and Text Size choices. Changing them calls
  /// `traitCollectionDidChange(_:)` where traits change and lays the window out.
  public var traitOverrides: TraitCollection {
    didSet { if traitOverrides != oldValue { traitOverridesDidChange() } }
  }
  /// The status bar preferences last read from the controllers (see
  /// `UIKitViewController.setNeedsStatusBarAppearanceUpdate()`).
  public internal(set) var statusBarAppearance = StatusBarAppearance()
  /// The app's delegate (`UIApplication.shared.delegate`) when the host launched one with
  /// ``launch(_:on:launchOptions:supportedOrientations:model:traits:)``; nil otherwise.
  public internal(set) var applicationDelegate: (any ApplicationDelegate)?
  /// What the app asked the system to open (`UIApplication.open(_:)`), in order. A host opens
  /// nothing: it records the request so that tests can read it back.
  public internal(set) var openedURLs: [URL] = []

  /// Launches `rootViewController` on `device`.
  ///
  /// - Parameters:
  ///   - supportedOrientations: the app's mask; nil for the idiom's default (all on iPad, all
  ///     but upside down on iPhone).
  ///   - traits: the appearance, text size and direction (``traitOverrides``); empty for
  ///     UIKit's defaults.
  /// - Throws: ``OrientationError`` for an empty app mask, an empty app ∩ controller mask
  ///   while the controller autorotates, or a preferred orientation outside the supported set.
  public init(
    device: Device, rootViewController: UIKitViewController,
    supportedOrientations: InterfaceOrientationMask? = nil, model: RotationModel = .modern,
    traits: TraitCollection = TraitCollection()
  ) throws(OrientationError) {
    self.device = device
    self.traitOverrides = traits
    self.model = model
    self.applicationOrientations = supportedOrientations ?? device.defaultOrientationMask
    self.rootViewController = rootViewController
    self.window = Window(device: device, interfaceOrientation: .portrait)
    self.deviceOrientation = .portrait
    window.rootViewPlacement = model == .legacy ? .centered : .fillsHostSizedWindow
    window.isKeyWindow = true
    window.hostObject = self
    let effective = try Self.launchOrientations(
      of: rootViewController, on: device, applicationOrientations: applicationOrientations)
    let fallback =
      rootViewController.preferredInterfaceOrientationForPresentation
      ?? effective.orientations.first
    let launch = effective.contains(.portrait) ? .portrait : fallback ?? .portrait
    deviceOrientation = DeviceOrientation(launch)
    window.statusBarAppearanceUpdateHandler = { [weak self] in self?.updateStatusBarAppearance() }
    // The masks were read with the device's traits; the controller gets its traits, with a
    // `traitCollectionDidChange(_:)` from unspecified ones, when the window shows it.
    rootViewController.hostTraits = nil
    withScreen(orientation: launch) {
      window.rootViewController = rootViewController
      // As when a window becomes visible with its root on iOS: the traits arrive (callbacks
      // window first, then the controller, its view and the subviews, parents first), then
      // viewWillAppear, the layout pass, viewDidAppear. The legacy model predates traits.
      apply(launch, notifyTraits: model == .modern)
      rootViewController.startAppearanceTransition(true, animated: false, repeatsSettled: false)
      window.layoutIfNeeded()
      rootViewController.endAppearanceTransition()
    }
  }

  /// The orientation the interface shows.
  public var interfaceOrientation: InterfaceOrientation { window.interfaceOrientation }

  /// The traits of the app in its current orientation (see ``traitCollection(for:)``).
  public var traitCollection: TraitCollection { traitCollection(for: interfaceOrientation) }

  /// App mask ∩ controller mask (just the app mask when the controller does not autorotate),
  /// less what the hardware cannot show (``Device/interfaceOrientations``: no upside down on
  /// Face ID iPhones) unless that would leave nothing.
  ///
  /// - Throws: ``OrientationError/noCommonOrientation(controller:application:controllerMask:)``
  ///   when app mask ∩ controller mask is empty while the controller autorotates.
  public func effectiveOrientations() throws(OrientationError) -> InterfaceOrientationMask {
    try Self.effectiveOrientations(
      of: rootViewController, on: device, applicationOrientations: applicationOrientations)
  }

  /// The orientations a launch of `controller` on `device` can show, checked as a launch
  /// checks them: the app mask is not empty, the controller gets the device's portrait traits
  /// (its mask may depend on the idiom), app ∩ controller is not empty, and a preferred
  /// orientation for presentation lies inside. ``init(device:rootViewController:supportedOrientations:model:traits:)``
  /// and `Scene.allowedOrientations(on:)` both use it, so a scene's orientations are known
  /// without launching it.
  public static func launchOrientations(
    of controller: UIKitViewController, on device: Device,
    applicationOrientations: InterfaceOrientationMask
  ) throws(OrientationError) -> InterfaceOrientationMask {
    guard !applicationOrientations.orientations.isEmpty else { throw .emptyApplicationMask }
    controller.traitCollection = device.traitCollection(for: .portrait)
    let effective = try effectiveOrientations(
      of: controller, on: device, applicationOrientations: applicationOrientations)
    if let preferred = controller.preferredInterfaceOrientationForPresentation,
      !effective.contains(preferred)
    {
      throw .preferredOrientationUnsupported(preferred: preferred, supported: effective)
    }
    return effective
  }

  /// The orientations `controller` can be shown in on `device` under the app's mask, resolved
  /// as UIKit does, without launching anything: app ∩ controller mask (when it autorotates),
  /// then what the hardware can show (never emptied by it).
  ///
  /// - Throws: ``OrientationError/noCommonOrientation(controller:application:controllerMask:)``
  ///   when the app and the controller share no orientation.
  public static func effectiveOrientations(
    of controller: UIKitViewController, on device: Device,
    applicationOrientations: InterfaceOrientationMask
  ) throws(OrientationError) -> InterfaceOrientationMask {
    var effective = applicationOrientations
    if controller.shouldAutorotate {
      let controllerMask = controller.supportedInterfaceOrientations
      effective = applicationOrientations.intersection(controllerMask)
      guard !effective.orientations.isEmpty else {
        throw .noCommonOrientation(
          controller: String(describing: type(of: controller)),
          application: applicationOrientations, controllerMask: controllerMask)
      }
    }
    let onDevice = effective.intersection(device.interfaceOrientations)
    return onDevice.orientations.isEmpty ? effective : onDevice
  }

  /// Whether the status bar shows: hidden in a vertically compact environment in the modern
  /// model (every iPhone in landscape), always shown in the legacy model.
  /// Also hidden whenever the controller that decides prefers it
  /// (`UIKitViewController.prefersStatusBarHidden`, as last read).
  public var isStatusBarHidden: Bool {
    statusBarAppearance.isHidden
      || (model == .modern && traitCollection.verticalSizeClass == .compact)
  }

  /// The status bar's frame in interface coordinates; `.zero` when hidden.
  public var statusBarFrame: CGRect {
    guard !isStatusBarHidden else { return .zero }
    let height = model == .legacy ? 20 : device.statusBarHeight
    return CGRect(x: 0, y: 0, width: interfaceSize.width, height: height)
  }

  /// The safe-area insets of the full-screen root view: the device table's in the modern
  /// model, the 20-pt status bar in the legacy one. A hidden status bar takes its top inset
  /// with it except on iPhones with a sensor housing (those with a home indicator), whose top
  /// inset stays.
  public var safeAreaInsets: EdgeInsets {
    var insets =
      model == .legacy
      ? EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
      : device.safeAreaInsets(for: interfaceOrientation)
    if isStatusBarHidden, !(device.idiom == .phone && device.hasHomeIndicator) { insets.top = 0 }
    return insets
  }

  /// The interface's size in points (the screen in the interface orientation).
  public var interfaceSize: CGSize { device.screenSize(for: interfaceOrientation) }

  /// Maps interface coordinates (upright, as the user holds the device) into window
  /// coordinates: the identity in the modern model, the root view's rotation about the
  /// screen centre in the legacy one.
  public var interfaceTransform: CGAffineTransform {
    guard model == .legacy else { return .identity }
    let size = interfaceSize, screen = window.bounds.size
    return CGAffineTransform(translationX: -size.width / 2, y: -size.height / 2)
      .concatenating(RotationModel.rootTransform(for: interfaceOrientation))
      .concatenating(CGAffineTransform(translationX: screen.width / 2, y: screen.height / 2))
  }

  /// Sets the window (and, in the legacy model, the root view) for an orientation, then the
  /// orientation's traits (with `traitCollectionDidChange(_:)` callbacks when `notifyTraits`;
  /// see ``installTraits(_:notify:)``), then reads the status bar preferences, which see the
  /// new traits, and the safe area, which depends on them.
  func apply(_ orientation: InterfaceOrientation, notifyTraits: Bool) {
    window.interfaceOrientation = orientation
    let size = device.screenSize(for: orientation)
    switch model {
    case .modern:
      window.frame = CGRect(origin: .zero, size: size)
    case .legacy:
      if let root = rootViewController.viewIfLoaded, root.superview === window {
        root.transform = RotationModel.rootTransform(for: orientation)
        root.bounds = CGRect(origin: root.bounds.origin, size: size)
      }
    }
    window.placeRootView()
    installTraits(traitCollection(for: orientation), notify: notifyTraits)
    statusBarAppearance = StatusBarAppearance(
      reading: rootViewController.statusBarDecider, model: model)
    updateSafeAreaRect()
  }

  /// Gives the window the safe rectangle of the current orientation and status bar.
  func updateSafeAreaRect() {
    window.safeAreaRect = CGRect(origin: .zero, size: interfaceSize).inset(by: safeAreaInsets)
      .applying(interfaceTransform)
  }
}
