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

  /// A bar container's layout of its shown child: the child's view fills the container, and
  /// one edge of its safe area grows by what the bar covers there.
  func fillWithChild(
    _ child: UIKitViewController?, extendingSafeArea edge: WritableKeyPath<EdgeInsets, CGFloat>,
    by amount: CGFloat
  ) {
    guard let child, child.isViewLoaded else { return }
    child.view.frame = view.bounds
    var insets = child.containerSafeAreaInsets
    insets[keyPath: edge] = amount
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
