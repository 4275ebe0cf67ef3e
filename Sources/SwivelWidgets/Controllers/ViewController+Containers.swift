extension UIKitViewController {
  /// The nearest navigation controller above this controller (`navigationController`).
  public var navigationController: NavigationController? {
    nearestAncestor(NavigationController.self)
  }

  /// The nearest tab bar controller above this controller (`tabBarController`).
  public var tabBarController: TabBarController? { nearestAncestor(TabBarController.self) }

  /// The closest controller of type `Container` among the parents.
  func nearestAncestor<Container: UIKitViewController>(_ type: Container.Type) -> Container? {
    var current = parent
    while let candidate = current {
      if let match = candidate as? Container { return match }
      current = candidate.parent
    }
    return nil
  }

  /// A bar container's step for showing a child: puts the child's view under `bar` (once),
  /// finishes the containment with `didMove(toParent:)`, and asks for a layout pass.
  func showChildView(_ child: UIKitViewController, below bar: View) {
    if child.view.superview !== view {
      view.insertSubview(child.view, belowSubview: bar)
      child.didMove(toParent: self)
    }
    setNeedsRootContentLayout()
  }

  /// A bar container's layout of its shown child under `bar`, at the container's top or
  /// bottom: the child's view fills the container and that edge of its safe area grows by
  /// `amount` (what the bar covers beyond the container's own safe area), or, when the child
  /// does not extend under the bar (``UIKitViewController/edgesForExtendedLayout``,
  /// ``UIKitViewController/extendedLayoutIncludesOpaqueBars``), the view ends at the bar.
  func fillWithChild(
    _ child: UIKitViewController?, under bar: View, at edge: RectEdge, covering amount: CGFloat,
    translucent: Bool
  ) {
    guard let child, child.isViewLoaded else { return }
    let bounds = view.bounds
    var frame = bounds
    var insets = child.containerSafeAreaInsets
    let extends = child.extendsUnderBar(at: edge, translucent: translucent)
    if edge == .top {
      insets.top = extends ? amount : 0
      if !extends {
        frame.origin.y = bar.frame.maxY
        frame.size.height = max(0, bounds.maxY - bar.frame.maxY)
      }
    } else {
      insets.bottom = extends ? amount : 0
      if !extends { frame.size.height = max(0, bar.frame.minY - bounds.minY) }
    }
    child.view.frame = frame
    child.containerSafeAreaInsets = insets
  }

  /// Removes a child a bar container no longer shows or holds: `willMove(toParent: nil)`,
  /// its view out, `removeFromParent()`.
  func dismissChild(_ child: UIKitViewController) {
    child.willMove(toParent: nil)
    child.containerSafeAreaInsets = .zero
    child.viewIfLoaded?.removeFromSuperview()
    child.removeFromParent()
  }
}
