import Foundation

extension Window {
  /// The time between two phases of a touch on the window's touch clock: one frame at 60 Hz.
  static let touchClockStep: TimeInterval = 1.0 / 60

  /// Lays out, hit-tests `point` (window coordinates; a NaN or infinite point hits nothing)
  /// and delivers a one-finger tap through the responder chain, as UIKit does:
  ///
  /// 1. the hit view gets `touchesBegan(_:with:)` (a view that does not override it passes it
  ///    to its ``Responder/next`` responder, and so on up: superview, controller, window);
  /// 2. the ``TapGestureRecognizer`` nearest the hit view (on it or a superview) recognises the
  ///    tap unless a view between the hit view and the recogniser's view refuses it in
  ///    ``View/gestureRecognizerShouldBegin(_:)``: a ``Control`` refuses one-tap recognisers
  ///    of its superviews, so a button's action wins (iOS 6's rule for overlapping gestures);
  /// 3. the hit view gets `touchesEnded(_:with:)`, or `touchesCancelled(_:with:)` when the
  ///    recogniser recognised and its ``GestureRecognizer/cancelsTouchesInView`` is true.
  ///
  /// Controls act on the ended phase (``Control/handleTap(at:)``); tables and collection views
  /// select the row or item under it. Returns the hit view (nil when nothing was hit).
  @discardableResult
  public func sendTap(at point: CGPoint) -> View? {
    layoutIfNeeded()
    let event = Event()
    guard let hit = hitTest(point, with: event) else { return nil }
    let touch = Touch(view: hit, window: self, location: point, timestamp: tickTouchClock())
    event.allTouches = [touch]
    deliver(touch, in: event, to: hit) { $0.touchesBegan($1, with: $2) }
    var cancelled = false
    if let recognizer = tapRecognizer(above: hit), recognizer.recognizeTap(at: point) {
      cancelled = recognizer.cancelsTouchesInView
    }
    touch.phase = cancelled ? .cancelled : .ended
    touch.timestamp = tickTouchClock()
    if cancelled {
      deliver(touch, in: event, to: hit) { $0.touchesCancelled($1, with: $2) }
    } else {
      deliver(touch, in: event, to: hit) { $0.touchesEnded($1, with: $2) }
    }
    return hit
  }

  /// Lays out, hit-tests `start` (window coordinates) and drags one finger from there to `end`
  /// in `steps` equal moves: the hit view gets `touchesBegan(_:with:)` at `start`,
  /// `touchesMoved(_:with:)` after each move and `touchesEnded(_:with:)` at `end`, each passed
  /// up the responder chain by views that do not override it, and the window lays out after
  /// each phase. The touch stays with the view it began on even when it leaves it, as in
  /// UIKit. Gesture recognisers do not take part: a tap recogniser fails on a moving finger,
  /// and Swivel's pan, swipe and pinch recognisers never recognise.
  ///
  /// ```swift
  /// window.sendDrag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 160, y: 260), steps: 4)
  /// ```
  ///
  /// Fewer than one step counts as one. A NaN or infinite point hits nothing and delivers
  /// nothing. Returns the view the drag began on (nil when nothing was hit).
  @discardableResult
  public func sendDrag(from start: CGPoint, to end: CGPoint, steps: Int = 10) -> View? {
    guard end.x.isFinite, end.y.isFinite else { return nil }
    layoutIfNeeded()
    let event = Event()
    guard let hit = hitTest(start, with: event) else { return nil }
    let touch = Touch(view: hit, window: self, location: start, timestamp: tickTouchClock())
    event.allTouches = [touch]
    deliver(touch, in: event, to: hit) { $0.touchesBegan($1, with: $2) }
    let count = max(1, steps)
    for step in 1...count {
      let fraction = CGFloat(step) / CGFloat(count)
      let location = CGPoint(
        x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
      touch.move(to: location, at: tickTouchClock())
      deliver(touch, in: event, to: hit) { $0.touchesMoved($1, with: $2) }
    }
    touch.phase = .ended
    touch.timestamp = tickTouchClock()
    deliver(touch, in: event, to: hit) { $0.touchesEnded($1, with: $2) }
    return hit
  }

  /// Sends one phase of `touch` to `view`, then lays out as the end of a run-loop turn does.
  private func deliver(
    _ touch: Touch, in event: Event, to view: View, _ phase: (View, Set<Touch>, Event) -> Void
  ) {
    event.timestamp = touch.timestamp
    phase(view, [touch], event)
    layoutIfNeeded()
  }

  /// The enabled one-tap recogniser nearest `hit` (on it or a superview), when every view from
  /// `hit` up to the recogniser's view lets it begin; nil otherwise. A refused recogniser
  /// fails.
  private func tapRecognizer(above hit: View) -> GestureRecognizer? {
    var current: View? = hit
    var path: [View] = []
    while let view = current {
      path.append(view)
      let recognizer = view.gestureRecognizerStorage.first {
        $0.isEnabled && $0.recognizesSingleTap
      }
      if let recognizer {
        guard path.allSatisfy({ $0.gestureRecognizerShouldBegin(recognizer) }) else {
          recognizer.state = .failed
          return nil
        }
        return recognizer
      }
      current = view.superview
    }
    return nil
  }

  /// Advances the touch clock by one frame and returns the new time.
  private func tickTouchClock() -> TimeInterval {
    touchClock += Self.touchClockStep
    return touchClock
  }
}
