import SwivelSupport

/// A stack of controllers under a navigation bar (`UINavigationController`): the top
/// controller's view fills the container, the bar sits under the status bar, and the child's
/// safe area grows by the bar's height (through its `additionalSafeAreaInsets`), so content
/// laid out in the safe area starts under the bar as in UIKit.
///
/// ```swift
/// let list = ListViewController()
/// list.title = "Mail"
/// let navigation = NavigationController(rootViewController: list)
/// navigation.navigationBar.prefersLargeTitles = true
/// navigation.pushViewController(MessageViewController(), animated: false)
/// ```
///
/// Nothing animates: a push or pop shows the new top controller at the next layout pass.
open class NavigationController: UIKitViewController {
  /// The bar (`navigationBar`).
  public let navigationBar = NavigationBar()
  /// The stack, root first (`viewControllers`).
  public private(set) var viewControllers: [UIKitViewController] = []

  /// Creates a navigation controller showing `rootViewController`
  /// (`init(rootViewController:)`).
  public init(rootViewController: UIKitViewController) {
    super.init(nibName: nil, bundle: nil)
    connectBar()
    setViewControllers([rootViewController], animated: false)
  }

  /// Creates a navigation controller with an empty stack (`init(nibName:bundle:)`); give it
  /// controllers with ``setViewControllers(_:animated:)`` or ``pushViewController(_:animated:)``.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    connectBar()
  }

  /// Creates a navigation controller from an archive; Swivel reads none, so it fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Has the bar ask the stack for titles and pop on its back button.
  private func connectBar() {
    navigationBar.fallbackTitle = { [unowned self] item in
      // The bar asks for the top and back items: searched from the top, they are found at once.
      viewControllers.countedLastIndex { $0.navigationItem === item }.flatMap {
        viewControllers[$0].title
      }
    }
    navigationBar.backAction = { [unowned self] in popViewController(animated: true) }
    navigationBar.isAtScrollEdge = { [unowned self] in
      topViewController?.isContentAtScrollEdge(.top) ?? true
    }
  }

  /// The controller on top of the stack (`topViewController`).
  public var topViewController: UIKitViewController? { viewControllers.last }

  package var shownContentController: UIKitViewController? { topViewController }

  /// The top controller decides the status bar (`childForStatusBarHidden`).
  open override var childForStatusBarHidden: UIKitViewController? { topViewController }
  /// The top controller decides the status bar style (`childForStatusBarStyle`).
  open override var childForStatusBarStyle: UIKitViewController? { topViewController }

  /// The top controller's orientations (as a navigation controller subclass would forward).
  open override var supportedInterfaceOrientations: InterfaceOrientationMask {
    topViewController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
  }

  /// Adds the navigation bar and shows the top controller's view under it.
  open override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.addPart(navigationBar)
    if let top = topViewController { show(top) }
  }

  /// Pushes `controller` on the stack and shows it with a back button to the one below
  /// (`pushViewController(_:animated:)`).
  ///
  /// - Precondition: `controller` is not in the stack already.
  open func pushViewController(_ controller: UIKitViewController, animated: Bool) {
    // Only a child can be in the stack, so the stack is searched only for one.
    requirePrecondition(
      controller.parent !== self
        || viewControllers.countedLastIndex(where: { $0 === controller }) == nil,
      "pushViewController(_:animated:) got \(type(of: controller)), which is already in the stack; push a new controller"
    )
    let old = topViewController
    addChild(controller)
    viewControllers.append(controller)
    if isViewLoaded {
      old?.viewIfLoaded?.removeFromSuperview()
      show(controller)
    }
    navigationBar.pushItem(controller.navigationItem, animated: false)
    setNeedsRootContentLayout()
  }

  /// Pops the top controller and shows the one below (`popViewController(animated:)`).
  ///
  /// - Returns: the popped controller, or nil when only the root is left.
  @discardableResult
  open func popViewController(animated: Bool) -> UIKitViewController? {
    guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
    dismissChild(top)
    if isViewLoaded, let newTop = topViewController { show(newTop) }
    navigationBar.popItem(animated: false)
    setNeedsRootContentLayout()
    return top
  }

  /// Pops every controller above the root (`popToRootViewController(animated:)`).
  ///
  /// - Returns: the popped controllers, bottom first.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIKitViewController] {
    var popped: [UIKitViewController] = []
    while let top = popViewController(animated: animated) { popped.append(top) }
    return popped.reversed()
  }

  /// Replaces the stack (`setViewControllers(_:animated:)`).
  ///
  /// - Precondition: `controllers` is not empty.
  open func setViewControllers(_ controllers: [UIKitViewController], animated: Bool) {
    requirePrecondition(
      !controllers.isEmpty,
      "setViewControllers(_:animated:) needs at least a root controller; pass one or more")
    let kept = Set(controllers.map(ObjectIdentifier.init))
    for old in viewControllers where !kept.contains(ObjectIdentifier(old)) { dismissChild(old) }
    for controller in controllers where controller.parent !== self { addChild(controller) }
    viewControllers = controllers
    if isViewLoaded, let top = topViewController {
      for controller in controllers.dropLast() { controller.viewIfLoaded?.removeFromSuperview() }
      show(top)
    }
    syncBar()
  }

  /// Puts the top controller's view under the bar and finishes its containment.
  private func show(_ controller: UIKitViewController) {
    showChildView(controller, below: navigationBar)
  }

  /// A child's title shows in the bar when its item has none.
  package func childTitleDidChange() {
    navigationBar.reloadTopItem()
  }

  /// Gives the bar the stack's items.
  private func syncBar() {
    navigationBar.setItems(viewControllers.map(\.navigationItem), animated: false)
    setNeedsRootContentLayout()
  }

  /// The bar under the status bar at UIKit's height for the traits; the top view fills the
  /// container; its safe area grows by the bar's height.
  package func layOutContainerContent() {
    let traits = traitCollection
    navigationBar.isCompact = traits.verticalSizeClass == .compact
    navigationBar.rowHeight = NavigationBar.rowHeight(for: traits)
    navigationBar.contentMargin = traits.horizontalSizeClass == .regular ? 20 : 16
    let top = view.safeAreaInsets.top - safeAreaInsetsAdded.top
    navigationBar.backgroundExtension = top
    navigationBar.frame = CGRect(
      x: 0, y: top, width: view.bounds.width, height: navigationBar.barHeight)
    fillWithChild(
      topViewController, under: navigationBar, at: .top, covering: navigationBar.barHeight,
      translucent: navigationBar.isTranslucent)
  }

  /// A change of the safe area (the status bar appearing, say) moves the bar.
  open override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    setNeedsRootContentLayout()
  }
}

extension NavigationController: ControllerStack, ContainerController {}
