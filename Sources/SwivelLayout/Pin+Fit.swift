import SwivelViews

extension Pin {
  /// What a size to fit keeps and what it takes from the view's content (PinLayout's
  /// `FitType`).
  public enum Fit: String, Sendable, Hashable, CaseIterable {
    /// Keeps the width (from the other calls, else as it was) and takes the height the content
    /// needs at that width: a multi-line label wraps to the width.
    case width
    /// Keeps the height and takes the width the content needs at that height.
    case height
    /// Like ``width``, but the width also comes from the content, which may answer narrower
    /// (a short one-line label) or wider than the width proposed.
    case widthFlexible
    /// Like ``height``, but the height also comes from the content.
    case heightFlexible
    /// Takes both sides from the content, proposing the current size as UIKit's
    /// `sizeToFit()` does; what ``sizeToFit()`` with no argument asks for.
    case content

    /// The axes whose length the content gives (the other one is the reference).
    var fittedAxes: [LayoutAxis] {
      switch self {
      case .width, .widthFlexible: return [.vertical]
      case .height, .heightFlexible: return [.horizontal]
      case .content: return [.horizontal, .vertical]
      }
    }
  }

  /// Sizes the view to its content with `View.sizeThatFits(_:)`; the fitted side counts as
  /// a width or height. A width or height given on the fitted side is replaced by the fitted
  /// one, with a ``LayoutWarning/Kind/replaced`` warning; minimum and maximum sizes still apply.
  ///
  /// ```swift
  /// body.numberOfLines = 0
  /// body.pin.below(of: title, aligned: .left).marginTop(4).right(16).sizeToFit(.width)
  /// ```
  @discardableResult
  public func sizeToFit(_ fit: Fit) -> Pin {
    commitFit(fit, call: "sizeToFit(.\(fit.rawValue))")
  }

  /// Sizes the view to its content, proposing its current size to `View.sizeThatFits(_:)`
  /// like UIKit's `sizeToFit()` (PinLayout's `sizeToFit()`).
  ///
  /// ```swift
  /// badge.pin.topRight(8).sizeToFit()
  /// ```
  @discardableResult
  public func sizeToFit() -> Pin {
    commitFit(.content, call: "sizeToFit()")
  }

  /// Sizes the view to its content the way PinLayout's older `fitSize()` did: keeping the
  /// width when the chain gives one (a width, or both the left and right edges), else keeping
  /// the height when it gives one, else as ``sizeToFit()``.
  ///
  /// ```swift
  /// text.pin.below(of: title, aligned: .left).width(of: title).marginTop(10).fitSize()
  /// ```
  @discardableResult
  public func fitSize() -> Pin {
    let fit: Fit
    if spec.items[.width] != nil || spec.hasBothEdges(.horizontal) {
      fit = .width
    } else if spec.items[.height] != nil || spec.hasBothEdges(.vertical) {
      fit = .height
    } else {
      fit = .content
    }
    return commitFit(fit, call: "fitSize()")
  }
}
