/// Recognises taps (`UITapGestureRecognizer`): with one tap and one finger required (the
/// defaults), every tap Swivel delivers to its view or the views inside it.
open class TapGestureRecognizer: GestureRecognizer {
  /// Taps needed (`numberOfTapsRequired`); 1. A recogniser that needs more never recognises a
  /// delivered tap, which is a single one.
  open var numberOfTapsRequired = 1
  /// Fingers needed (`numberOfTouchesRequired`); 1. Swivel's taps have one finger.
  open var numberOfTouchesRequired = 1

  /// True when one tap with one finger is all it needs.
  open override var recognizesSingleTap: Bool {
    numberOfTapsRequired == 1 && numberOfTouchesRequired == 1
  }
}

/// Recognises a press held in place (`UILongPressGestureRecognizer`); never recognises in a
/// still render (Swivel's taps are single taps).
open class LongPressGestureRecognizer: GestureRecognizer {
  /// How long the press must last, in seconds (`minimumPressDuration`); 0.5.
  open var minimumPressDuration: Double = 0.5
  /// How far the finger may move, in points (`allowableMovement`); 10.
  open var allowableMovement: CGFloat = 10
  /// Taps before the press (`numberOfTapsRequired`); 0.
  open var numberOfTapsRequired = 0
  /// Fingers needed (`numberOfTouchesRequired`); 1.
  open var numberOfTouchesRequired = 1
}

/// Recognises a drag (`UIPanGestureRecognizer`); never recognises: a window's drag
/// (``Window/sendDrag(from:to:steps:)``) reaches the responders' touch methods only.
open class PanGestureRecognizer: GestureRecognizer {
  /// The fewest fingers (`minimumNumberOfTouches`); 1.
  open var minimumNumberOfTouches = 1
  /// The most fingers (`maximumNumberOfTouches`); unlimited.
  open var maximumNumberOfTouches = Int.max

  /// How far the drag has moved in `view`'s coordinates (`translation(in:)`): zero, as the
  /// recogniser never recognises.
  open func translation(in view: View?) -> CGPoint { .zero }
  /// Sets the translation (`setTranslation(_:in:)`); kept by nothing, as the recogniser never
  /// recognises.
  open func setTranslation(_ translation: CGPoint, in view: View?) {}
  /// The drag's speed in points per second (`velocity(in:)`): zero.
  open func velocity(in view: View?) -> CGPoint { .zero }
}

/// Recognises a swipe (`UISwipeGestureRecognizer`); never recognises in a still render.
open class SwipeGestureRecognizer: GestureRecognizer {
  /// The directions a swipe may take (`UISwipeGestureRecognizer.Direction`).
  public struct Direction: OptionSet, Sendable, Hashable {
    /// The bits (UIKit's raw values).
    public let rawValue: UInt
    /// Creates directions from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Right.
    public static let right = Direction(rawValue: 1 << 0)
    /// Left.
    public static let left = Direction(rawValue: 1 << 1)
    /// Up.
    public static let up = Direction(rawValue: 1 << 2)
    /// Down.
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The direction recognised (`direction`); `.right`.
  open var direction: Direction = .right
  /// Fingers needed (`numberOfTouchesRequired`); 1.
  open var numberOfTouchesRequired = 1
}

/// Recognises a pinch (`UIPinchGestureRecognizer`); never recognises in a still render.
open class PinchGestureRecognizer: GestureRecognizer {
  /// The pinch's scale (`scale`); 1.
  open var scale: CGFloat = 1
  /// The scale's speed per second (`velocity`); 0.
  open var velocity: CGFloat { 0 }
}
