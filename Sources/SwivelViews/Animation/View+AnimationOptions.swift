extension View {
  /// How a block animation runs (`UIView.AnimationOptions`, UIKit's raw values). Swivel draws
  /// still frames, so the options are accepted and change nothing: every animation shows its
  /// end state at once.
  public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out subviews as the animation commits (`layoutSubviews`).
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Lets touches reach the views while animating (`allowUserInteraction`).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the current presentation state (`beginFromCurrentState`).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats forever (`repeat`).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs backwards and forwards (`autoreverse`).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Ignores an enclosing animation's duration (`overrideInheritedDuration`).
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Ignores an enclosing animation's curve (`overrideInheritedCurve`).
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Animates by redrawing the content (`allowAnimatedContent`).
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hides and shows instead of removing and adding in a transition (`showHideTransitionViews`).
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Ignores an enclosing animation's options (`overrideInheritedOptions`).
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    /// Ease in and out, the default curve (`curveEaseInOut`).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Ease in (`curveEaseIn`).
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out (`curveEaseOut`).
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear (`curveLinear`).
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// No transition (`transitionNone`).
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    /// Flips from the left (`transitionFlipFromLeft`).
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Flips from the right (`transitionFlipFromRight`).
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Curls up (`transitionCurlUp`).
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// Curls down (`transitionCurlDown`).
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// Cross-dissolves (`transitionCrossDissolve`).
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Flips from the top (`transitionFlipFromTop`).
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Flips from the bottom (`transitionFlipFromBottom`).
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
  }

  /// The timing of a property animator or a keyframe animation (`UIView.AnimationCurve`).
  public enum AnimationCurve: Int, Sendable, Hashable, CaseIterable {
    /// Ease in and out.
    case easeInOut
    /// Ease in.
    case easeIn
    /// Ease out.
    case easeOut
    /// Linear.
    case linear
  }

  /// How a keyframe animation runs (`UIView.KeyframeAnimationOptions`, UIKit's raw values);
  /// accepted and ignored, as ``AnimationOptions`` are.
  public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out subviews as the animation commits.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Lets touches reach the views while animating.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Starts from the current presentation state.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeats forever.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Runs backwards and forwards.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Linear interpolation between keyframes (`calculationModeLinear`, the default).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// No interpolation (`calculationModeDiscrete`).
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Even pacing (`calculationModePaced`).
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// Cubic interpolation (`calculationModeCubic`).
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// Cubic and paced (`calculationModeCubicPaced`).
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
  }
}
