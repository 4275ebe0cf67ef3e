// UIKit's names for Swivel's screen, status bar and transition types.

/// `UIScreen`: `Screen` (`UIScreen.main.bounds`, `scale`, `nativeBounds`; `main` is the
/// running host's screen, see `Screen.main`).
public typealias UIScreen = Screen
/// `UIStatusBarStyle`: `StatusBarStyle`.
public typealias UIStatusBarStyle = StatusBarStyle
/// `UIViewControllerTransitionCoordinator`: `ViewControllerTransitionCoordinator`.
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
/// `UIViewControllerTransitionCoordinatorContext`: `ViewControllerTransitionCoordinatorContext`.
public typealias UIViewControllerTransitionCoordinatorContext =
  ViewControllerTransitionCoordinatorContext
