extension ViewController {
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
  public func addChild(_ child: ViewController) {
    guard child.parent !== self else { return }
    var ancestor: ViewController? = self
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
    child.traitCollection = traitCollection
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
    container.children.removeAll { $0 === self }
    parent = nil
    didMove(toParent: nil)
  }

  /// Pushes a new trait collection down to the children (called by ``traitCollection``'s
  /// observer): each child whose traits change gets the new value, then its
  /// ``traitCollectionDidChange(_:)``. A change of horizontal size class also changes the
  /// root view's system minimum margins, so the root view hears `layoutMarginsDidChange()`.
  func traitCollectionWasSet(from old: TraitCollection) {
    guard traitCollection != old else { return }
    // The root view's system minimum margins follow the horizontal size class.
    if traitCollection.horizontalSizeClass != old.horizontalSizeClass, viewRespectsSystemMinimumLayoutMargins {
      viewIfLoaded?.layoutMarginsInputsDidChange()
    }
    for child in children where child.traitCollection != traitCollection {
      let previous = child.traitCollection
      child.traitCollection = traitCollection
      child.traitCollectionDidChange(previous)
    }
  }
}
