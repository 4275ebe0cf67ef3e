import Foundation

/// An event that touches belong to (`UIEvent`). A window makes one for each tap and drag it
/// delivers (``Window/sendTap(at:)``, ``Window/sendDrag(from:to:steps:)``), passes it to
/// hit testing (``View/hitTest(_:with:)``) and to the responders' touch methods
/// (``Responder/touchesBegan(_:with:)``); ``allTouches`` holds the one finger of Swivel's
/// taps and drags.
public final class Event {
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
  /// When the event happened, in seconds (`timestamp`): for a window's touch events, the time
  /// on its touch clock of the latest phase delivered.
  public internal(set) var timestamp: TimeInterval
  /// The touches of the event (`allTouches`); nil for an event that has none.
  public internal(set) var allTouches: Set<Touch>?

  /// Creates an event with no touches.
  public init(type: EventType = .touches, timestamp: TimeInterval = 0) {
    self.type = type
    self.timestamp = timestamp
  }

  /// A touch event holding `touch`.
  init(touch: Touch) {
    self.type = .touches
    self.timestamp = touch.timestamp
    self.allTouches = [touch]
  }

  /// The event's touches that belong to `view` (`touches(for:)`): those that first landed on
  /// it. Nil when there are none, as in UIKit.
  public func touches(for view: View) -> Set<Touch>? {
    let touches = (allTouches ?? []).filter { $0.view === view }
    return touches.isEmpty ? nil : touches
  }

  /// The event's touches that happen in `window` (`touches(for:)`); nil when there are none.
  public func touches(for window: Window) -> Set<Touch>? {
    let touches = (allTouches ?? []).filter { $0.window === window }
    return touches.isEmpty ? nil : touches
  }
}
