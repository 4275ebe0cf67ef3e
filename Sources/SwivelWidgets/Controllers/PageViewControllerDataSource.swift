/// Supplies a ``PageViewController``'s neighbouring pages (`UIPageViewControllerDataSource`).
public protocol PageViewControllerDataSource: AnyObject {
  /// The page before `viewController`, nil at the first
  /// (`pageViewController(_:viewControllerBefore:)`).
  func pageViewController(
    _ pageViewController: PageViewController,
    viewControllerBefore viewController: UIKitViewController
  ) -> UIKitViewController?

  /// The page after `viewController`, nil at the last
  /// (`pageViewController(_:viewControllerAfter:)`).
  func pageViewController(
    _ pageViewController: PageViewController,
    viewControllerAfter viewController: UIKitViewController
  ) -> UIKitViewController?
}

/// Hears a ``PageViewController``'s page turns (`UIPageViewControllerDelegate`). Both
/// methods have empty defaults, as UIKit's are optional.
public protocol PageViewControllerDelegate: AnyObject {
  /// A turn the user started is about to show `pendingViewControllers`
  /// (`pageViewController(_:willTransitionTo:)`).
  func pageViewController(
    _ pageViewController: PageViewController,
    willTransitionTo pendingViewControllers: [UIKitViewController])

  /// A turn the user started has ended
  /// (`pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`).
  func pageViewController(
    _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIKitViewController], transitionCompleted completed: Bool)
}

extension PageViewControllerDelegate {
  /// Does nothing.
  public func pageViewController(
    _ pageViewController: PageViewController,
    willTransitionTo pendingViewControllers: [UIKitViewController]
  ) {}

  /// Does nothing.
  public func pageViewController(
    _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIKitViewController], transitionCompleted completed: Bool
  ) {}
}
