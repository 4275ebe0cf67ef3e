import Foundation
public import SwivelViews

extension Pin {
  /// Which way `start`, `end`, `before` and `after` go (PinLayout's `LayoutDirection`).
  public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// Each superview's own direction (`effectiveUserInterfaceLayoutDirection`), the default.
    case auto
    /// Always left to right.
    case ltr
    /// Always right to left.
    case rtl
  }

  /// Sets the direction every chain lays out in (PinLayout's `Pin.layoutDirection(_:)`):
  /// ``LayoutDirection/auto`` (the default) follows each superview's direction;
  /// ``LayoutDirection/ltr`` and ``LayoutDirection/rtl`` force one everywhere. Process-wide,
  /// as PinLayout's; ``withLayoutDirection(_:_:)`` forces one for a block of code on one task
  /// only, which tests running side by side need.
  ///
  /// ```swift
  /// Pin.layoutDirection(.rtl)
  /// logo.pin.top().start(10)   // against the right edge
  /// ```
  public static func layoutDirection(_ direction: LayoutDirection) {
    DirectionSetting.lock.lock()
    defer { DirectionSetting.lock.unlock() }
    DirectionSetting.global = direction
  }

  /// The direction set by ``layoutDirection(_:)``, or by ``withLayoutDirection(_:_:)`` on this
  /// task.
  public static var layoutDirection: LayoutDirection {
    if let scoped = DirectionSetting.scoped { return scoped }
    DirectionSetting.lock.lock()
    defer { DirectionSetting.lock.unlock() }
    return DirectionSetting.global
  }

  /// Runs `body` with chains on this task laid out in `direction`, whatever
  /// ``layoutDirection(_:)`` says elsewhere.
  public static func withLayoutDirection<Result>(
    _ direction: LayoutDirection, _ body: () throws -> Result
  )
    rethrows -> Result
  {
    try DirectionSetting.$scoped.withValue(direction, operation: body)
  }

  /// Whether `superview` lays out right to left for chains: its own direction under
  /// ``LayoutDirection/auto``, else the forced one.
  static func isRightToLeft(in superview: View?) -> Bool {
    switch layoutDirection {
    case .auto: superview?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    case .ltr: false
    case .rtl: true
    }
  }
}

/// The storage of ``Pin/layoutDirection``.
private enum DirectionSetting {
  static let lock = NSLock()
  nonisolated(unsafe) static var global = Pin.LayoutDirection.auto
  @TaskLocal static var scoped: Pin.LayoutDirection?
}

extension View {
  /// Whether chains lay out this view's subviews left to right (PinLayout's `isLTR()`): the
  /// view's direction under `Pin.LayoutDirection.auto`, else the direction forced by
  /// `Pin.layoutDirection(_:)`.
  public func isLTR() -> Bool {
    !Pin.isRightToLeft(in: self)
  }
}
