/// An object that can take part in handling events (`UIResponder`): the superclass of ``View``
/// and ``UIKitViewController``, with the first-responder calls UIKit code makes and the names
/// of the keyboard notifications.
///
/// Swivel has no keyboard and no text input: the first responder is tracked per window (so
/// `becomeFirstResponder()`, `isFirstResponder` and `endEditing(_:)` answer as in UIKit), but
/// nothing is shown for it and no keyboard notification is ever posted.
open class Responder {
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
  /// by default, true for an enabled ``TextField``.
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
}
