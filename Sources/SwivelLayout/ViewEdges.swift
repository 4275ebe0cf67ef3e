public import SwivelViews

extension Pin {
  /// A vertical line of another view to put an edge or the centre on (PinLayout's
  /// `HorizontalEdge`): `other.edge.left`, `other.edge.hCenter`, `other.edge.right`.
  public struct HorizontalEdge {
    /// The view the line belongs to.
    public let view: View
    /// Which line.
    public let anchor: XAnchor
  }

  /// A horizontal line of another view to put an edge or the centre on (PinLayout's
  /// `VerticalEdge`): `other.edge.top`, `other.edge.vCenter`, `other.edge.bottom`.
  public struct VerticalEdge {
    /// The view the line belongs to.
    public let view: View
    /// Which line.
    public let anchor: YAnchor
  }

  /// A point of another view to put one of the view's points on (PinLayout's `Anchor`):
  /// `other.anchor.topLeft`, `other.anchor.centers`, `other.anchor.bottomEnd` …
  public struct Anchor {
    /// The view the point belongs to.
    public let view: View
    /// The point's horizontal line.
    public let x: XAnchor
    /// The point's vertical line.
    public let y: YAnchor
  }

  /// The six lines of a view, plus start and end (PinLayout's `view.edge`).
  public struct Edges {
    let view: View
    /// The top edge.
    public var top: VerticalEdge { VerticalEdge(view: view, anchor: .top) }
    /// The vertical centre.
    public var vCenter: VerticalEdge { VerticalEdge(view: view, anchor: .center) }
    /// The bottom edge.
    public var bottom: VerticalEdge { VerticalEdge(view: view, anchor: .bottom) }
    /// The left edge.
    public var left: HorizontalEdge { HorizontalEdge(view: view, anchor: .left) }
    /// The horizontal centre.
    public var hCenter: HorizontalEdge { HorizontalEdge(view: view, anchor: .center) }
    /// The right edge.
    public var right: HorizontalEdge { HorizontalEdge(view: view, anchor: .right) }
    /// The start (leading) edge: left, or right in a right-to-left layout.
    public var start: HorizontalEdge { HorizontalEdge(view: view, anchor: .start) }
    /// The end (trailing) edge: right, or left in a right-to-left layout.
    public var end: HorizontalEdge { HorizontalEdge(view: view, anchor: .end) }
  }

  /// The nine points of a view, plus the start and end ones (PinLayout's `view.anchor`).
  public struct Anchors {
    let view: View
    private func point(_ y: YAnchor, _ x: XAnchor) -> Anchor { Anchor(view: view, x: x, y: y) }
    /// The top-left corner.
    public var topLeft: Anchor { point(.top, .left) }
    /// The middle of the top edge.
    public var topCenter: Anchor { point(.top, .center) }
    /// The top-right corner.
    public var topRight: Anchor { point(.top, .right) }
    /// The top-start corner.
    public var topStart: Anchor { point(.top, .start) }
    /// The top-end corner.
    public var topEnd: Anchor { point(.top, .end) }
    /// The middle of the left edge.
    public var centerLeft: Anchor { point(.center, .left) }
    /// The centre (PinLayout's `anchor.center`).
    public var center: Anchor { point(.center, .center) }
    /// The centre: ``center``, under the name Swivel used first.
    public var centers: Anchor { center }
    /// The middle of the right edge.
    public var centerRight: Anchor { point(.center, .right) }
    /// The middle of the start edge.
    public var centerStart: Anchor { point(.center, .start) }
    /// The middle of the end edge.
    public var centerEnd: Anchor { point(.center, .end) }
    /// The bottom-left corner.
    public var bottomLeft: Anchor { point(.bottom, .left) }
    /// The middle of the bottom edge.
    public var bottomCenter: Anchor { point(.bottom, .center) }
    /// The bottom-right corner.
    public var bottomRight: Anchor { point(.bottom, .right) }
    /// The bottom-start corner.
    public var bottomStart: Anchor { point(.bottom, .start) }
    /// The bottom-end corner.
    public var bottomEnd: Anchor { point(.bottom, .end) }
  }
}

extension View {
  /// The view's edges and centre lines, to lay out another view against (PinLayout's
  /// `view.edge`).
  ///
  /// ```swift
  /// caption.pin.left(to: photo.edge.left).top(to: photo.edge.bottom).marginTop(4)
  /// ```
  public var edge: Pin.Edges { Pin.Edges(view: self) }

  /// The view's corners, edge middles and centre, to lay out another view against
  /// (PinLayout's `view.anchor`).
  ///
  /// ```swift
  /// badge.pin.center(to: avatar.anchor.topRight).size(16)
  /// ```
  public var anchor: Pin.Anchors { Pin.Anchors(view: self) }
}
