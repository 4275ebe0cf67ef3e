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
  /// view is inside the receiver's view, in ``children`` order.
  ///
  /// As in UIKit, an explicit call is delivered even when the controller already appeared (or
  /// disappeared): a snapshot harness that puts a controller in a window and then calls
  /// `beginAppearanceTransition(true, …)` gets `viewWillAppear` twice. Only an unbalanced call,
  /// one made while a change in the same direction is under way, does nothing.
  ///
  /// Where Swivel calls it: a `DeviceHost` starts the appearance of its root controller
  /// before the first layout pass and ends it after it, so a hosted root sees `viewDidLoad`,
  /// `viewWillAppear`, `viewWillLayoutSubviews`, `viewDidLayoutSubviews`, `viewDidAppear`, as
  /// on iOS. Adding a controller's root view under a visible controller's view delivers its
  /// `viewWillAppear` and `viewDidAppear`; removing it delivers `viewWillDisappear` and
  /// `viewDidDisappear`. Those automatic changes reach only a controller not already in the
  /// state they lead to.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    startAppearanceTransition(isAppearing, animated: animated, repeatsSettled: true)
  }

  /// Starts an appearance change; with `repeatsSettled` false (Swivel's automatic changes) a
  /// controller already appeared (for `isAppearing`) or disappeared (otherwise) gets nothing.
  package func startAppearanceTransition(_ isAppearing: Bool, animated: Bool, repeatsSettled: Bool)
  {
    switch appearanceState {
    case .appearing where isAppearing, .disappearing where !isAppearing: return
    case .appeared where isAppearing && !repeatsSettled,
      .disappeared where !isAppearing && !repeatsSettled:
      return
    default: break
    }
    if isAppearing {
      appearanceState = .appearing(animated: animated)
      viewWillAppear(animated)
    } else {
      appearanceState = .disappearing(animated: animated)
      viewWillDisappear(animated)
    }
    for child in childrenReceivingAppearance() {
      child.startAppearanceTransition(
        isAppearing, animated: animated, repeatsSettled: repeatsSettled)
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
    guard !appearanceState.isVisible, let host = superview.nearestController,
      host.appearanceState.isVisible
    else {
      return
    }
    startAppearanceTransition(true, animated: false, repeatsSettled: false)
    if host.appearanceState == .appeared { endAppearanceTransition() }
  }

  /// The root view is about to leave its superview: returns true after starting to disappear
  /// when on screen; the caller ends the transition once the view is out.
  func rootViewWillBeRemoved() -> Bool {
    guard appearanceState.isVisible else { return false }
    startAppearanceTransition(false, animated: false, repeatsSettled: false)
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
