extension Pin {
  /// What a size to fit keeps and what it takes from the view's content.
  public enum Fit: String, Sendable, Hashable, CaseIterable {
    /// Keeps the width (from the other calls, else as it was) and takes the height the content
    /// needs at that width: a multi-line label wraps to the width.
    case width
    /// Keeps the height and takes the width the content needs at that height.
    case height
    /// Takes both from the content, as large as it likes, up to ``Pin/maxWidth(_:)`` and
    /// ``Pin/maxHeight(_:)`` when given.
    case content
  }

  /// Sizes the view to its content with ``View/sizeThatFits(_:)``; the fitted side counts as
  /// a width or height, so it conflicts with another one.
  ///
  /// ```swift
  /// body.numberOfLines = 0
  /// body.pin.below(of: title, aligned: .left).marginTop(4).right(16).sizeToFit(.width)
  /// ```
  @discardableResult
  public func sizeToFit(_ fit: Fit = .content) -> Pin {
    commitFit(fit, call: "sizeToFit(.\(fit.rawValue))")
  }
}
