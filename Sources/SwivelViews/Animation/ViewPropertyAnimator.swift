/// An animation object (`UIViewPropertyAnimator`), with its basics: animations and completions
/// added to it, started, stopped or finished.
///
/// Swivel renders still frames: ``startAnimation()`` runs every animation block at once and
/// then the completions with ``ViewPropertyAnimator/Position/end``, so a render shows the end state.
/// Until it starts, nothing has changed. Scrubbing (``fractionComplete``) is kept but does not
/// show an in-between state.
///
/// ```swift
/// let animator = ViewPropertyAnimator(duration: 0.3, curve: .easeOut) { card.alpha = 0 }
/// animator.addCompletion { _ in card.removeFromSuperview() }
/// animator.startAnimation()   // card.alpha is 0 and the card is gone
/// ```
public final class ViewPropertyAnimator {
  /// Where an animation stopped (`UIViewAnimatingPosition`).
  public enum Position: Int, Sendable, Hashable, CaseIterable {
    /// At the end.
    case end
    /// At the start.
    case start
    /// Where it was.
    case current
  }

  /// Where an animator is in its life (`UIViewAnimatingState`).
  public enum State: Int, Sendable, Hashable, CaseIterable {
    /// Not started, or finished (`inactive`).
    case inactive
    /// Started or paused (`active`).
    case active
    /// Stopped without finishing (`stopped`).
    case stopped
  }

  /// The duration asked for (`duration`); kept, not waited for.
  public let duration: TimeInterval
  /// The curve asked for (`timingParameters`' curve); kept.
  public let curve: View.AnimationCurve
  /// The state (`state`).
  public private(set) var state = State.inactive
  /// Whether the animator has started and not finished (`isRunning`): false in Swivel outside
  /// a pause, as a start finishes at once.
  public private(set) var isRunning = false
  /// How far the animation is, 0…1 (`fractionComplete`); 1 once finished. Setting it is kept
  /// and draws nothing in between.
  public var fractionComplete: CGFloat = 0
  /// Whether the animation runs backwards (`isReversed`); a reversed start finishes at
  /// ``Position/start`` without running the animation blocks.
  public var isReversed = false
  /// Whether views take touches while animating (`isUserInteractionEnabled`); kept.
  public var isUserInteractionEnabled = true
  /// Whether the animator may be stopped mid-way (`isInterruptible`); kept.
  public var isInterruptible = true
  /// Whether it stays active after finishing (`pausesOnCompletion`); kept.
  public var pausesOnCompletion = false

  private var animations: [() -> Void] = []
  private var completions: [(Position) -> Void] = []

  /// Creates an animator with a curve (`init(duration:curve:animations:)`); nothing runs until
  /// ``startAnimation()``.
  public init(duration: TimeInterval, curve: View.AnimationCurve, animations: (() -> Void)? = nil) {
    self.duration = duration
    self.curve = curve
    if let animations { self.animations.append(animations) }
  }

  /// Creates a spring animator (`init(duration:dampingRatio:animations:)`).
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, curve: .easeInOut, animations: animations)
  }

  /// Creates and starts an animator (`runningPropertyAnimator(withDuration:delay:options:animations:completion:)`):
  /// the animations and then the completion run before it returns.
  @discardableResult
  public static func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: View.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Position) -> Void)? = nil
  ) -> ViewPropertyAnimator {
    let animator = ViewPropertyAnimator(
      duration: duration, curve: .easeInOut, animations: animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation()
    return animator
  }

  /// Adds an animation block (`addAnimations(_:)`), run when the animation starts or finishes
  /// at its end.
  public func addAnimations(_ animation: @escaping () -> Void) {
    animations.append(animation)
  }

  /// Adds an animation block that starts part-way (`addAnimations(_:delayFactor:)`).
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  /// Adds a completion, called with the position the animation finished at (`addCompletion(_:)`).
  public func addCompletion(_ completion: @escaping (Position) -> Void) {
    completions.append(completion)
  }

  /// Starts the animation (`startAnimation()`): every animation block runs, then the
  /// completions with ``Position/end`` (``Position/start`` when ``isReversed``), and the
  /// animator is inactive again with ``fractionComplete`` 1.
  public func startAnimation() {
    guard state != .stopped else { return }
    finish(at: isReversed ? .start : .end)
  }

  /// Starts after a delay (`startAnimation(afterDelay:)`): as ``startAnimation()``, at once.
  public func startAnimation(afterDelay delay: TimeInterval) {
    startAnimation()
  }

  /// Pauses (`pauseAnimation()`): the animator becomes active, its blocks not yet run.
  public func pauseAnimation() {
    guard state != .stopped else { return }
    state = .active
  }

  /// Stops the animation where it is (`stopAnimation(_:)`). Without finishing
  /// (`withoutFinishing` true) the completions never run and the animator is inactive;
  /// otherwise it is stopped until ``finishAnimation(at:)``.
  public func stopAnimation(_ withoutFinishing: Bool) {
    isRunning = false
    state = withoutFinishing ? .inactive : .stopped
    if withoutFinishing { animations = [] }
  }

  /// Finishes a stopped animation at `position` (`finishAnimation(at:)`): at the end the
  /// blocks not yet run run first; the completions run with `position`.
  public func finishAnimation(at position: Position) {
    finish(at: position)
  }

  private func finish(at position: Position) {
    if position == .end {
      let pending = animations
      animations = []
      for animation in pending { animation() }
      fractionComplete = 1
    }
    state = .inactive
    isRunning = false
    let pending = completions
    completions = []
    for completion in pending { completion(position) }
  }
}
