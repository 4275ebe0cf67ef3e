import SwivelViews

/// A problem a layout helper found in a request and worked around instead of crashing: an
/// over-specified chain, a size that came out negative, a view that is not in a tree.
///
/// The message quotes the call, names the view and says what was done about it:
///
/// ```
/// width(100) conflicts with left(20) and right(20) on Label#title; width(100) ignored
/// ```
///
/// Warnings go to ``LayoutWarningSink/current``.
public struct LayoutWarning: Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The call over-specifies the frame (left + right + width, a size and an aspect ratio
    /// fixing the same side, two different values for one edge …); the earlier
    /// specification is kept and the call ignored.
    case conflict
    /// A width or height came out negative (edges further apart than the room between
    /// them); it is set to 0.
    case negativeSize
    /// A value is not a finite number, a width or height is negative (`width(-20)`,
    /// `height(-10%)`), or an aspect ratio is not positive; the call is ignored, as in PinLayout.
    case invalidValue
    /// The view has no superview, so there is nothing to lay it out in; the call is ignored.
    case noSuperview
    /// A reference view shares no ancestor with the view's superview, or is the view
    /// itself; the call is ignored.
    case unrelatedView
    /// The two views of a `…Between` call overlap, leaving no space between them; the call is
    /// ignored.
    case noSpaceBetween
    /// A distributed group does not fit in its rectangle; its gaps or sizes are set to 0.
    case overflow
    /// A width or height given by a call is replaced by a size to fit on the same side
    /// (`height(14).sizeToFit(.width)`); the fitted length applies, as in PinLayout.
    case replaced
    /// A request that needs something the chain does not have is not applied:
    /// `justify(_:)` without both left and right edges, `align(_:)` without top and bottom,
    /// `aspectRatio()` on a view without an image, an aspect ratio with neither a width nor a
    /// height to derive from, `pinEdges()` when all four edges are set, a relative call whose
    /// views are all hidden.
    case notApplied
  }

  /// What went wrong.
  public let kind: Kind
  /// The call that caused the warning, as written: `width(100)`, `leading(8)`,
  /// `below(of: View#header, aligned: .left)`.
  public let call: String
  /// The view concerned: its type and identifier (`Label#title`), or its type and index
  /// in its superview (`Label[2]`).
  public let view: String
  /// The full text: the call, the view, and what was done about it.
  public let message: String

  /// Creates a warning.
  public init(kind: Kind, call: String, view: String, message: String) {
    self.kind = kind
    self.call = call
    self.view = view
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
