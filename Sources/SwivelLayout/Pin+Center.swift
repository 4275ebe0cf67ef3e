public import SwivelViews

extension Pin {
  /// Centres the view horizontally in the superview's `guide` rectangle, moved right by
  /// `offset` points (left when negative).
  @inlinable @inline(__always) @discardableResult
  public func hCenter(_ offset: CGFloat = 0, from guide: Guide = .bounds) -> Pin {
    add(.init(.hCenter, offset, 0, guide))
  }

  /// Centres the view vertically in the superview's `guide` rectangle, moved down by `offset`
  /// points (up when negative).
  @inlinable @inline(__always) @discardableResult
  public func vCenter(_ offset: CGFloat = 0, from guide: Guide = .bounds) -> Pin {
    add(.init(.vCenter, offset, 0, guide))
  }

  /// Centres the view in the superview's `guide` rectangle.
  ///
  /// ```swift
  /// spinner.pin.size(CGSize(width: 40, height: 40)).center()
  /// ```
  @inlinable @inline(__always) @discardableResult
  public func center(from guide: Guide = .bounds) -> Pin {
    add(.init(.center, 0, 0, guide))
  }
}
