import SwivelViews

/// Reading and writing the rectangles the layout helpers work with.
enum LayoutGeometry {
  /// The view's frame as if it had no transform: its bounds size placed by its `center` and
  /// its layer's anchor point, in the superview's coordinates (equal to `frame` under the
  /// identity).
  static func untransformedFrame(of view: View) -> CGRect {
    let size = view.bounds.size, anchor = view.layerAnchorPoint
    return CGRect(
      x: view.center.x - anchor.x * size.width, y: view.center.y - anchor.y * size.height,
      width: size.width, height: size.height)
  }

  /// How a rectangle is put on the pixel grid.
  enum PixelRounding {
    /// Each edge to the nearest pixel (``distribute(_:along:in:gaps:pixelSnapping:)``,
    /// ``equalWidths(_:pixelSnapping:)``): neighbours stay flush.
    case edges
    /// PinLayout's rule for ``Pin``: the origin to the nearest pixel (halves away from zero),
    /// the size up to a whole pixel, both computed in single precision as PinLayout does.
    case originAndSize
  }

  /// Places the view on `rect` (superview coordinates) through `center` and `bounds.size`,
  /// never `frame`, so a transform is kept and `rect` is the untransformed frame; with
  /// `snapping` the edges are first rounded to the pixels of the view's window.
  static func setUntransformedFrame(_ rect: CGRect, of view: View, snapping: Bool) {
    setUntransformedFrame(rect, of: view, rounding: snapping ? .edges : nil)
  }

  /// Places the view on `rect` like ``setUntransformedFrame(_:of:snapping:)``, rounded first
  /// by `rounding` at the scale of the view's window (nil: not rounded).
  static func setUntransformedFrame(_ rect: CGRect, of view: View, rounding: PixelRounding?) {
    let target: CGRect
    switch rounding {
    case nil: target = rect
    case .edges: target = rect.roundedToPixels(scale: pixelScale(of: view))
    case .originAndSize: target = pinLayoutRounded(rect, scale: pixelScale(of: view))
    }
    let anchor = view.layerAnchorPoint
    view.center = CGPoint(
      x: target.minX + anchor.x * target.width, y: target.minY + anchor.y * target.height)
    if view.bounds.size != target.size { view.bounds.size = target.size }
  }

  /// `rect` with its origin rounded to the nearest pixel and its size rounded up to a whole
  /// pixel, in `Float` like PinLayout (so 10.000000001 pt stays 10). Values that do not fit a
  /// `Float` are left alone.
  static func pinLayoutRounded(_ rect: CGRect, scale: CGFloat) -> CGRect {
    guard scale > 0 else { return rect }
    // Two functions rather than one taking the rule, so that each rounds with one instruction.
    @inline(__always) func nearest(_ value: CGFloat) -> CGFloat {
      let pixels = Float(value * scale)
      return pixels.isFinite ? CGFloat(pixels.rounded(.toNearestOrAwayFromZero)) / scale : value
    }
    @inline(__always) func up(_ value: CGFloat) -> CGFloat {
      let pixels = Float(value * scale)
      return pixels.isFinite ? CGFloat(pixels.rounded(.up)) / scale : value
    }
    return CGRect(
      x: nearest(rect.origin.x), y: nearest(rect.origin.y), width: up(rect.size.width),
      height: up(rect.size.height))
  }

  /// Pixels per point where the view is shown: its window's scale; for a view not yet added
  /// to a superview (sized by a chain before it is added), the main screen's, as PinLayout
  /// rounds; 1 in a tree outside a window.
  static func pixelScale(of view: View) -> CGFloat {
    if let scale = view.windowScreenScale { return scale }
    return view.superview == nil ? Screen.main.scale : 1
  }

  /// The top of the view's tree.
  static func root(of view: View) -> View {
    var current = view
    while let parent = current.superview { current = parent }
    return current
  }

  /// `other`'s bounds in `superview`'s bounds coordinates (the bounding box when transforms
  /// rotate it), or nil when they are in different trees. With `untransformed`, `other`'s own
  /// transform is left out (its untransformed frame, converted from its superview), as
  /// PinLayout's `pin` reads reference views; its ancestors' transforms still apply.
  static func frame(of other: View, in superview: View, untransformed: Bool = false) -> CGRect? {
    guard root(of: other) === root(of: superview) else { return nil }
    if untransformed, other !== superview, let parent = other.superview {
      return parent.convert(untransformedFrame(of: other), to: superview)
    }
    return other.convert(other.bounds, to: superview)
  }
}
