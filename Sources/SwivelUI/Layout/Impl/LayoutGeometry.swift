/// Reading and writing the rectangles the layout helpers work with.
enum LayoutGeometry {
  /// The view's frame as if it had no transform: its bounds size about its centre, in the
  /// superview's coordinates (equal to `frame` under the identity).
  static func untransformedFrame(of view: View) -> CGRect {
    let size = view.bounds.size
    return CGRect(
      x: view.center.x - size.width / 2, y: view.center.y - size.height / 2,
      width: size.width, height: size.height)
  }

  /// Places the view on `rect` (superview coordinates) through `center` and `bounds.size`,
  /// never `frame`, so a transform is kept and `rect` is the untransformed frame; with
  /// `snapping` the edges are first rounded to the pixels of the view's window.
  static func setUntransformedFrame(_ rect: CGRect, of view: View, snapping: Bool) {
    let target = snapping ? rect.roundedToPixels(scale: pixelScale(of: view)) : rect
    view.center = CGPoint(x: target.midX, y: target.midY)
    if view.bounds.size != target.size { view.bounds.size = target.size }
  }

  /// Pixels per point where the view is shown: its window's scale, 1 outside a window.
  static func pixelScale(of view: View) -> CGFloat {
    view.window?.screenScale ?? 1
  }

  /// The top of the view's tree.
  static func root(of view: View) -> View {
    var current = view
    while let parent = current.superview { current = parent }
    return current
  }

  /// `other`'s bounds in `superview`'s bounds coordinates (the bounding box when transforms
  /// rotate it), or nil when they are in different trees.
  static func frame(of other: View, in superview: View) -> CGRect? {
    guard root(of: other) === root(of: superview) else { return nil }
    return other.convert(other.bounds, to: superview)
  }
}
