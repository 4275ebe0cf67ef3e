import SwivelViews

extension Pin {
  /// Puts the top edge on another view's horizontal line (PinLayout's `top(to:)`).
  @discardableResult
  public func top(to edge: VerticalEdge) -> Pin { place(.top, on: edge, "top") }

  /// Puts the vertical centre on another view's horizontal line.
  @discardableResult
  public func vCenter(to edge: VerticalEdge) -> Pin { place(.center, on: edge, "vCenter") }

  /// Puts the bottom edge on another view's horizontal line.
  @discardableResult
  public func bottom(to edge: VerticalEdge) -> Pin { place(.bottom, on: edge, "bottom") }

  /// Puts the left edge on another view's vertical line (PinLayout's `left(to:)`).
  @discardableResult
  public func left(to edge: HorizontalEdge) -> Pin { place(.left, on: edge, "left") }

  /// Puts the horizontal centre on another view's vertical line.
  @discardableResult
  public func hCenter(to edge: HorizontalEdge) -> Pin { place(.center, on: edge, "hCenter") }

  /// Puts the right edge on another view's vertical line.
  @discardableResult
  public func right(to edge: HorizontalEdge) -> Pin { place(.right, on: edge, "right") }

  /// Puts the start (leading) edge on another view's vertical line.
  @discardableResult
  public func start(to edge: HorizontalEdge) -> Pin { place(.start, on: edge, "start") }

  /// Puts the end (trailing) edge on another view's vertical line.
  @discardableResult
  public func end(to edge: HorizontalEdge) -> Pin { place(.end, on: edge, "end") }

  /// Puts the top-left corner on another view's point (PinLayout's `topLeft(to:)`).
  @discardableResult
  public func topLeft(to anchor: Anchor) -> Pin { place(.top, .left, on: anchor, "topLeft") }

  /// Puts the middle of the top edge on another view's point.
  @discardableResult
  public func topCenter(to anchor: Anchor) -> Pin {
    place(.top, .center, on: anchor, "topCenter")
  }

  /// Puts the top-right corner on another view's point.
  @discardableResult
  public func topRight(to anchor: Anchor) -> Pin { place(.top, .right, on: anchor, "topRight") }

  /// Puts the top-start corner on another view's point.
  @discardableResult
  public func topStart(to anchor: Anchor) -> Pin { place(.top, .start, on: anchor, "topStart") }

  /// Puts the top-end corner on another view's point.
  @discardableResult
  public func topEnd(to anchor: Anchor) -> Pin { place(.top, .end, on: anchor, "topEnd") }

  /// Puts the middle of the left edge on another view's point.
  @discardableResult
  public func centerLeft(to anchor: Anchor) -> Pin {
    place(.center, .left, on: anchor, "centerLeft")
  }

  /// Puts the centre on another view's point (`center(to: other.anchor.topRight)`).
  @discardableResult
  public func center(to anchor: Anchor) -> Pin { place(.center, .center, on: anchor, "center") }

  /// Puts the middle of the right edge on another view's point.
  @discardableResult
  public func centerRight(to anchor: Anchor) -> Pin {
    place(.center, .right, on: anchor, "centerRight")
  }

  /// Puts the middle of the start edge on another view's point.
  @discardableResult
  public func centerStart(to anchor: Anchor) -> Pin {
    place(.center, .start, on: anchor, "centerStart")
  }

  /// Puts the middle of the end edge on another view's point.
  @discardableResult
  public func centerEnd(to anchor: Anchor) -> Pin {
    place(.center, .end, on: anchor, "centerEnd")
  }

  /// Puts the bottom-left corner on another view's point.
  @discardableResult
  public func bottomLeft(to anchor: Anchor) -> Pin {
    place(.bottom, .left, on: anchor, "bottomLeft")
  }

  /// Puts the middle of the bottom edge on another view's point.
  @discardableResult
  public func bottomCenter(to anchor: Anchor) -> Pin {
    place(.bottom, .center, on: anchor, "bottomCenter")
  }

  /// Puts the bottom-right corner on another view's point.
  @discardableResult
  public func bottomRight(to anchor: Anchor) -> Pin {
    place(.bottom, .right, on: anchor, "bottomRight")
  }

  /// Puts the bottom-start corner on another view's point.
  @discardableResult
  public func bottomStart(to anchor: Anchor) -> Pin {
    place(.bottom, .start, on: anchor, "bottomStart")
  }

  /// Puts the bottom-end corner on another view's point.
  @discardableResult
  public func bottomEnd(to anchor: Anchor) -> Pin {
    place(.bottom, .end, on: anchor, "bottomEnd")
  }

  // MARK: Shared

  /// `other.edge.right`, `other.anchor.topLeft` as written.
  private static func quote(_ view: View, _ kind: String, _ name: String) -> String {
    "\(LayoutText.name(of: view)).\(kind).\(name)"
  }

  private func place(_ own: YAnchor, on edge: VerticalEdge, _ name: String) -> Pin {
    let call: CallText = {
      let line = edge.anchor == .center ? "vCenter" : edge.anchor.rawValue
      return "\(name)(to: \(Self.quote(edge.view, "edge", line)))"
    }
    return commit(call()) { superview in
      self.frame(of: edge.view, in: superview, for: call).map { [own.slot: edge.anchor.y(of: $0)] }
    }
  }

  private func place(_ own: XAnchor, on edge: HorizontalEdge, _ name: String) -> Pin {
    let call: CallText = {
      let line = edge.anchor == .center ? "hCenter" : edge.anchor.rawValue
      return "\(name)(to: \(Self.quote(edge.view, "edge", line)))"
    }
    return commit(call()) { superview in
      guard let rect = self.frame(of: edge.view, in: superview, for: call) else { return nil }
      let rtl = self.isRightToLeft
      return [
        own.resolved(rightToLeft: rtl).slot: edge.anchor.resolved(rightToLeft: rtl).x(of: rect)
      ]
    }
  }

  private func place(_ ownY: YAnchor, _ ownX: XAnchor, on anchor: Anchor, _ name: String) -> Pin {
    let call: CallText = {
      "\(name)(to: \(Self.quote(anchor.view, "anchor", Self.anchorName(anchor))))"
    }
    return commit(call()) { superview in
      guard let rect = self.frame(of: anchor.view, in: superview, for: call) else { return nil }
      let rtl = self.isRightToLeft
      return [
        ownY.slot: anchor.y.y(of: rect),
        ownX.resolved(rightToLeft: rtl).slot: anchor.x.resolved(rightToLeft: rtl).x(of: rect),
      ]
    }
  }

  private static func anchorName(_ anchor: Anchor) -> String {
    if anchor.x == .center && anchor.y == .center { return "center" }
    let x = anchor.x.rawValue.prefix(1).uppercased() + anchor.x.rawValue.dropFirst()
    return anchor.y.rawValue + x
  }
}
