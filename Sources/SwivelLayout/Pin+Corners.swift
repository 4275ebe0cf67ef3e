public import SwivelViews

extension Pin {
  /// Pins the top and left edges `inset` points inside the superview's `guide` rectangle.
  @inlinable @inline(__always) @discardableResult
  public func topLeft(_ inset: CGFloat = 0, from guide: Guide = .bounds) -> Pin {
    add(.init(.topLeft, inset, 0, guide))
  }

  /// Pins the top and right edges `inset` points inside the superview's `guide` rectangle.
  @inlinable @inline(__always) @discardableResult
  public func topRight(_ inset: CGFloat = 0, from guide: Guide = .bounds) -> Pin {
    add(.init(.topRight, inset, 0, guide))
  }

  /// Pins the bottom and left edges `inset` points inside the superview's `guide` rectangle.
  @inlinable @inline(__always) @discardableResult
  public func bottomLeft(_ inset: CGFloat = 0, from guide: Guide = .bounds) -> Pin {
    add(.init(.bottomLeft, inset, 0, guide))
  }

  /// Pins the bottom and right edges `inset` points inside the superview's `guide` rectangle.
  @inlinable @inline(__always) @discardableResult
  public func bottomRight(_ inset: CGFloat = 0, from guide: Guide = .bounds) -> Pin {
    add(.init(.bottomRight, inset, 0, guide))
  }

  /// Pins the top and leading edges `inset` points inside the superview's `guide` rectangle
  /// (top-left, or top-right in a right-to-left layout).
  @discardableResult
  public func topLeading(_ inset: CGFloat = 0, from guide: Guide = .bounds) -> Pin {
    corner("topLeading", inset, guide, top: true, left: !isRightToLeft)
  }

  /// Pins the top and trailing edges `inset` points inside the superview's `guide` rectangle
  /// (top-right, or top-left in a right-to-left layout).
  @discardableResult
  public func topTrailing(_ inset: CGFloat = 0, from guide: Guide = .bounds) -> Pin {
    corner("topTrailing", inset, guide, top: true, left: isRightToLeft)
  }

  /// Pins the bottom and leading edges `inset` points inside the superview's `guide`
  /// rectangle (bottom-left, or bottom-right in a right-to-left layout).
  @discardableResult
  public func bottomLeading(_ inset: CGFloat = 0, from guide: Guide = .bounds) -> Pin {
    corner("bottomLeading", inset, guide, top: false, left: !isRightToLeft)
  }

  /// Pins the bottom and trailing edges `inset` points inside the superview's `guide`
  /// rectangle (bottom-right, or bottom-left in a right-to-left layout).
  @discardableResult
  public func bottomTrailing(_ inset: CGFloat = 0, from guide: Guide = .bounds) -> Pin {
    corner("bottomTrailing", inset, guide, top: false, left: isRightToLeft)
  }

  /// Two edges `inset` points inside the guide's corner, quoted in warnings as `name`.
  func corner(
    _ name: StaticString, _ inset: CGFloat, _ guide: Guide, top: Bool, left: Bool
  ) -> Pin {
    commit(.inset(name, inset, guide)) { superview in
      let frame = guide.frame(in: superview)
      return PinSpec.Values(
        top ? .top : .bottom, top ? frame.minY + inset : frame.maxY - inset,
        left ? .left : .right, left ? frame.minX + inset : frame.maxX - inset)
    }
  }
}
