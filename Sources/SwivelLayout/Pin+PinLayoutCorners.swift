public import SwivelViews

extension Pin {
  /// Pins the top edge `offset` points below the superview's top and centres horizontally.
  @discardableResult
  public func topCenter(_ offset: CGFloat = 0) -> Pin {
    commit("topCenter\(LayoutText.arguments(offset, .bounds))") {
      [.top: $0.bounds.minY + offset, .centerX: $0.bounds.midX]
    }
  }

  /// Pins the bottom edge `offset` points above the superview's bottom and centres
  /// horizontally.
  @discardableResult
  public func bottomCenter(_ offset: CGFloat = 0) -> Pin {
    commit("bottomCenter\(LayoutText.arguments(offset, .bounds))") {
      [.bottom: $0.bounds.maxY - offset, .centerX: $0.bounds.midX]
    }
  }

  /// Centres vertically and pins the left edge `offset` points in.
  @discardableResult
  public func centerLeft(_ offset: CGFloat = 0) -> Pin {
    commit("centerLeft\(LayoutText.arguments(offset, .bounds))") {
      [.centerY: $0.bounds.midY, .left: $0.bounds.minX + offset]
    }
  }

  /// Centres vertically and pins the right edge `offset` points in.
  @discardableResult
  public func centerRight(_ offset: CGFloat = 0) -> Pin {
    commit("centerRight\(LayoutText.arguments(offset, .bounds))") {
      [.centerY: $0.bounds.midY, .right: $0.bounds.maxX - offset]
    }
  }

  /// Centres vertically and pins the start (leading) edge `offset` points in.
  @discardableResult
  public func centerStart(_ offset: CGFloat = 0) -> Pin {
    commit("centerStart\(LayoutText.arguments(offset, .bounds))") { superview in
      let edge: PinSpec.Values =
        self.isRightToLeft
        ? [.right: superview.bounds.maxX - offset] : [.left: superview.bounds.minX + offset]
      return edge.merging([.centerY: superview.bounds.midY]) { a, _ in a }
    }
  }

  /// Centres vertically and pins the end (trailing) edge `offset` points in.
  @discardableResult
  public func centerEnd(_ offset: CGFloat = 0) -> Pin {
    commit("centerEnd\(LayoutText.arguments(offset, .bounds))") { superview in
      let edge: PinSpec.Values =
        self.isRightToLeft
        ? [.left: superview.bounds.minX + offset] : [.right: superview.bounds.maxX - offset]
      return edge.merging([.centerY: superview.bounds.midY]) { a, _ in a }
    }
  }

  /// Centres the view in the superview, moved right and down by `offset` points (PinLayout's
  /// `center(_:)`).
  @discardableResult
  public func center(_ offset: CGFloat) -> Pin {
    commit("center(\(LayoutText.number(offset)))") {
      [.centerX: $0.bounds.midX + offset, .centerY: $0.bounds.midY + offset]
    }
  }

  /// PinLayout's name for ``topLeading(_:from:)``.
  @discardableResult
  public func topStart(_ offset: CGFloat = 0) -> Pin {
    corner("topStart", offset, .bounds, top: true, left: !isRightToLeft)
  }

  /// PinLayout's name for ``topTrailing(_:from:)``.
  @discardableResult
  public func topEnd(_ offset: CGFloat = 0) -> Pin {
    corner("topEnd", offset, .bounds, top: true, left: isRightToLeft)
  }

  /// PinLayout's name for ``bottomLeading(_:from:)``.
  @discardableResult
  public func bottomStart(_ offset: CGFloat = 0) -> Pin {
    corner("bottomStart", offset, .bounds, top: false, left: !isRightToLeft)
  }

  /// PinLayout's name for ``bottomTrailing(_:from:)``.
  @discardableResult
  public func bottomEnd(_ offset: CGFloat = 0) -> Pin {
    corner("bottomEnd", offset, .bounds, top: false, left: isRightToLeft)
  }
}
