import Foundation

/// One finger on the screen (`UITouch`), created by a window for each tap
/// (``Window/sendTap(at:)``) and drag (``Window/sendDrag(from:to:steps:)``) and handed to the
/// responders' `touchesBegan`, `touchesMoved`, `touchesEnded` and `touchesCancelled` with its
/// ``Event``.
///
/// A touch belongs to the view it first landed on for its whole life, as in UIKit, even when a
/// drag leaves that view. Its ``timestamp`` comes from its window's touch clock, which starts
/// at zero and advances by a sixtieth of a second for every phase delivered, so the same taps
/// and drags give the same times on every run.
public final class Touch: Hashable {
  /// Where a touch is in its life (`UITouch.Phase`).
  public enum Phase: Int, Sendable, Hashable {
    /// The finger went down.
    case began
    /// The finger moved.
    case moved
    /// The finger is down and has not moved since the last event.
    case stationary
    /// The finger lifted.
    case ended
    /// The system cancelled the touch (a gesture recogniser took it).
    case cancelled
  }

  /// The view the touch first landed on (`view`): the hit-test view.
  public private(set) weak var view: View?
  /// The window the touch happened in (`window`).
  public private(set) weak var window: Window?
  /// Where the touch is in its life (`phase`).
  public internal(set) var phase: Phase
  /// How many times the finger tapped (`tapCount`): 1 for a tap and for a drag.
  public let tapCount: Int
  /// When the touch last changed, in seconds on its window's touch clock (`timestamp`).
  public internal(set) var timestamp: TimeInterval

  /// Where the finger is, in window coordinates.
  private(set) var windowLocation: CGPoint
  /// Where the finger was before its last move, in window coordinates.
  private(set) var previousWindowLocation: CGPoint
  /// Where the finger went down, in window coordinates.
  let startWindowLocation: CGPoint

  /// A touch that went down at `location` (window coordinates) on `view`.
  init(view: View, window: Window, location: CGPoint, timestamp: TimeInterval) {
    self.view = view
    self.window = window
    self.phase = .began
    self.tapCount = 1
    self.timestamp = timestamp
    self.windowLocation = location
    self.previousWindowLocation = location
    self.startWindowLocation = location
  }

  /// Where the touch is in `view`'s coordinates (`location(in:)`); in the window's when `view`
  /// is nil.
  public func location(in view: View?) -> CGPoint {
    convert(windowLocation, to: view)
  }

  /// Where the touch was before its last move, in `view`'s coordinates
  /// (`previousLocation(in:)`); in the window's when `view` is nil. At ``Phase/began``, the
  /// same as ``location(in:)``.
  public func previousLocation(in view: View?) -> CGPoint {
    convert(previousWindowLocation, to: view)
  }

  /// Where the touch is in `view`'s coordinates when it is a tap, one that never left the
  /// point where it went down; nil for a drag.
  package func tapLocation(in view: View) -> CGPoint? {
    windowLocation == startWindowLocation ? location(in: view) : nil
  }

  /// Moves the finger to `location` (window coordinates) at `time`.
  func move(to location: CGPoint, at time: TimeInterval) {
    previousWindowLocation = windowLocation
    windowLocation = location
    phase = .moved
    timestamp = time
  }

  private func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    guard let view, let window else { return point }
    return view.convert(point, from: window)
  }

  /// Touches are equal when they are the same object, as `UITouch`es are.
  public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
