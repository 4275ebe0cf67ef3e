/// Tabs of controllers over a tab bar (`UITabBarController`): the selected controller's view
/// fills the container, the bar sits at the bottom (49 pt plus the home indicator's inset),
/// and the child's safe area grows by 49 pt at the bottom (through its
/// `additionalSafeAreaInsets`), as in UIKit. Tapping a tab selects it.
///
/// ```swift
/// let tabs = TabBarController()
/// tabs.setViewControllers([feed, search, profile], animated: false)
/// tabs.selectedIndex = 1
/// ```
open class TabBarController: UIKitViewController {
  /// The bar (`tabBar`).
  public let tabBar = TabBar()
  /// The controllers, one per tab (`viewControllers`); setting them is
  /// ``setViewControllers(_:animated:)`` without animation.
  public var viewControllers: [UIKitViewController] {
    get { tabControllers }
    set { setViewControllers(newValue, animated: false) }
  }
  private var tabControllers: [UIKitViewController] = []

  /// Creates a tab bar controller with no tabs (`init(nibName:bundle:)`; `init()` calls it).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    tabBar.fallbackTitle = { [unowned self] index in viewControllers[index].title }
    tabBar.selectAction = { [unowned self] index in selectedIndex = index }
    tabBar.isAtScrollEdge = { [unowned self] in
      selectedViewController?.isContentAtScrollEdge(.bottom) ?? true
    }
  }

  /// Creates a tab bar controller from an archive; Swivel reads none, so it fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The selected tab's index (`selectedIndex`); 0 once there are controllers. Setting an
  /// index outside the tabs is ignored, as in UIKit.
  public var selectedIndex: Int = 0 {
    didSet {
      guard viewControllers.indices.contains(selectedIndex) else {
        selectedIndex = oldValue
        return
      }
      if selectedIndex != oldValue { selectionChanged(from: oldValue) }
    }
  }

  /// The selected controller (`selectedViewController`).
  public var selectedViewController: UIKitViewController? {
    viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
  }

  /// The selected controller is the one shown.
  package var shownContentController: UIKitViewController? { selectedViewController }

  /// The selected controller decides whether the status bar is hidden.
  open override var childForStatusBarHidden: UIKitViewController? { selectedViewController }
  /// The selected controller decides the status bar style.
  open override var childForStatusBarStyle: UIKitViewController? { selectedViewController }

  /// Replaces the tabs (`setViewControllers(_:animated:)`) and selects the first.
  open func setViewControllers(_ controllers: [UIKitViewController], animated: Bool) {
    for old in viewControllers { dismissChild(old) }
    tabControllers = controllers
    for controller in controllers { addChild(controller) }
    tabBar.setItems(controllers.map(\.tabBarItem), animated: false)
    selectedIndex = 0
    tabBar.selectedIndex = controllers.isEmpty ? nil : 0
    if isViewLoaded, let selected = selectedViewController { show(selected) }
  }

  /// Adds the tab bar and shows the selected controller's view above it.
  open override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.addPart(tabBar)
    if let selected = selectedViewController { show(selected) }
  }

  private func selectionChanged(from old: Int) {
    tabBar.selectedIndex = selectedIndex
    guard isViewLoaded else { return }
    if viewControllers.indices.contains(old) {
      viewControllers[old].viewIfLoaded?.removeFromSuperview()
    }
    if let selected = selectedViewController { show(selected) }
  }

  /// A child's title shows on its tab when its item has none.
  package func childTitleDidChange() {
    tabBar.setItems(viewControllers.map(\.tabBarItem), animated: false)
  }

  private func show(_ controller: UIKitViewController) {
    showChildView(controller, below: tabBar)
  }

  /// The bar at the bottom, 49 pt over the safe area's bottom inset; the selected view fills
  /// the container, its safe area 49 pt taller at the bottom.
  package func layOutContainerContent() {
    let bottom = view.safeAreaInsets.bottom - safeAreaInsetsAdded.bottom
    let height = TabBar.height + bottom
    tabBar.frame = CGRect(
      x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
    fillWithChild(
      selectedViewController, under: tabBar, at: .bottom, covering: TabBar.height,
      translucent: tabBar.isTranslucent)
  }

  /// A change of the safe area moves the bar.
  open override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    setNeedsRootContentLayout()
  }
}

extension TabBarController: ContainerController {}
