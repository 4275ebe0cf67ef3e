public import SwivelViews

extension Pin {
  /// Moves a pinned top edge down by `value` points (a centre too, halfway).
  ///
  /// Margins act on the edges they name and only when that edge, or the centre, is pinned,
  /// so they read naturally after relative calls:
  ///
  /// ```swift
  /// caption.pin.below(of: picture, aligned: .left).marginTop(8)
  /// ```
  @discardableResult
  public func marginTop(_ value: CGFloat) -> Pin {
    commit("marginTop(\(LayoutText.number(value)))") { _ in [.marginTop: value] }
  }

  /// Moves a pinned bottom edge up by `value` points.
  @discardableResult
  public func marginBottom(_ value: CGFloat) -> Pin {
    commit("marginBottom(\(LayoutText.number(value)))") { _ in [.marginBottom: value] }
  }

  /// Moves a pinned left edge right by `value` points.
  @discardableResult
  public func marginLeft(_ value: CGFloat) -> Pin {
    commit("marginLeft(\(LayoutText.number(value)))") { _ in [.marginLeft: value] }
  }

  /// Moves a pinned right edge left by `value` points.
  @discardableResult
  public func marginRight(_ value: CGFloat) -> Pin {
    commit("marginRight(\(LayoutText.number(value)))") { _ in [.marginRight: value] }
  }

  /// Moves a pinned leading edge in by `value` points (the left margin, or the right one in a
  /// right-to-left layout).
  @discardableResult
  public func marginLeading(_ value: CGFloat) -> Pin {
    commit("marginLeading(\(LayoutText.number(value)))") { _ in
      [isRightToLeft ? .marginRight : .marginLeft: value]
    }
  }

  /// Moves a pinned trailing edge in by `value` points (the right margin, or the left one in a
  /// right-to-left layout).
  @discardableResult
  public func marginTrailing(_ value: CGFloat) -> Pin {
    commit("marginTrailing(\(LayoutText.number(value)))") { _ in
      [isRightToLeft ? .marginLeft : .marginRight: value]
    }
  }

  /// Sets the four margins to `value` points.
  @discardableResult
  public func margin(_ value: CGFloat) -> Pin {
    commit("margin(\(LayoutText.number(value)))") { _ in
      [.marginTop: value, .marginLeft: value, .marginBottom: value, .marginRight: value]
    }
  }

  /// Sets the four margins, one per edge.
  @discardableResult
  public func margin(_ insets: EdgeInsets) -> Pin {
    commit("margin(\(LayoutText.insets(insets)))") { _ in
      [
        .marginTop: insets.top, .marginLeft: insets.left,
        .marginBottom: insets.bottom, .marginRight: insets.right,
      ]
    }
  }
}
