/// A controller of a root view with UIKit's `UIViewController` surface exactly
/// (`UIViewController` in SwivelUIKit): designated `init(nibName:bundle:)`, required
/// `init?(coder:)`, convenience `init()`, the view's loading, the layout, rotation, appearance
/// and containment callbacks, in UIKit's order.
///
/// Swivel's own ``ViewController`` is this plus the `updateInterface` pass. Subclass it for
/// Swivel-style screens; subclass this class (as `UIViewController`) for code written for iOS,
/// which may declare a method named `updateInterface()` of its own:
///
/// ```swift
/// final class Settings: UIKitViewController {
///   let toggle = Switch()
///   init() { super.init(nibName: nil, bundle: nil) }          // no `override`, as in UIKit
///   required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     view.addSubview(toggle)
///   }
///   override func viewDidLayoutSubviews() {
///     super.viewDidLayoutSubviews()
///     updateInterface()                                       // the app's own method
///   }
///   func updateInterface() { toggle.frame.origin = CGPoint(x: 20, y: 100) }
/// }
/// ```
open class UIKitViewController: Responder {
  private var loadedView: View?
  private var isLoadingView = false

  /// The name of the nib the view would load from (`nibName`). Swivel reads no nibs: it is
  /// kept, and ``loadView()`` makes the view in code whatever it is.
  public internal(set) var nibName: String?
  /// The bundle of the nib (`nibBundle`); kept, never read.
  public internal(set) var nibBundle: Bundle?

  /// Creates a controller (`init(nibName:bundle:)`, UIKit's designated initializer); its view
  /// loads on first access. Swivel reads no nibs, so pass nil for both, as code-only UIKit
  /// controllers do:
  ///
  /// ```swift
  /// final class Profile: UIKitViewController {
  ///   let user: User
  ///   init(user: User) {
  ///     self.user = user
  ///     super.init(nibName: nil, bundle: nil)
  ///   }
  ///   required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  /// }
  /// ```
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// Creates a controller from an archive (`init?(coder:)`). Swivel reads no nibs or
  /// storyboards, so there is never an archive to decode: it fails (returns nil).
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates a controller with no nib (`init()`): `init(nibName: nil, bundle: nil)`. A
  /// convenience initializer, as in UIKit, so a subclass's own `init()` calling
  /// `super.init(nibName: nil, bundle: nil)` needs no `override`.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

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
          let index = parent.subviews.firstIndex(where: { $0 === old })
        {
          old.removeFromSuperview()
          parent.insertSubview(newValue, at: index)
        }
      }
      loadedView = newValue
      newValue?.owningController = self
      rootViewWasReplaced()
      newValue?.setNeedsLayout()
    }
  }

  /// The root view's superview (`next`), when the view has loaded.
  open override var next: Responder? { loadedView?.superview }

  /// The root view's window.
  override var responderWindow: Window? { loadedView?.window }

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

  /// Creates the root view; the default makes a plain ``View`` the size of the screen
  /// (``Screen/main``'s bounds), as UIKit's does for a controller without a nib, so
  /// `view.bounds` already has the screen's size in ``viewDidLoad()``. Override to set
  /// ``view`` yourself; never call it directly.
  open func loadView() {
    view = View(frame: Screen.main.bounds)
  }

  /// Called once after the view loads: create and add subviews here.
  open func viewDidLoad() {}

  /// Called at the start of each layout pass of the root view.
  open func viewWillLayoutSubviews() {}

  /// Called at the end of each layout pass of the root view.
  open func viewDidLayoutSubviews() {}

  /// Lays out what the controller itself owns in its root view's layout pass, after
  /// ``viewWillLayoutSubviews()`` and before the view's `layoutSubviews()`: Swivel's
  /// ``ViewController`` runs its `updateInterface` pass here (a ``ContainerController`` lays
  /// out with ``ContainerController/layOutContainerContent()`` instead). Nothing by default.
  func layOutRootContent() {}

  /// Asks for ``layOutRootContent()`` at the next layout pass (the interface changed
  /// orientation, a container's bar changed): lays the root view out again.
  package func setNeedsRootContentLayout() {
    loadedView?.setNeedsLayout()
  }

  /// Called when another root view was installed.
  func rootViewWasReplaced() {}

  /// The orientation of the interface: the window's, or portrait when not in a window.
  public var interfaceOrientation: InterfaceOrientation {
    loadedView?.window?.interfaceOrientation ?? .portrait
  }

  // MARK: Orientations (iOS 6+)

  /// The traits of the controller's environment (`UIViewController.traitCollection`): those
  /// its `DeviceHost` set, or for a controller not given any, those of its view's superview,
  /// else its ``parent``'s; with ``overrideUserInterfaceStyle`` applied. All unspecified when
  /// none of them exists.
  public package(set) var traitCollection: TraitCollection {
    get {
      if hostTraits != nil { return traits(inheriting: TraitCollection()) }
      if let superview = loadedView?.superview {
        return traits(inheriting: superview.traitCollection)
      }
      return traits(inheriting: parent?.traitCollection ?? TraitCollection())
    }
    set { hostTraits = newValue }
  }

  /// The traits a host set, before the controller's own override; nil when none did.
  package var hostTraits: TraitCollection?

  /// The scroll view given to ``setContentScrollView(_:)``.
  package weak var chosenContentScrollView: View?

  /// ``overrideUserInterfaceStyle``'s storage.
  var styleOverride = UserInterfaceStyle.unspecified

  /// The appearance the controller, its view and their subtree use regardless of the
  /// environment (`UIViewController.overrideUserInterfaceStyle`); ``UserInterfaceStyle/unspecified``
  /// (the default) follows it. Setting it calls ``traitCollectionDidChange(_:)`` on the
  /// controller and its views when the style changes.
  public var overrideUserInterfaceStyle: UserInterfaceStyle {
    get { styleOverride }
    set {
      guard newValue != styleOverride else { return }
      guard let view = loadedView else {
        styleOverride = newValue
        return
      }
      view.performTraitChange { styleOverride = newValue }
    }
  }

  /// The controller's traits given its view's superview's (ignored when a host set them).
  func traits(inheriting parent: TraitCollection) -> TraitCollection {
    var traits = hostTraits ?? parent
    if styleOverride != .unspecified { traits.userInterfaceStyle = styleOverride }
    return traits
  }

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
  /// This is the form a `DeviceHost` calls. Its default implementation calls the
  /// one-argument ``viewWillTransition(to:)`` (Swivel's own shorthand, which UIKit does not
  /// have), so overriding either form works. When both are overridden, the host calls this
  /// one, and the one-argument form runs only if this one calls `super`. The pre-iOS 8
  /// callbacks (``willRotate(to:duration:)``, ``willAnimateRotation(to:duration:)``,
  /// ``didRotate(from:)``) are delivered by the default of the one-argument form, reached
  /// through `super` here: as in UIKit, overriding this method without calling `super` turns
  /// them off.
  ///
  /// As UIKit's, the default also forwards the call to each child (``children``) with the
  /// same size and coordinator, so containers pass rotations on when their overrides call
  /// `super`.
  open func viewWillTransition(
    to size: CGSize, with coordinator: ViewControllerTransitionCoordinator
  ) {
    viewWillTransition(to: size)
    for child in children { child.viewWillTransition(to: size, with: coordinator) }
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
  package var forwardsLegacyRotationCallbacks = false

  // MARK: Status bar

  /// Whether this controller wants the status bar hidden (`prefersStatusBarHidden`). UIKit's
  /// default: false, except in a vertically compact environment (every iPhone in landscape)
  /// for apps of the iOS 8+ model. A `DeviceHost` reads it at launch, on rotation and after
  /// ``setNeedsStatusBarAppearanceUpdate()``.
  open var prefersStatusBarHidden: Bool {
    hidesStatusBarWhenVerticallyCompact && traitCollection.verticalSizeClass == .compact
  }

  // MARK: Presentation

  /// How the controller is shown when presented (`modalPresentationStyle`); `.automatic`.
  /// See ``present(_:animated:completion:)`` for how each style is drawn.
  open var modalPresentationStyle: ModalPresentationStyle = .automatic
  /// The animation a presentation would use (`modalTransitionStyle`); `.coverVertical`. A
  /// still render shows the end of it.
  open var modalTransitionStyle: ModalTransitionStyle = .coverVertical
  /// Whether a swipe may not dismiss the presented controller (`isModalInPresentation`);
  /// false. Kept: Swivel has no swipe.
  open var isModalInPresentation = false
  /// Whether a presented controller that does not cover the screen decides the status bar
  /// (`modalPresentationCapturesStatusBarAppearance`); false.
  open var modalPresentationCapturesStatusBarAppearance = false

  /// ``presentedViewController``'s storage.
  final var presentedStorage: UIKitViewController?
  /// ``presentingViewController``'s storage.
  final weak var presentingStorage: UIKitViewController?

  /// Whether this controller would like the home indicator hidden
  /// (`prefersHomeIndicatorAutoHidden`); false. Swivel draws no home indicator, so it changes
  /// no render; the safe area keeps its bottom inset either way, as in UIKit.
  open var prefersHomeIndicatorAutoHidden: Bool { false }

  /// The status bar style this controller wants (`preferredStatusBarStyle`); `.default`.
  open var preferredStatusBarStyle: StatusBarStyle { .default }

  /// The child whose ``prefersStatusBarHidden`` decides instead of this controller's
  /// (`childForStatusBarHidden`); nil (the default) to decide here.
  open var childForStatusBarHidden: UIKitViewController? { nil }

  /// The child whose ``preferredStatusBarStyle`` decides instead of this controller's
  /// (`childForStatusBarStyle`); nil (the default) to decide here.
  open var childForStatusBarStyle: UIKitViewController? { nil }

  /// Tells the host to read ``prefersStatusBarHidden`` and ``preferredStatusBarStyle`` again
  /// (`setNeedsStatusBarAppearanceUpdate()`); hiding or showing the bar changes the safe area
  /// where the bar was its only cause.
  public func setNeedsStatusBarAppearanceUpdate() {
    loadedView?.window?.statusBarAppearanceNeedsUpdate()
  }

  /// Whether the default ``prefersStatusBarHidden`` follows the iOS 8 vertically-compact
  /// rule; a host of the legacy (iOS ≤ 7) model turns it off.
  package var hidesStatusBarWhenVerticallyCompact = true

  // MARK: Title, containment, appearance and safe area (containment and the appearance
  // callbacks are in UIKitViewController+Containment.swift and UIKitViewController+Appearance.swift)

  /// A short, human-readable title for the controller (`UIViewController.title`); nil by
  /// default. Container controllers (a navigation bar, a tab bar) show it, and follow changes.
  open var title: String? {
    didSet {
      if title != oldValue, let parent, parent.adopts(.containerController) {
        (parent as? any ContainerController)?.childTitleDidChange()
      }
    }
  }

  /// What a `NavigationController`'s bar shows while this controller is on top
  /// (`UIViewController.navigationItem`), made on first use.
  public private(set) lazy var navigationItem = NavigationItem()

  /// What a `TabBarController`'s bar shows for this controller
  /// (`UIViewController.tabBarItem`), made on first use.
  public lazy var tabBarItem = TabBarItem()

  /// The child controllers, in the order they were added (`UIViewController.children`).
  public internal(set) var children: [UIKitViewController] = []

  /// The container this controller is a child of, unretained (`UIViewController.parent`);
  /// nil for a root controller.
  public internal(set) weak var parent: UIKitViewController?

  /// Where the controller is in its appearance cycle (drives the appearance callbacks).
  var appearanceState = AppearanceState.disappeared

  /// Insets the app adds to the root view's safe area
  /// (`UIViewController.additionalSafeAreaInsets`). Zero by default; setting them asks the root
  /// view for a layout pass. A container's bars add their own insets beside these, as in
  /// UIKit, so the two add up.
  public var additionalSafeAreaInsets = EdgeInsets.zero {
    didSet {
      guard additionalSafeAreaInsets != oldValue else { return }
      loadedView?.safeAreaInputsDidChange()
    }
  }

  /// The edges at which the view extends under a container's bars
  /// (`edgesForExtendedLayout`): all by default, so the view fills the container and its safe
  /// area keeps the bars' content clear. At an edge left out, the view ends at the bar.
  public var edgesForExtendedLayout = RectEdge.all {
    didSet { parent?.setNeedsRootContentLayout() }
  }

  /// Whether the view also extends under opaque bars (`extendedLayoutIncludesOpaqueBars`):
  /// false by default, so a bar that is not translucent ends the view at its edge.
  public var extendedLayoutIncludesOpaqueBars = false {
    didSet { parent?.setNeedsRootContentLayout() }
  }

  /// Whether the view extends under a bar at `edge` that is translucent or not.
  package func extendsUnderBar(at edge: RectEdge, translucent: Bool) -> Bool {
    edgesForExtendedLayout.contains(edge) && (translucent || extendedLayoutIncludesOpaqueBars)
  }

  /// Insets a container adds to its shown child's safe area for the bars it draws over the
  /// child's view (a navigation bar's height at the top); zero outside a bar container.
  package var containerSafeAreaInsets = EdgeInsets.zero {
    didSet {
      guard containerSafeAreaInsets != oldValue else { return }
      loadedView?.safeAreaInputsDidChange()
    }
  }

  /// What the root view's safe area grows by: the app's insets plus the container's.
  package var safeAreaInsetsAdded: EdgeInsets {
    let app = additionalSafeAreaInsets, bars = containerSafeAreaInsets
    return EdgeInsets(
      top: app.top + bars.top, left: app.left + bars.left, bottom: app.bottom + bars.bottom,
      right: app.right + bars.right)
  }

  /// Called just before the controller is added to or removed from a container
  /// (`UIViewController.willMove(toParent:)`). ``addChild(_:)`` calls it with the new parent;
  /// before ``removeFromParent()`` the container calls it with nil itself. The default does
  /// nothing.
  open func willMove(toParent parent: UIKitViewController?) {}

  /// Called just after the controller is added to or removed from a container
  /// (`UIViewController.didMove(toParent:)`). ``removeFromParent()`` calls it with nil; after
  /// ``addChild(_:)`` and adding the child's view, the container calls it with itself. The
  /// default does nothing.
  open func didMove(toParent parent: UIKitViewController?) {}

  /// Whether appearance callbacks reach the children automatically
  /// (`UIViewController.shouldAutomaticallyForwardAppearanceMethods`); true by default. A
  /// container that returns false calls ``beginAppearanceTransition(_:animated:)`` and
  /// ``endAppearanceTransition()`` on its children itself.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Called before the root view is added to a visible view hierarchy
  /// (`UIViewController.viewWillAppear(_:)`). The default does nothing.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the root view was added to a visible view hierarchy and laid out
  /// (`UIViewController.viewDidAppear(_:)`). The default does nothing.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the root view is removed from a visible view hierarchy
  /// (`UIViewController.viewWillDisappear(_:)`). The default does nothing.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the root view was removed from a visible view hierarchy
  /// (`UIViewController.viewDidDisappear(_:)`). The default does nothing.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called when the root view's safe-area insets change
  /// (`UIViewController.viewSafeAreaInsetsDidChange()`), during the layout pass, right after
  /// the root view's ``View/safeAreaInsetsDidChange()`` and before its layout. The default
  /// does nothing.
  open func viewSafeAreaInsetsDidChange() {}

  /// Whether the root view's margins are at least ``systemMinimumLayoutMargins``
  /// (`UIViewController.viewRespectsSystemMinimumLayoutMargins`); true by default. When false
  /// the root view takes its margins from its own `directionalLayoutMargins` alone.
  public var viewRespectsSystemMinimumLayoutMargins = true {
    didSet {
      guard viewRespectsSystemMinimumLayoutMargins != oldValue else { return }
      loadedView?.layoutMarginsInputsDidChange()
    }
  }

  /// Called when the root view's layout margins change
  /// (`UIViewController.viewLayoutMarginsDidChange()`), right after the root view's
  /// ``View/layoutMarginsDidChange()``. The default does nothing.
  open func viewLayoutMarginsDidChange() {}
}
