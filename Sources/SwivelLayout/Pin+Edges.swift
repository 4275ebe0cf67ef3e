public import SwivelViews

extension Pin {
  /// Puts the top edge `inset` points below the top of the superview's `guide` rectangle.
  ///
  /// ```swift
  /// header.pin.top(from: .safeArea).horizontally().height(44)
  /// ```
  @inlinable @inline(__always) @discardableResult
  public func top(_ inset: CGFloat = 0, from guide: Guide = .bounds) -> Pin {
    add(.init(.top, inset, 0, guide))
  }

  /// Puts the bottom edge `inset` points above the bottom of the superview's `guide` rectangle.
  @inlinable @inline(__always) @discardableResult
  public func bottom(_ inset: CGFloat = 0, from guide: Guide = .bounds) -> Pin {
    add(.init(.bottom, inset, 0, guide))
  }

  /// Puts the left edge `inset` points right of the left of the superview's `guide` rectangle.
  @inlinable @inline(__always) @discardableResult
  public func left(_ inset: CGFloat = 0, from guide: Guide = .bounds) -> Pin {
    add(.init(.left, inset, 0, guide))
  }

  /// Puts the right edge `inset` points left of the right of the superview's `guide` rectangle.
  @inlinable @inline(__always) @discardableResult
  public func right(_ inset: CGFloat = 0, from guide: Guide = .bounds) -> Pin {
    add(.init(.right, inset, 0, guide))
  }

  /// Puts the leading edge `inset` points in from the leading side of the superview's `guide`
  /// rectangle: the left in a left-to-right layout, the right in a right-to-left one (the
  /// superview's `View.effectiveUserInterfaceLayoutDirection`).
  ///
  /// ```swift
  /// title.pin.top(12).leading(16).trailing(16).height(20)   // mirrored in Arabic and Hebrew
  /// ```
  @discardableResult
  public func leading(_ inset: CGFloat = 0, from guide: Guide = .bounds) -> Pin {
    leadingEdge("leading", inset, guide)
  }

  /// Puts the trailing edge `inset` points in from the trailing side of the superview's
  /// `guide` rectangle: the right in a left-to-right layout, the left in a right-to-left one.
  @discardableResult
  public func trailing(_ inset: CGFloat = 0, from guide: Guide = .bounds) -> Pin {
    trailingEdge("trailing", inset, guide)
  }

  /// Pins all four edges `inset` points inside the superview's `guide` rectangle.
  @inlinable @inline(__always) @discardableResult
  public func all(_ inset: CGFloat = 0, from guide: Guide = .bounds) -> Pin {
    add(.init(.all, inset, 0, guide))
  }

  /// Pins the four edges inside the superview's `guide` rectangle, each by its own inset.
  @discardableResult
  public func all(_ insets: EdgeInsets, from guide: Guide = .bounds) -> Pin {
    commitAll(insets, from: guide, call: "all(\(LayoutText.insets(insets))\(guide.callSuffix))")
  }

  /// Pins the left and right edges `inset` points inside the superview's `guide` rectangle.
  @inlinable @inline(__always) @discardableResult
  public func horizontally(_ inset: CGFloat = 0, from guide: Guide = .bounds) -> Pin {
    add(.init(.horizontally, inset, 0, guide))
  }

  /// Pins the top and bottom edges `inset` points inside the superview's `guide` rectangle.
  @inlinable @inline(__always) @discardableResult
  public func vertically(_ inset: CGFloat = 0, from guide: Guide = .bounds) -> Pin {
    add(.init(.vertically, inset, 0, guide))
  }

  /// Pins the four edges inside the guide by `insets`, quoted in warnings as `call`.
  @discardableResult
  func commitAll(_ insets: EdgeInsets, from guide: Guide, call: String) -> Pin {
    commit(call) { superview in
      let frame = guide.frame(in: superview)
      return [
        .top: frame.minY + insets.top, .left: frame.minX + insets.left,
        .bottom: frame.maxY - insets.bottom, .right: frame.maxX - insets.right,
      ]
    }
  }
}

extension Pin {
  /// The leading edge `inset` points in from the guide's leading side, quoted in warnings as
  /// `name` (`leading`, or PinLayout's `start`).
  func leadingEdge(_ name: StaticString, _ inset: CGFloat, _ guide: Guide) -> Pin {
    commit(.inset(name, inset, guide)) { superview in
      let frame = guide.frame(in: superview)
      return isRightToLeft ? .init(.right, frame.maxX - inset) : .init(.left, frame.minX + inset)
    }
  }

  /// The trailing edge `inset` points in from the guide's trailing side, quoted in warnings as
  /// `name` (`trailing`, or PinLayout's `end`).
  func trailingEdge(_ name: StaticString, _ inset: CGFloat, _ guide: Guide) -> Pin {
    commit(.inset(name, inset, guide)) { superview in
      let frame = guide.frame(in: superview)
      return isRightToLeft ? .init(.left, frame.minX + inset) : .init(.right, frame.maxX - inset)
    }
  }
}
