import SwivelSupport

/// The root of a view tree on a simulated screen (`UIWindow`): it hosts a root view
/// controller at a size, scale and interface orientation, runs layout passes, and delivers
/// taps and drags by hit testing (see ``sendTap(at:)``).
///
/// ```swift
/// let window = Window(device: .iphone6, interfaceOrientation: .landscapeLeft)
/// window.rootViewController = MyController()
/// window.layoutIfNeeded()
/// ```
open class Window: View {
  /// Pixels per point of the screen.
  public let screenScale: CGFloat

  /// The orientation of the interface. Changing it between portrait and landscape swaps the
  /// window's width and height; every change asks the root controller for a layout pass (an
  /// `updateInterface` pass of a ``ViewController``).
  public var interfaceOrientation: InterfaceOrientation = .portrait {
    didSet {
      guard interfaceOrientation != oldValue else { return }
      if rootViewPlacement.resizesWindowOnRotation,
        interfaceOrientation.isLandscape != oldValue.isLandscape,
        interfaceOrientation != .unknown, oldValue != .unknown
      {
        let size = bounds.size
        frame = CGRect(x: 0, y: 0, width: size.height, height: size.width)
      }
      rootViewController?.setNeedsRootContentLayout()
      setNeedsLayout()
    }
  }

  /// The window's first responder (see ``Responder/becomeFirstResponder()``), unretained.
  weak var firstResponder: Responder?

  /// Whether the window is its app's key window (`isKeyWindow`): a `DeviceHost`'s window is.
  public package(set) var isKeyWindow = false

  /// The object hosting the window (a device host), unretained; nil for a window made on its
  /// own.
  package weak var hostObject: AnyObject?

  /// The controller whose view fills the window.
  public var rootViewController: UIKitViewController? {
    didSet { rootViewControllerChanged(from: oldValue) }
  }

  /// Swaps the root view (observers do not run inside initializers, so those call it too).
  package func rootViewControllerChanged(from old: UIKitViewController?) {
    if let old, old !== rootViewController, let oldView = old.viewIfLoaded,
      oldView.superview === self
    {
      oldView.removeFromSuperview()
    }
    if let controller = rootViewController, controller.view.superview !== self {
      addSubview(controller.view)
    }
    setNeedsLayout()
  }

  /// True: windows are what ``View/window`` looks for.
  override package class var isWindowClass: Bool { true }

  /// Creates a window with a frame and a screen scale.
  ///
  /// - Precondition: `scale` is finite and positive.
  public init(frame: CGRect, scale: CGFloat = 2) {
    requirePrecondition(
      scale.isFinite && scale > 0,
      "Window scale must be finite and positive, got \(scale); pass a scale such as 2")
    screenScale = scale
    super.init(frame: frame)
  }

  /// Creates a window the size of the main screen at its scale (`UIWindow()`, which iOS sizes to
  /// the screen): ``Screen/main``, the running host's screen, else an iPhone 6's.
  public convenience init() {
    let screen = Screen.main
    self.init(frame: screen.bounds, scale: screen.scale)
  }

  /// Creates a window at scale 2.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, scale: 2)
  }

  /// Swivel reads no archives: fails (returns nil), as ``View/init(coder:)`` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The window itself, with no superview.
  open override var typeName: String { "Window" }

  /// The safe part of the screen in window coordinates, set by the host; nil when not hosted.
  /// Setting it asks for a layout pass, which hands the new insets down the tree.
  public package(set) var safeAreaRect: CGRect? {
    didSet {
      guard safeAreaRect != oldValue else { return }
      let insets = windowSafeAreaInsets
      safeAreaPropagates = true
      setNeedsLayout()
      guard insets != safeAreaInsetsCache else { return }
      safeAreaInsetsCache = insets
      safeAreaInsetsDidChange()
    }
  }

  /// Called by ``statusBarAppearanceNeedsUpdate()``; a `DeviceHost` sets it to re-read the
  /// controllers' status bar preferences (the window keeps no pointer back to the host).
  package var statusBarAppearanceUpdateHandler: (() -> Void)?

  /// Passes a controller's ``UIKitViewController/setNeedsStatusBarAppearanceUpdate()`` on to the
  /// host; does nothing in a window without one.
  func statusBarAppearanceNeedsUpdate() {
    statusBarAppearanceUpdateHandler?()
  }

  /// A controller was presented or dismissed: the host reads the status bar from the one that
  /// now decides it.
  func presentationDidChange() {
    statusBarAppearanceUpdateHandler?()
  }

  /// The traits the screen gives the window and everything in it (`UIScreen.traitCollection`
  /// with the app's appearance, text size and direction); a `DeviceHost` sets them. Changing
  /// them calls `traitCollectionDidChange(_:)` where a view's or controller's traits change.
  public var screenTraits: TraitCollection {
    get { screenTraitsStorage }
    set {
      guard newValue != screenTraitsStorage else { return }
      performTraitChange { screenTraitsStorage = newValue }
    }
  }

  /// ``screenTraits``' storage, set without callbacks.
  package var screenTraitsStorage = TraitCollection()

  /// The app's layout direction (a right-to-left language turns it to `.rightToLeft`): the
  /// ``screenTraits``' `layoutDirection`, left to right when unspecified.
  public var layoutDirection: UserInterfaceLayoutDirection {
    get { screenTraits.layoutDirection.userInterfaceLayoutDirection }
    set { screenTraits.layoutDirection = newValue == .rightToLeft ? .rightToLeft : .leftToRight }
  }

  /// How the window places its root view and follows orientation changes. A `DeviceHost`
  /// sets it for its rotation model; the window keeps no pointer back to the host.
  public enum RootViewPlacement: Sendable, Hashable {
    /// The root view fills the window, which swaps its sides itself when the orientation turns
    /// between portrait and landscape (a window on its own).
    case fillsWindow
    /// The root view fills the window; the host sizes the window (the modern rotation model).
    case fillsHostSizedWindow
    /// The root view keeps the transform and bounds the host gives it and is only re-centred
    /// (the legacy rotation model).
    case centered

    /// Whether the window swaps its own sides on rotation.
    var resizesWindowOnRotation: Bool { self == .fillsWindow }
  }

  /// How the root view is placed; ``RootViewPlacement/fillsWindow`` unless a host says
  /// otherwise.
  public package(set) var rootViewPlacement = RootViewPlacement.fillsWindow {
    didSet { setNeedsLayout() }
  }

  /// Places the root view by ``rootViewPlacement``.
  open override func layoutSubviews() {
    placeRootView()
  }

  /// Places the root controller's view by ``rootViewPlacement``: the one owner of where the
  /// root view goes.
  package func placeRootView() {
    guard let root = rootViewController?.viewIfLoaded, root.superview === self else { return }
    switch rootViewPlacement {
    case .centered: root.center = CGPoint(x: bounds.midX, y: bounds.midY)
    case .fillsWindow, .fillsHostSizedWindow: root.frame = bounds
    }
  }

  /// The window's touch clock, in seconds (see ``Touch/timestamp``).
  var touchClock: TimeInterval = 0
}
