public import SwivelViews

extension Pin {
  /// Puts the top edge on `anchor` of `other` (anywhere in the same tree).
  ///
  /// ```swift
  /// badge.pin.top(to: .top, of: avatar).right(to: .right, of: avatar).width(12).height(12)
  /// ```
  @discardableResult
  public func top(to anchor: YAnchor, of other: View) -> Pin {
    align("top", .top, to: anchor, of: other)
  }

  /// Puts the bottom edge on `anchor` of `other`.
  @discardableResult
  public func bottom(to anchor: YAnchor, of other: View) -> Pin {
    align("bottom", .bottom, to: anchor, of: other)
  }

  /// Puts the left edge on `anchor` of `other`.
  @discardableResult
  public func left(to anchor: XAnchor, of other: View) -> Pin {
    align("left", .left, to: anchor, of: other)
  }

  /// Puts the right edge on `anchor` of `other`.
  @discardableResult
  public func right(to anchor: XAnchor, of other: View) -> Pin {
    align("right", .right, to: anchor, of: other)
  }

  /// Puts the leading edge (left, or right in a right-to-left layout) on `anchor` of `other`.
  @discardableResult
  public func leading(to anchor: XAnchor, of other: View) -> Pin {
    align("leading", .leading, to: anchor, of: other)
  }

  /// Puts the trailing edge (right, or left in a right-to-left layout) on `anchor` of `other`.
  @discardableResult
  public func trailing(to anchor: XAnchor, of other: View) -> Pin {
    align("trailing", .trailing, to: anchor, of: other)
  }

  /// Lines up the horizontal centre with `other`'s.
  @discardableResult
  public func hCenter(to other: View) -> Pin {
    align("hCenter", XAnchor.center, to: XAnchor.center, of: other)
  }

  /// Lines up the vertical centre with `other`'s.
  @discardableResult
  public func vCenter(to other: View) -> Pin {
    align("vCenter", YAnchor.center, to: YAnchor.center, of: other)
  }

  /// Lines up both centres with `other`'s.
  @discardableResult
  public func center(to other: View) -> Pin {
    let call: CallText = { "center(to: \(LayoutText.name(of: other)))" }
    return commit(call()) { superview in
      frame(of: other, in: superview, for: call).map { [.centerX: $0.midX, .centerY: $0.midY] }
    }
  }

  private func align(_ name: String, _ own: XAnchor, to anchor: XAnchor, of other: View) -> Pin {
    let call: CallText = {
      name == "hCenter"
        ? "hCenter(to: \(LayoutText.name(of: other)))"
        : "\(name)(to: .\(anchor.rawValue), of: \(LayoutText.name(of: other)))"
    }
    return commit(call()) { superview in
      guard let rect = frame(of: other, in: superview, for: call) else { return nil }
      let rtl = isRightToLeft
      return [own.resolved(rightToLeft: rtl).slot: anchor.resolved(rightToLeft: rtl).x(of: rect)]
    }
  }

  private func align(_ name: String, _ own: YAnchor, to anchor: YAnchor, of other: View) -> Pin {
    let call: CallText = {
      name == "vCenter"
        ? "vCenter(to: \(LayoutText.name(of: other)))"
        : "\(name)(to: .\(anchor.rawValue), of: \(LayoutText.name(of: other)))"
    }
    return commit(call()) { superview in
      frame(of: other, in: superview, for: call).map { [own.slot: anchor.y(of: $0)] }
    }
  }
}
