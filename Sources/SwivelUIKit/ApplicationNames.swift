public import Foundation

// UIKit's names for the app, animations and scrolling callbacks.

/// `UIApplication`: `Application` (`UIApplication.shared` is the running host's app).
public typealias UIApplication = Application
/// `UIViewPropertyAnimator`: `ViewPropertyAnimator`.
public typealias UIViewPropertyAnimator = ViewPropertyAnimator
/// `UIViewAnimatingPosition`: `ViewPropertyAnimator.Position`.
public typealias UIViewAnimatingPosition = ViewPropertyAnimator.Position
/// `UIViewAnimatingState`: `ViewPropertyAnimator.State`.
public typealias UIViewAnimatingState = ViewPropertyAnimator.State
/// `UIWindowScene`: `WindowScene`.
public typealias UIWindowScene = WindowScene
/// `UIStatusBarManager`: `StatusBarManager`.
public typealias UIStatusBarManager = StatusBarManager
/// `UIScrollViewDelegate`: `ScrollViewDelegate`.
public typealias UIScrollViewDelegate = ScrollViewDelegate

extension NSValue {
  /// The rectangle a value holds (`cgRectValue`), such as a keyboard frame in a notification's
  /// `userInfo`.
  public var cgRectValue: CGRect { rectValue }
  /// The point a value holds (`cgPointValue`).
  public var cgPointValue: CGPoint { pointValue }
  /// The size a value holds (`cgSizeValue`).
  public var cgSizeValue: CGSize { sizeValue }

  /// A value holding a rectangle (`NSValue(cgRect:)`).
  public convenience init(cgRect rect: CGRect) {
    self.init(rect: rect)
  }
}

/// `UIDevice`: `CurrentDevice` (`UIDevice.current` is the running host's device).
public typealias UIDevice = CurrentDevice
/// `UIApplicationDelegate`: `ApplicationDelegate`.
public typealias UIApplicationDelegate = ApplicationDelegate
/// `UIApplicationLaunchOptionsKey`: the Swift 4 spelling of `UIApplication.LaunchOptionsKey`.
public typealias UIApplicationLaunchOptionsKey = Application.LaunchOptionsKey
