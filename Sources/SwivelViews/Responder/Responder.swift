/// An object that can take part in handling events (`UIResponder`): the superclass of ``View``
/// and ``UIKitViewController``, with the touch methods taps and drags go through, the
/// first-responder calls UIKit code makes and the names of the keyboard notifications.
///
/// Swivel has no keyboard and no text input: the first responder is tracked per window (so
/// `becomeFirstResponder()`, `isFirstResponder` and `endEditing(_:)` answer as in UIKit), but
/// nothing is shown for it and no keyboard notification is ever posted.
open class Responder {
  /// The hook protocols the class adopts, for the hooks asked about so far (see
  /// ``adopts(_:)``).
  final var hooks: UInt16 = 0

  /// Creates a responder.
  public init() {}

  /// Creates a responder from an archive (`init?(coder:)`, from `NSCoding`). Swivel reads no
  /// nibs or storyboards, so there is never an archive to decode: it fails (returns nil).
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The next responder in the chain (`next`): a view's controller when it is a controller's
  /// root view, else its superview; a controller's view's superview. Nil here.
  open var next: Responder? { nil }

  /// Whether the responder can become the first responder (`canBecomeFirstResponder`); false
  /// by default, true for an enabled `TextField`.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the responder lets go of the first responder status when asked
  /// (`canResignFirstResponder`); true by default.
  open var canResignFirstResponder: Bool { true }

  /// The window whose first responder this responder would be: a view's window, a
  /// controller's view's window.
  var responderWindow: Window? { nil }

  /// Makes the receiver its window's first responder (`becomeFirstResponder()`), after asking
  /// the current one to resign. Fails (false) when it cannot become first responder, is in no
  /// window, or the current first responder refuses to resign.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let window = responderWindow else { return false }
    if window.firstResponder === self { return true }
    if let current = window.firstResponder, !current.resignFirstResponder() { return false }
    window.firstResponder = self
    return true
  }

  /// Gives up the first responder status (`resignFirstResponder()`); false when
  /// ``canResignFirstResponder`` refuses. Returns true when the receiver was not the first
  /// responder.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard let window = responderWindow, window.firstResponder === self else { return true }
    guard canResignFirstResponder else { return false }
    window.firstResponder = nil
    return true
  }

  /// Whether the receiver is its window's first responder (`isFirstResponder`).
  public var isFirstResponder: Bool {
    responderWindow?.firstResponder === self
  }

  // MARK: Touches

  // A window delivers each phase of a tap or drag to the view hit by the touch; a responder
  // that does not override one of these passes it to its `next` responder, as UIKit's do. They
  // live in the class body because Swift overrides only what a class declares.

  /// Tracks a touch that went down (`touchesBegan(_:with:)`); the default hands it to ``next``.
  ///
  /// ```swift
  /// final class BoardController: UIViewController {
  ///   let piece = UIView()
  ///   override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
  ///     guard let touch = touches.first else { return }
  ///     piece.center = touch.location(in: view)
  ///   }
  /// }
  /// ```
  open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Follows a touch that moved (`touchesMoved(_:with:)`); the default hands it to ``next``.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Acts on a touch that lifted (`touchesEnded(_:with:)`); the default hands it to ``next``.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Undoes what a touch began (`touchesCancelled(_:with:)`): a window sends it in place of
  /// the ended phase when a gesture recogniser took the touch
  /// (``GestureRecognizer/cancelsTouchesInView``). The default hands it to ``next``.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesCancelled(touches, with: event)
  }
}
