/// Pages of controllers shown one at a time (`UIPageViewController`): the current page's view
/// fills the container, and a swipe (``turnPage(_:)``) asks the data source for the
/// neighbour and shows it.
///
/// ```swift
/// let pages = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
/// pages.dataSource = self
/// pages.setViewControllers([first], direction: .forward, animated: false)
/// ```
///
/// A still render shows the current page; a turn completes at once, with its delegate
/// callbacks in UIKit's order.
open class PageViewController: UIKitViewController {
  /// How pages turn (`UIPageViewController.TransitionStyle`).
  public enum TransitionStyle: Int, Sendable, Hashable {
    /// Like the pages of a book (`pageCurl`), UIKit's default.
    case pageCurl
    /// Sliding side by side (`scroll`).
    case scroll
  }

  /// The axis pages follow (`UIPageViewController.NavigationOrientation`).
  public enum NavigationOrientation: Int, Sendable, Hashable {
    /// Left and right (`horizontal`).
    case horizontal
    /// Up and down (`vertical`).
    case vertical
  }

  /// Which way a turn goes (`UIPageViewController.NavigationDirection`).
  public enum NavigationDirection: Int, Sendable, Hashable {
    /// To the next page (`forward`).
    case forward
    /// To the previous page (`reverse`).
    case reverse
  }

  /// An option of ``init(transitionStyle:navigationOrientation:options:)``
  /// (`UIPageViewController.OptionsKey`); Swivel shows one page at a time and reads none.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    /// The option's name.
    public let rawValue: String
    /// An option with a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Where a page-curl spine sits (`spineLocation`).
    public static let spineLocation = OptionsKey(
      rawValue: "UIPageViewControllerOptionSpineLocationKey")
    /// The gap between scrolled pages (`interPageSpacing`).
    public static let interPageSpacing = OptionsKey(
      rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  /// How pages turn (`transitionStyle`).
  public let transitionStyle: TransitionStyle
  /// The axis pages follow (`navigationOrientation`).
  public let navigationOrientation: NavigationOrientation
  /// The neighbouring pages' source (`dataSource`), unretained as in UIKit.
  public weak var dataSource: (any PageViewControllerDataSource)?
  /// The turns' listener (`delegate`), unretained as in UIKit.
  public weak var delegate: (any PageViewControllerDelegate)?
  /// The shown pages (`viewControllers`): the current page, or none before the first
  /// ``setViewControllers(_:direction:animated:completion:)``.
  public private(set) var viewControllers: [UIKitViewController]? = []

  /// Creates a page view controller (`init(transitionStyle:navigationOrientation:options:)`).
  public init(
    transitionStyle: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    self.transitionStyle = transitionStyle
    self.navigationOrientation = navigationOrientation
    super.init(nibName: nil, bundle: nil)
  }

  /// A page-curl, horizontal page view controller (`init(nibName:bundle:)`; `init()` calls it).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.transitionStyle = .pageCurl
    self.navigationOrientation = .horizontal
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a page view controller from an archive; Swivel reads none, so it fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The current page decides the status bar.
  open override var childForStatusBarHidden: UIKitViewController? { viewControllers?.first }
  /// The current page decides the status bar style.
  open override var childForStatusBarStyle: UIKitViewController? { viewControllers?.first }

  /// Shows `viewControllers`' first controller as the current page
  /// (`setViewControllers(_:direction:animated:completion:)`), replacing the one shown. The
  /// change is immediate; `completion` runs with true before the call returns. The delegate
  /// hears nothing: it hears only the turns the user makes.
  open func setViewControllers(
    _ viewControllers: [UIKitViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    show(viewControllers?.first)
    completion?(true)
  }

  /// Turns one page as a swipe does: asks the data source for the page after (`.forward`) or
  /// before (`.reverse`) the current one and shows it, telling the delegate
  /// `willTransitionTo` then `didFinishAnimating` with the previous page. Returns whether a
  /// page turned (false at either end, or without a data source or a current page).
  @discardableResult
  public func turnPage(_ direction: NavigationDirection) -> Bool {
    guard let current = viewControllers?.first, let dataSource else { return false }
    let next =
      direction == .forward
      ? dataSource.pageViewController(self, viewControllerAfter: current)
      : dataSource.pageViewController(self, viewControllerBefore: current)
    guard let next else { return false }
    delegate?.pageViewController(self, willTransitionTo: [next])
    show(next)
    delegate?.pageViewController(
      self, didFinishAnimating: true, previousViewControllers: [current], transitionCompleted: true)
    return true
  }

  /// Makes `page` the current page: the old one leaves (`willMove`, its view out,
  /// `removeFromParent`), the new one joins as a child whose view fills the container.
  private func show(_ page: UIKitViewController?) {
    let old = viewControllers?.first
    guard old !== page else { return }
    if let old { dismissChild(old) }
    viewControllers = page.map { [$0] } ?? []
    guard let page else { return }
    addChild(page)
    if isViewLoaded {
      view.addSubview(page.view)
      page.didMove(toParent: self)
      setNeedsRootContentLayout()
    }
  }

  /// Shows the current page once the view loads.
  open override func viewDidLoad() {
    super.viewDidLoad()
    if let page = viewControllers?.first, page.viewIfLoaded?.superview !== view {
      view.addSubview(page.view)
      page.didMove(toParent: self)
    }
  }

  /// The current page's view fills the container.
  package func layOutContainerContent() {
    viewControllers?.first?.viewIfLoaded?.frame = view.bounds
  }
}

extension PageViewController: ContainerController {
  package var shownContentController: UIKitViewController? { nil }
  package func childTitleDidChange() {}
}
