public import SwivelUI

extension Pin {
  /// Centres the view horizontally in the superview's `guide` rectangle, moved right by
  /// `offset` points (left when negative).
  @discardableResult
  public func hCenter(_ offset: CGFloat = 0, from guide: Guide = .bounds) -> Pin {
    commit(.inset("hCenter", offset, guide)) { superview in
      .init(.centerX, guide.frame(in: superview).midX + offset)
    }
  }

  /// Centres the view vertically in the superview's `guide` rectangle, moved down by `offset`
  /// points (up when negative).
  @discardableResult
  public func vCenter(_ offset: CGFloat = 0, from guide: Guide = .bounds) -> Pin {
    commit(.inset("vCenter", offset, guide)) { superview in
      .init(.centerY, guide.frame(in: superview).midY + offset)
    }
  }

  /// Centres the view in the superview's `guide` rectangle.
  ///
  /// ```swift
  /// spinner.pin.size(CGSize(width: 40, height: 40)).center()
  /// ```
  @discardableResult
  public func center(from guide: Guide = .bounds) -> Pin {
    commit("center\(LayoutText.arguments(0, guide))") { superview in
      let frame = guide.frame(in: superview)
      return [.centerX: frame.midX, .centerY: frame.midY]
    }
  }
}
