public import SwivelViews

/// Gives every view the width of the widest one, keeping each view's leading edge (its left,
/// or its right in a right-to-left superview) and its height.
///
/// ```swift
/// [ok, cancel].forEach { $0.sizeToFit() }
/// equalWidths([ok, cancel])
/// distribute([ok, cancel], along: .horizontal, in: bar.bounds, gaps: .equal(includingEnds: true))
/// ```
///
/// Edges are rounded to the pixel grid of each view's window unless `pixelSnapping` is false;
/// a transform is kept (`center` and `bounds` are set).
public func equalWidths(_ views: [View], pixelSnapping: Bool = true) {
  let widest = views.map { LayoutGeometry.untransformedFrame(of: $0).width }.max() ?? 0
  for view in views {
    var frame = LayoutGeometry.untransformedFrame(of: view)
    if Pin.isRightToLeft(in: view.superview) {
      frame.origin.x = frame.maxX - widest
    }
    frame.size.width = widest
    LayoutGeometry.setUntransformedFrame(frame, of: view, snapping: pixelSnapping)
  }
}

/// Gives every view the height of the tallest one, keeping each view's top edge and its width.
///
/// Edges are rounded to the pixel grid of each view's window unless `pixelSnapping` is false;
/// a transform is kept (`center` and `bounds` are set).
public func equalHeights(_ views: [View], pixelSnapping: Bool = true) {
  let tallest = views.map { LayoutGeometry.untransformedFrame(of: $0).height }.max() ?? 0
  for view in views {
    var frame = LayoutGeometry.untransformedFrame(of: view)
    frame.size.height = tallest
    LayoutGeometry.setUntransformedFrame(frame, of: view, snapping: pixelSnapping)
  }
}
