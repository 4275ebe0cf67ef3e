import SwivelSupport

/// A device's screen as the interface sees it (`UIScreen`): its bounds in points, its scale
/// and its native pixel bounds.
///
/// A value, not a live object: read it again after a rotation. The screen of a view on
/// screen is `view.window?.screen` (``Window/screen``), of a hosted app `DeviceHost.screen`.
///
/// ```swift
/// let screen = host.screen            // iPhone 6 in landscape
/// screen.bounds                       // (0, 0, 667, 375): follows the interface (iOS 8+)
/// screen.nativeBounds                 // (0, 0, 750, 1334): pixels, portrait, never turns
/// ```
///
/// **`Screen.main`.** UIKit has one global main screen; Swivel runs many simulated devices
/// side by side (parallel tests), so ``main`` reads a task-local, ``current``, that a
/// `DeviceHost` binds while it runs the app's code (launch, rotations, taps, status bar
/// updates, `DeviceHost.withScreen(_:_:)`), and falls back to ``fallback`` (an iPhone 6 in
/// portrait) elsewhere. It is deterministic and safe across tasks; prefer `view.window?.screen`
/// in code that has a view.
public struct Screen: Sendable, Hashable, CustomStringConvertible {
  /// The screen's rectangle in points (`bounds`): interface-oriented in the iOS 8+ model (its
  /// sides swap in landscape), always portrait in the iOS ≤ 7 one.
  public let bounds: CGRect
  /// Pixels per point (`scale`): 2 or 3 (3 on the Plus phones, which UIKit renders at 3×).
  public let scale: CGFloat
  /// The screen in pixels, portrait up, whatever the orientation (`nativeBounds`).
  public let nativeBounds: CGRect

  /// Creates a screen from its parts.
  public init(bounds: CGRect, scale: CGFloat, nativeBounds: CGRect) {
    self.bounds = bounds
    self.scale = scale
    self.nativeBounds = nativeBounds
  }

  /// The screen a `DeviceHost` has bound for the code it is running, or nil.
  @TaskLocal public static var current: Screen?

  /// What ``main`` answers where no host is running code: an iPhone 6 in portrait.
  public static let fallback = Screen(
    bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2,
    nativeBounds: CGRect(x: 0, y: 0, width: 750, height: 1334))

  /// The running host's screen (``current``), else ``fallback`` (`UIScreen.main`).
  public static var main: Screen { current ?? fallback }

  /// `Screen(375×667 @2x)`.
  public var description: String {
    "Screen(\(PlainNumber.text(bounds.width))×\(PlainNumber.text(bounds.height)) @\(PlainNumber.text(scale))x)"
  }
}
