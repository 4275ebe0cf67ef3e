/// A view that turns taps into actions (`UIControl`), with closure-based target-action. A
/// control handles the touches that reach it through the responder chain (see
/// ``Window/sendTap(at:)``) and sends its actions when a tap lifts inside it.
///
/// ```swift
/// button.addAction(for: .touchUpInside) { _ in label.text = "Tapped" }
/// ```
open class Control: View {
  /// The states a control can be in (`UIControl.State`).
  public struct State: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a state from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No flags: enabled, not highlighted, not selected.
    public static let normal: State = []
    /// A touch is down on the control.
    public static let highlighted = State(rawValue: 1 << 0)
    /// The control is disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// The control is selected.
    public static let selected = State(rawValue: 1 << 2)
  }

  /// The events a control sends actions for (`UIControl.Event`).
  public struct Event: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates an event set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A touch went down on the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A touch lifted inside the control: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The control's value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action (a button's tap).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }

  /// Disabled controls ignore taps and show their disabled look.
  open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
  /// True while a touch is down on the control.
  open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
  /// The selected flag.
  open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }

  /// How the content (a button's title) sits across the bounds
  /// (`contentHorizontalAlignment`); centred by default.
  public var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
    didSet { setNeedsLayout() }
  }
  /// How the content sits down the bounds (`contentVerticalAlignment`); centred by default.
  public var contentVerticalAlignment: ContentVerticalAlignment = .center {
    didSet { setNeedsLayout() }
  }

  /// Called when ``isEnabled``, ``isHighlighted`` or ``isSelected`` changes; controls whose
  /// look follows the state update their content here (drawing only reads). The default
  /// schedules a layout pass.
  open func stateDidChange() {
    setNeedsLayout()
  }

  private var actions: [(events: Event, identifier: String?, handler: (Control) -> Void)] = []

  /// The current state flags.
  public var state: State {
    var state: State = []
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Calls `handler` with the control whenever one of `events` is sent. Handlers run in the
  /// order they were added.
  public func addAction(for events: Event, handler: @escaping (Control) -> Void) {
    actions.append((events, nil, handler))
  }

  /// Runs `action` whenever one of `events` is sent (`addAction(_:for:)`); the action's
  /// ``Action/sender`` is the control while it runs. An action with the identifier of one
  /// already added for the same events replaces it, as in UIKit.
  public func addAction(_ action: Action, for events: Event) {
    if let identifier = action.identifier {
      actions.removeAll { $0.identifier == identifier && $0.events == events }
    }
    actions.append((events, action.identifier, { control in action.perform(sender: control) }))
  }

  /// Removes the actions with `identifier` registered for any of `events`
  /// (`removeAction(identifiedBy:for:)`).
  public func removeAction(identifiedBy identifier: String, for events: Event) {
    actions.removeAll { $0.identifier == identifier && !$0.events.isDisjoint(with: events) }
  }

  /// Removes every action registered for any of `events`.
  public func removeActions(for events: Event) {
    actions.removeAll { !$0.events.isDisjoint(with: events) }
  }

  /// Calls the handlers registered for any of `events`, now.
  public func sendActions(for events: Event) {
    for action in actions where !action.events.isDisjoint(with: events) {
      action.handler(self)
    }
  }

  /// Refuses the one-tap recognisers of the control's superviews, so a tap on the control
  /// runs its own action (iOS 6's rule for overlapping gestures); lets every other recogniser
  /// begin.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    gestureRecognizer.view === self || !gestureRecognizer.recognizesSingleTap
  }

  // MARK: Touches

  // A control handles the touches that reach it and passes none up the responder chain, as
  // `UIControl` does; a tap that lifts inside it is delivered by `handleTap(at:)`.

  /// Keeps the touch (the tap is delivered when it lifts).
  open override func touchesBegan(_ touches: Set<Touch>, with event: SwivelViews.Event?) {}

  /// Keeps the touch.
  open override func touchesMoved(_ touches: Set<Touch>, with event: SwivelViews.Event?) {}

  /// Delivers a tap (``handleTap(at:)``) when the touch lifts inside the control.
  open override func touchesEnded(_ touches: Set<Touch>, with event: SwivelViews.Event?) {
    guard let touch = touches.first else { return }
    let location = touch.location(in: self)
    if point(inside: location, with: event) { handleTap(at: location) }
  }

  /// Keeps the touch: a cancelled touch sends no action.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: SwivelViews.Event?) {}

  /// Delivers a tap at `location` (the control's bounds coordinates); the default ignores the
  /// location and calls ``handleTap()``. Controls whose parts answer differently (segments,
  /// a stepper's halves) override it.
  open func handleTap(at location: CGPoint) {
    handleTap()
  }

  /// Delivers a tap (touch down, then up inside): highlights, sends `.touchDown`, unhighlights,
  /// then sends `.touchUpInside` and `.primaryActionTriggered`. Disabled controls ignore it.
  open func handleTap() {
    guard isEnabled else { return }
    isHighlighted = true
    sendActions(for: .touchDown)
    isHighlighted = false
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
  }
}
