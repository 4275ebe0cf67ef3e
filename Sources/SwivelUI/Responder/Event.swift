import Foundation

/// An event that touches belong to (`UIEvent`). Swivel delivers taps directly (``Window/sendTap(at:)``)
/// without touch objects, so the hit-testing methods that take one
/// (``View/hitTest(_:with:)``, ``View/point(inside:with:)``) receive nil; the type exists so
/// that UIKit code overriding them keeps its signatures.
public final class Event: Sendable {
  /// The kind of event (`UIEvent.EventType`).
  public enum EventType: Int, Sendable, Hashable {
    /// Touches on the screen.
    case touches
    /// Motion, such as a shake.
    case motion
    /// Remote-control commands.
    case remoteControl
    /// Presses of physical buttons.
    case presses
  }

  /// The kind of event.
  public let type: EventType
  /// When the event happened, in seconds since the system started (`timestamp`).
  public let timestamp: TimeInterval

  /// Creates an event.
  public init(type: EventType = .touches, timestamp: TimeInterval = 0) {
    self.type = type
    self.timestamp = timestamp
  }
}
