import SwivelSupport

extension UIKitViewController {
  /// Makes `child` a child of the receiver (`UIViewController.addChild(_:)`).
  ///
  /// As in UIKit, this calls `child.willMove(toParent: self)` first (after removing `child`
  /// from an old container), but neither adds the child's view nor calls
  /// `didMove(toParent:)`: the container does both, in that order:
  ///
  /// ```swift
  /// addChild(list)
  /// view.addSubview(list.view)
  /// list.view.frame = view.bounds
  /// list.didMove(toParent: self)
  /// ```
  ///
  /// The child gets the receiver's ``traitCollection``. Adding a controller that is already
  /// a child of the receiver does nothing.
  ///
  /// - Precondition: `child` is not the receiver or one of its ancestors.
  public func addChild(_ child: UIKitViewController) {
    guard child.parent !== self else { return }
    var ancestor: UIKitViewController? = self
    while let candidate = ancestor {
      requirePrecondition(
        candidate !== child,
        "addChild(_:) cannot add \(type(of: child)) to itself or to one of its own children: "
          + "a controller cannot be its own ancestor")
      ancestor = candidate.parent
    }
    if child.parent != nil { child.removeFromParent() }
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Removes the receiver from its container (`UIViewController.removeFromParent()`); does
  /// nothing without one.
  ///
  /// As in UIKit it calls `didMove(toParent: nil)` itself but not `willMove(toParent: nil)`,
  /// and it leaves the view where it is; the container calls the first and removes the view:
  ///
  /// ```swift
  /// list.willMove(toParent: nil)
  /// list.view.removeFromSuperview()
  /// list.removeFromParent()
  /// ```
  public func removeFromParent() {
    guard let container = parent else { return }
    // Containers remove their newest child most often (a navigation pop): searched from the end.
    if let index = container.children.countedLastIndex(where: { $0 === self }) {
      container.children.remove(at: index)
    }
    parent = nil
    didMove(toParent: nil)
  }

  /// The receiver's descendants (children, their children, …), top down.
  package var descendants: [UIKitViewController] {
    var result: [UIKitViewController] = []
    var pending = children.reversed() as [UIKitViewController]
    while let next = pending.popLast() {
      result.append(next)
      pending.append(contentsOf: next.children.reversed())
    }
    return result
  }
}
