/// Manages a root view and sets its subviews' frames in the ``updateInterface()`` pass
/// (`UIViewController`).
///
/// Subclass it, build views in ``viewDidLoad()`` and compute every frame from `view.bounds` in
/// ``updateInterface()``:
///
/// ```swift
/// final class Greeting: ViewController {
///   let title = Label()
///   override func viewDidLoad() { view.addSubview(title) }
///   override func updateInterface() {
///     title.frame = view.bounds.insetBy(dx: 20, dy: 20)
///   }
/// }
/// ```
open class ViewController {
  private var loadedView: View?
  private var isLoadingView = false
  private var lastInterfaceSize: CGSize?
  private var needsUpdateInterface = true

  /// Creates a controller; its view loads on first access.
  public init() {}

  deinit {
    // The root view points back here unretained; a view that outlives us must not.
    // (`refers(to:)`, not `owningController === self`: a weak reference to an object in its
    // deinit already reads nil, which `ParentLink`'s debug check would take for a dangling link.)
    if let view = loadedView, view.controllerLink.refers(to: self) { view.owningController = nil }
  }

  /// The root view, loaded on first access through ``loadView()`` and ``viewDidLoad()``.
  ///
  /// Setting it installs another root view; when the old one was in a superview (a window),
  /// the new one takes its place there, which is how the seeds' *Swapper* swaps whole views.
  public var view: View! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      let old = loadedView
      if let old, old !== newValue {
        old.owningController = nil
        if let parent = old.superview, let newValue,
          let index = parent.subviews.firstIndex(where: { $0 === old }) {
          old.removeFromSuperview()
          parent.insertSubview(newValue, at: index)
        }
      }
      loadedView = newValue
      newValue?.owningController = self
      lastInterfaceSize = nil
      newValue?.setNeedsLayout()
    }
  }

  /// The root view if it has loaded, without loading it.
  public var viewIfLoaded: View? { loadedView }

  /// Whether the root view has loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view now if it has not loaded yet.
  public func loadViewIfNeeded() {
    guard loadedView == nil, !isLoadingView else { return }
    isLoadingView = true
    loadView()
    if loadedView == nil { view = View(frame: .zero) }
    isLoadingView = false
    viewDidLoad()
  }

  /// Creates the root view; the default makes a plain ``View``. Override to set ``view``
  /// yourself; never call it directly.
  open func loadView() {
    view = View(frame: .zero)
  }

  /// Called once after the view loads: create and add subviews here.
  open func viewDidLoad() {}

  /// Called at the start of each layout pass of the root view.
  open func viewWillLayoutSubviews() {}

  /// Called at the end of each layout pass of the root view.
  open func viewDidLayoutSubviews() {}

  /// The **updateInterface pass**: set every frame from `view.bounds` here.
  ///
  /// Swivel calls it inside the root view's layout pass, after ``viewWillLayoutSubviews()``
  /// and before the view's own `layoutSubviews()`: on the first pass after the view loads, after
  /// every change of the view's bounds size (a rotation included), after the interface
  /// orientation changes, and after ``setNeedsUpdateInterface()``. It must be idempotent:
  /// compute frames, do not add subviews here. The default does nothing.
  open func updateInterface() {}

  /// Asks for an ``updateInterface()`` pass at the next layout.
  public func setNeedsUpdateInterface() {
    needsUpdateInterface = true
    loadedView?.setNeedsLayout()
  }

  /// Runs ``updateInterface()`` when it is due; called by the root view's layout pass.
  func updateInterfaceIfNeeded() {
    guard let view = loadedView else { return }
    let size = view.bounds.size
    guard needsUpdateInterface || lastInterfaceSize != size else { return }
    needsUpdateInterface = false
    lastInterfaceSize = size
    updateInterface()
  }

  /// The orientation of the interface: the window's, or portrait when not in a window.
  public var interfaceOrientation: InterfaceOrientation {
    loadedView?.window?.interfaceOrientation ?? .portrait
  }

  // MARK: Orientations (iOS 6+)

  /// The traits of the controller's environment, set by its ``DeviceHost``; all unspecified
  /// when not hosted.
  public internal(set) var traitCollection = TraitCollection()

  /// The interface orientations this controller supports. The default is UIKit's: all on
  /// iPad, all but upside down on iPhone (by the trait collection's idiom).
  open var supportedInterfaceOrientations: InterfaceOrientationMask {
    traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
  }

  /// Whether the interface follows the device; when false the controller's mask is not
  /// consulted and the interface never rotates. True by default.
  open var shouldAutorotate: Bool { true }

  /// The orientation to launch in, which must be supported; nil (the default) lets the host
  /// choose (portrait when allowed).
  open var preferredInterfaceOrientationForPresentation: InterfaceOrientation? { nil }

  // MARK: Rotation callbacks, iOS 8+ (modern model)

  /// Called before the traits change (only when they do); `traitCollection` and
  /// `view.bounds` are still the old ones.
  open func willTransition(to newCollection: TraitCollection) {}

  /// Called before the view's size changes, with a coordinator for code that runs alongside
  /// the rotation and after it (`viewWillTransition(to:with:)`); `size` is the new size,
  /// `view.bounds` still old.
  ///
  /// This is the form a ``DeviceHost`` calls. Its default implementation calls the
  /// one-argument ``viewWillTransition(to:)`` (Swivel's own shorthand, which UIKit does not
  /// have), so overriding either form works. When both are overridden, the host calls this
  /// one, and the one-argument form runs only if this one calls `super`. The pre-iOS 8
  /// callbacks (``willRotate(to:duration:)``, ``willAnimateRotation(to:duration:)``,
  /// ``didRotate(from:)``) are delivered by the default of the one-argument form, reached
  /// through `super` here: as in UIKit, overriding this method without calling `super` turns
  /// them off.
  open func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
    viewWillTransition(to: size)
  }

  /// Called before the view's size changes; `size` is the new size, `view.bounds` still old
  /// (Swivel's shorthand for `viewWillTransition(to:with:)` when no coordinator is needed).
  ///
  /// Reached through the default ``viewWillTransition(to:with:)``. Its own default
  /// implementation is what delivers the pre-iOS 8 callbacks (``willRotate(to:duration:)``,
  /// ``willAnimateRotation(to:duration:)``, ``didRotate(from:)``) in the modern model:
  /// override it **without calling super** to handle the size yourself and, as in UIKit, get
  /// no legacy callbacks.
  open func viewWillTransition(to size: CGSize) {
    forwardsLegacyRotationCallbacks = true
  }

  /// Called after the traits changed, before the layout pass; `previous` is the old value.
  open func traitCollectionDidChange(_ previous: TraitCollection?) {}

  // MARK: Rotation callbacks, iOS ≤ 7 (legacy model)

  /// Called before the rotation; `interfaceOrientation` and `view.bounds` are still old. The
  /// documented place to swap in an orientation-specific view.
  open func willRotate(to orientation: InterfaceOrientation, duration: Double) {}

  /// Called inside the rotation animation, after the layout pass with the new bounds;
  /// `interfaceOrientation` is already new.
  open func willAnimateRotation(to orientation: InterfaceOrientation, duration: Double) {}

  /// Called after the rotation; `interfaceOrientation` is new.
  open func didRotate(from orientation: InterfaceOrientation) {}

  /// Set by the default ``viewWillTransition(to:)``.
  var forwardsLegacyRotationCallbacks = false

  // MARK: Status bar

  /// Whether this controller wants the status bar hidden (`prefersStatusBarHidden`). UIKit's
  /// default: false, except in a vertically compact environment (every iPhone in landscape)
  /// for apps of the iOS 8+ model. A ``DeviceHost`` reads it at launch, on rotation and after
  /// ``setNeedsStatusBarAppearanceUpdate()``.
  open var prefersStatusBarHidden: Bool {
    hidesStatusBarWhenVerticallyCompact && traitCollection.verticalSizeClass == .compact
  }

  /// The status bar style this controller wants (`preferredStatusBarStyle`); `.default`.
  open var preferredStatusBarStyle: StatusBarStyle { .default }

  /// The child whose ``prefersStatusBarHidden`` decides instead of this controller's
  /// (`childForStatusBarHidden`); nil (the default) to decide here.
  open var childForStatusBarHidden: ViewController? { nil }

  /// The child whose ``preferredStatusBarStyle`` decides instead of this controller's
  /// (`childForStatusBarStyle`); nil (the default) to decide here.
  open var childForStatusBarStyle: ViewController? { nil }

  /// Tells the host to read ``prefersStatusBarHidden`` and ``preferredStatusBarStyle`` again
  /// (`setNeedsStatusBarAppearanceUpdate()`); hiding or showing the bar changes the safe area
  /// where the bar was its only cause.
  public func setNeedsStatusBarAppearanceUpdate() {
    loadedView?.window?.statusBarAppearanceNeedsUpdate()
  }

  /// Whether the default ``prefersStatusBarHidden`` follows the iOS 8 vertically-compact
  /// rule; a host of the legacy (iOS ≤ 7) model turns it off.
  var hidesStatusBarWhenVerticallyCompact = true
}
