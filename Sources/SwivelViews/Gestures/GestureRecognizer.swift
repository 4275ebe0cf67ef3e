/// Something that recognises a gesture on a view and then runs its handlers
/// (`UIGestureRecognizer`).
///
/// UIKit's `init(target:action:)` takes an Objective-C selector, which Linux does not have;
/// Swivel's recognisers take closures instead (``init(handler:)``, ``addHandler(_:)``), the one
/// change UIKit code needs:
///
/// ```swift
/// // iOS: UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
/// let tap = UITapGestureRecognizer { [weak self] _ in self?.dismissKeyboard() }
/// view.addGestureRecognizer(tap)
/// ```
///
/// Swivel delivers taps (``Window/sendTap(at:)``, `DeviceHost.tap(at:)`), so
/// ``TapGestureRecognizer``s that need one tap with one finger recognise them; the other
/// recognisers exist so that code using them compiles and is laid out, and never recognise,
/// not even during a drag (``Window/sendDrag(from:to:steps:)``), whose touches go to the
/// responders only. Which recogniser gets a tap follows UIKit: the one nearest the touched
/// view, unless a view between refuses it in ``View/gestureRecognizerShouldBegin(_:)``, as a
/// control does for its superviews' recognisers so that its own action wins (iOS 6's rule for
/// overlapping gestures).
open class GestureRecognizer {
  /// Where a recogniser is in recognising its gesture (`UIGestureRecognizer.State`).
  public enum State: Int, Sendable, Hashable {
    /// Waiting for touches (the default).
    case possible
    /// A continuous gesture began.
    case began
    /// A continuous gesture changed.
    case changed
    /// The gesture ended: a discrete gesture such as a tap was recognised (also `.recognized`).
    case ended
    /// The gesture was cancelled.
    case cancelled
    /// The touches were not the gesture.
    case failed

    /// A discrete gesture was recognised: `.ended`.
    public static let recognized = State.ended
  }

  /// The view the recogniser is attached to (`view`), set by `View.addGestureRecognizer(_:)`.
  public internal(set) weak var view: View?
  /// Whether it recognises at all (`isEnabled`); true.
  open var isEnabled = true
  /// Where it is in recognising (`state`); `.possible` until a gesture is recognised, then
  /// the state its handlers saw, until the next.
  open var state: State = .possible
  /// Whether a recognised gesture keeps the touch from the views under it
  /// (`cancelsTouchesInView`); true, as in UIKit. With false, a control under a tap
  /// recogniser also gets the tap.
  open var cancelsTouchesInView = true
  /// Whether touches wait for the gesture to fail before reaching the view
  /// (`delaysTouchesBegan`); false. Kept; it does not change a still render.
  open var delaysTouchesBegan = false
  /// Whether the end of a touch waits for the gesture to fail (`delaysTouchesEnded`); true.
  /// Kept; it does not change a still render.
  open var delaysTouchesEnded = true
  /// Asked before the recogniser acts (`delegate`); held weakly, as in UIKit.
  open weak var delegate: (any GestureRecognizerDelegate)?
  /// A name for debugging (`name`).
  open var name: String?

  private var handlers: [(GestureRecognizer) -> Void] = []
  private var location: CGPoint?

  /// Creates a recogniser with no handler.
  public init() {}

  /// Creates a recogniser that runs `handler` when it recognises its gesture (in place of
  /// UIKit's `init(target:action:)`).
  public convenience init(handler: @escaping (GestureRecognizer) -> Void) {
    self.init()
    handlers.append(handler)
  }

  /// Adds a handler run, after those added before, when the gesture is recognised (in place
  /// of UIKit's `addTarget(_:action:)`).
  public func addHandler(_ handler: @escaping (GestureRecognizer) -> Void) {
    handlers.append(handler)
  }

  /// Removes every handler (in place of UIKit's `removeTarget(_:action:)` with nil).
  public func removeAllHandlers() {
    handlers.removeAll()
  }

  /// Where the gesture happened, in `view`'s coordinates (`location(in:)`); in the window's
  /// when `view` is nil. Before a gesture, the centre of the recogniser's view.
  open func location(in view: View?) -> CGPoint {
    guard let window = self.view?.window else { return .zero }
    let point =
      location ?? self.view.map {
        $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: window)
      } ?? .zero
    return view.map { $0.convert(point, from: window) } ?? point
  }

  /// The number of touches in the gesture (`numberOfTouches`): 1 for a delivered tap, else 0.
  open var numberOfTouches: Int { location == nil ? 0 : 1 }

  /// Whether this recogniser takes a single one-finger tap; false but for tap recognisers.
  open var recognizesSingleTap: Bool { false }

  /// Recognises a tap at `point` (window coordinates) when its delegate agrees: `.ended`,
  /// the handlers, in order. Returns whether it recognised.
  @discardableResult
  func recognizeTap(at point: CGPoint) -> Bool {
    guard isEnabled, delegate?.gestureRecognizerShouldBegin(self) ?? true else {
      state = .failed
      return false
    }
    location = point
    state = .ended
    for handler in handlers { handler(self) }
    return true
  }
}

/// What a recogniser asks before it acts (`UIGestureRecognizerDelegate`); every method is
/// optional, with UIKit's default.
public protocol GestureRecognizerDelegate: AnyObject {
  /// Whether the recogniser may recognise (`gestureRecognizerShouldBegin(_:)`); true.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
  /// Whether two recognisers may recognise together
  /// (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`); false.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool
}

extension GestureRecognizerDelegate {
  /// True.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
  /// False.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool { false }
}
