extension View {
  /// Runs `animations` (`UIView.animate(withDuration:animations:)`).
  ///
  /// Swivel renders still frames: the changes made in `animations` apply at once, so the next
  /// render shows the end state, as a screenshot taken after the animation would. The
  /// duration, delay, options and spring parameters of every form are accepted and change
  /// nothing.
  public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
    animations()
  }

  /// Runs `animations`, then `completion` with `true` (the animation finished), before
  /// returning: Swivel has no run loop to run it later, as UIKit does.
  public static func animate(
    withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations`, then `completion` with `true`, before returning; the delay and options
  /// change nothing (`animate(withDuration:delay:options:animations:completion:)`).
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// A spring animation: runs `animations`, then `completion` with `true`, before returning
  /// (`animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`).
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// A keyframe animation: runs `animations` (whose ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
  /// calls run their blocks in order), then `completion` with `true`
  /// (`animateKeyframes(withDuration:delay:options:animations:completion:)`).
  public static func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// A keyframe of a keyframe animation: runs `animations` now
  /// (`addKeyframe(withRelativeStartTime:relativeDuration:animations:)`), so the last keyframe
  /// to change a property leaves its value, as at the end of the animation.
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: () -> Void
  ) {
    animations()
  }

  /// A transition of one view's content (`transition(with:duration:options:animations:completion:)`):
  /// runs `animations`, then `completion` with `true`.
  public static func transition(
    with view: View, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    completion?(true)
  }

  /// A transition from one view to another (`transition(from:to:duration:options:completion:)`):
  /// `toView` takes `fromView`'s place in its superview (with `.showHideTransitionViews`,
  /// `fromView` is hidden and `toView` shown instead), then `completion` runs with `true`.
  public static func transition(
    from fromView: View, to toView: View, duration: TimeInterval, options: AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) {
    if options.contains(.showHideTransitionViews) {
      fromView.isHidden = true
      toView.isHidden = false
    } else if let parent = fromView.superview,
      let index = parent.subviews.firstIndex(where: { $0 === fromView })
    {
      fromView.removeFromSuperview()
      parent.insertSubview(toView, at: index)
    }
    completion?(true)
  }

  /// Runs `actions` without animation (`performWithoutAnimation(_:)`): as every change in
  /// Swivel applies at once, this only runs them.
  public static func performWithoutAnimation(_ actions: () -> Void) {
    actions()
  }

  /// Whether block animations animate (`areAnimationsEnabled`): always false in Swivel,
  /// whose changes apply at once.
  public static var areAnimationsEnabled: Bool { false }

  /// Accepted and ignored (`setAnimationsEnabled(_:)`): Swivel's changes always apply at once.
  public static func setAnimationsEnabled(_ enabled: Bool) {}

  /// The duration of the animation running now (`inheritedAnimationDuration`): 0, as none
  /// ever runs.
  public static var inheritedAnimationDuration: TimeInterval { 0 }
}
