/// Where a controller is in its appearance cycle: UIKit's `viewWillAppear` → `viewDidAppear`
/// → `viewWillDisappear` → `viewDidDisappear` state machine.
enum AppearanceState: Equatable {
  /// Not on screen (the initial state).
  case disappeared
  /// Between `viewWillAppear` and `viewDidAppear`.
  case appearing(animated: Bool)
  /// On screen.
  case appeared
  /// Between `viewWillDisappear` and `viewDidDisappear`.
  case disappearing(animated: Bool)

  /// Whether the controller counts as on screen for a view added under it.
  var isVisible: Bool {
    switch self {
    case .appearing, .appeared: return true
    case .disappeared, .disappearing: return false
    }
  }
}

extension UIKitViewController {
  /// Starts an appearance change (`UIViewController.beginAppearanceTransition(_:animated:)`):
  /// calls ``viewWillAppear(_:)`` (or ``viewWillDisappear(_:)``) on the receiver, then, when
  /// ``shouldAutomaticallyForwardAppearanceMethods`` is true, the same on each child whose
  /// view is inside the receiver's view, in ``children`` order. Does nothing when the
  /// receiver is already appearing or appeared (or disappearing or disappeared).
  ///
  /// Where Swivel calls it: a ``DeviceHost`` calls `beginAppearanceTransition(true, …)` on its
  /// root controller before the first layout pass and ``endAppearanceTransition()`` after
  /// it, so a hosted root sees `viewDidLoad`, `viewWillAppear`, `viewWillLayoutSubviews`,
  /// `viewDidLayoutSubviews`, `viewDidAppear`, as on iOS. Adding a controller's root view
  /// under a visible controller's view delivers its `viewWillAppear` and `viewDidAppear`;
  /// removing it delivers `viewWillDisappear` and `viewDidDisappear`.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    if isAppearing {
      guard !appearanceState.isVisible else { return }
      appearanceState = .appearing(animated: animated)
      viewWillAppear(animated)
    } else {
      guard appearanceState.isVisible else { return }
      appearanceState = .disappearing(animated: animated)
      viewWillDisappear(animated)
    }
    for child in childrenReceivingAppearance() {
      child.beginAppearanceTransition(isAppearing, animated: animated)
    }
  }

  /// Ends the appearance change begun by ``beginAppearanceTransition(_:animated:)``
  /// (`UIViewController.endAppearanceTransition()`): ``viewDidAppear(_:)`` (or
  /// ``viewDidDisappear(_:)``) on the receiver, then on the forwarded children. Does nothing
  /// when no change is under way.
  public func endAppearanceTransition() {
    switch appearanceState {
    case .appearing(let animated):
      appearanceState = .appeared
      viewDidAppear(animated)
    case .disappearing(let animated):
      appearanceState = .disappeared
      viewDidDisappear(animated)
    case .appeared, .disappeared:
      return
    }
    for child in childrenReceivingAppearance() {
      child.endAppearanceTransition()
    }
  }

  /// The children the automatic forwarding reaches: those whose loaded view is inside the
  /// receiver's view (a container's hidden children, views not added, get nothing).
  private func childrenReceivingAppearance() -> [UIKitViewController] {
    guard shouldAutomaticallyForwardAppearanceMethods, let root = viewIfLoaded else { return [] }
    return children.filter { $0.viewIfLoaded?.isDescendant(of: root) == true }
  }

  /// The root view was just added under `superview`: appear when the nearest controller
  /// above it is on screen (called by `insertSubview(_:at:)`).
  func rootViewWasAdded(to superview: View) {
    guard !appearanceState.isVisible, let host = superview.nearestController, host.appearanceState.isVisible else {
      return
    }
    beginAppearanceTransition(true, animated: false)
    if host.appearanceState == .appeared { endAppearanceTransition() }
  }

  /// The root view is about to leave its superview: returns true after starting to disappear
  /// when on screen; the caller ends the transition once the view is out.
  func rootViewWillBeRemoved() -> Bool {
    guard appearanceState.isVisible else { return false }
    beginAppearanceTransition(false, animated: false)
    return true
  }
}

extension View {
  /// The controller of the nearest view at or above the receiver that is a controller's
  /// root view.
  var nearestController: UIKitViewController? {
    var current: View? = self
    while let view = current {
      if let controller = view.owningController { return controller }
      current = view.superview
    }
    return nil
  }
}
