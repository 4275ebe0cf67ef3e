/// Which renders need no background fill: the first thing the display list draws is an
/// opaque rectangle over the whole image, so every pixel the fill would set is replaced before
/// anything reads it; and which of the opaque rectangles over the whole image painted in a row
/// at the start are hidden by the next.
///
/// Painting an opaque colour over a pixel the rectangle covers completely gives that colour,
/// whatever the pixel held (Cairo's `OVER` with an opaque source is a copy), so leaving out the
/// fill changes no pixel. The proof is conservative: it follows only the first node drawn at
/// each level, through nodes that draw nothing of their own before their children (no
/// shadow, no group opacity, no background, no content, no clip that cuts the image), and
/// accepts only an axis-aligned (or quarter-turned) rectangle with square corners.
extension Renderer {
  /// What a node draws first, as far as the fill is concerned.
  package enum FirstPaint: Equatable, Sendable {
    /// An opaque rectangle covering the whole image.
    case opaqueCover
    /// Nothing at all (a node with alpha 0, or with nothing to draw).
    case nothing
    /// Something else, or nothing provable.
    case other
  }

  /// What `node` draws first in a `width × height`-pixel image, where `parent` maps the node's
  /// parent's coordinates to pixels (the root's parent is the scale).
  package static func firstPaint(
    of node: RenderNode, parent: CGAffineTransform, width: Int, height: Int
  ) -> FirstPaint {
    opening(of: node, parent: parent, width: width, height: height).paint
  }

  /// How many opaque rectangles over the whole image `node` paints one straight after the
  /// other before anything else (a window's background, then its root view's, then a table's):
  /// each hides the one before, so only the last needs painting. 0 unless the first paint is
  /// ``FirstPaint/opaqueCover``.
  package static func coverCount(
    of node: RenderNode, parent: CGAffineTransform, width: Int, height: Int
  ) -> Int {
    opening(of: node, parent: parent, width: width, height: height).covers
  }

  /// The first paint and the number of covers painted in a row from the start.
  private static func opening(
    of node: RenderNode, parent: CGAffineTransform, width: Int, height: Int
  ) -> (paint: FirstPaint, covers: Int) {
    guard node.alpha > 0 else { return (.nothing, 0) }
    guard node.alpha >= 1, node.shadow == nil else { return (.other, 0) }
    let transform = node.transform.concatenating(parent)
    let visible = node.bounds.width > 0 && node.bounds.height > 0
    let fillsCover =
      visible && hasSquareCorners(node)
      && covers(node.bounds, transform: transform, width: width, height: height)
    if visible, let color = node.backgroundColor?.resolved(isDark: node.isDark), color.rgba.a > 0 {
      guard color.rgba.a == 255, fillsCover else { return (.other, 0) }
      // The node's content or its first child that draws comes next; the clip, if any,
      // is the whole image.
      guard node.content.isEmpty else { return (.opaqueCover, 1) }
      for child in node.children {
        let next = opening(of: child, parent: transform, width: width, height: height)
        if next.paint == .nothing { continue }
        return (.opaqueCover, 1 + next.covers)
      }
      return (.opaqueCover, 1)
    }
    guard node.content.isEmpty, !node.clipsToBounds || fillsCover else { return (.other, 0) }
    for child in node.children {
      let next = opening(of: child, parent: transform, width: width, height: height)
      if next.paint != .nothing { return next }
    }
    let drawsAfterChildren = (visible && node.borderWidth > 0) || !node.overlay.isEmpty
    return (drawsAfterChildren ? .other : .nothing, 0)
  }

  /// Whether the node's shape (background, clip) is a plain rectangle.
  private static func hasSquareCorners(_ node: RenderNode) -> Bool {
    node.cornerRadius <= 0 && node.maskedCorners == .all && node.cornerCurve == .circular
  }

  /// Whether `rect`, mapped by `transform` (which must keep its edges on the pixel axes),
  /// contains the whole `width × height`-pixel image.
  private static func covers(
    _ rect: CGRect, transform t: CGAffineTransform, width: Int, height: Int
  ) -> Bool {
    guard (t.b == 0 && t.c == 0) || (t.a == 0 && t.d == 0) else { return false }
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY).applying(t),
      CGPoint(x: rect.maxX, y: rect.maxY).applying(t),
    ]
    let xs = corners.map(\.x), ys = corners.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
      minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite
    else { return false }
    return minX <= 0 && minY <= 0 && maxX >= CGFloat(width) && maxY >= CGFloat(height)
  }
}
