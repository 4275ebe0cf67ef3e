/// Horizontal alignment of lines of text (`NSTextAlignment`).
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
  /// Lines start at the left edge.
  case left
  /// Lines are centred.
  case center
  /// Lines end at the right edge.
  case right
  /// Lines follow the writing direction: left for the left-to-right text Swivel lays out.
  case natural
  /// Treated as `natural`: Swivel does not stretch lines.
  case justified
}

/// How a line that does not fit is broken or shortened (`NSLineBreakMode`).
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable {
  /// Wrap at word boundaries; a word longer than a line wraps by character.
  case byWordWrapping
  /// Wrap at any character.
  case byCharWrapping
  /// Cut the text at the edge of the label, with no ellipsis.
  case byClipping
  /// Keep the end, replace the start with "…".
  case byTruncatingHead
  /// Keep the start, replace the end with "…" (`UILabel`'s default).
  case byTruncatingTail
  /// Keep both ends, replace the middle with "…" (a button title's default).
  case byTruncatingMiddle
}
