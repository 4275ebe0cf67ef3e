/// Which renders need no background fill: the first thing the display list draws is an
/// opaque rectangle over the whole image, so every pixel the fill would set is replaced before
/// anything reads it.
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
    guard node.alpha > 0 else { return .nothing }
    guard node.alpha >= 1, node.shadow == nil else { return .other }
    let transform = node.transform.concatenating(parent)
    let visible = node.bounds.width > 0 && node.bounds.height > 0
    let fillsCover = visible && hasSquareCorners(node)
      && covers(node.bounds, transform: transform, width: width, height: height)
    if visible, let color = node.backgroundColor?.resolved(isDark: node.isDark), color.rgba.a > 0 {
      return color.rgba.a == 255 && fillsCover ? .opaqueCover : .other
    }
    guard node.content.isEmpty, !node.clipsToBounds || fillsCover else { return .other }
    for child in node.children {
      let paint = firstPaint(of: child, parent: transform, width: width, height: height)
      if paint != .nothing { return paint }
    }
    let drawsAfterChildren = (visible && node.borderWidth > 0) || !node.overlay.isEmpty
    return drawsAfterChildren ? .other : .nothing
  }

  /// Whether the node's shape (background, clip) is a plain rectangle.
  private static func hasSquareCorners(_ node: RenderNode) -> Bool {
    node.cornerRadius <= 0 && node.maskedCorners == .all && node.cornerCurve == .circular
  }

  /// Whether `rect`, mapped by `transform` (which must keep its edges on the pixel axes),
  /// contains the whole `width × height`-pixel image.
  private static func covers(_ rect: CGRect, transform t: CGAffineTransform, width: Int, height: Int) -> Bool {
    guard (t.b == 0 && t.c == 0) || (t.a == 0 && t.d == 0) else { return false }
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY).applying(t), CGPoint(x: rect.maxX, y: rect.maxY).applying(t),
    ]
    let xs = corners.map(\.x), ys = corners.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
      minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite
    else { return false }
    return minX <= 0 && minY <= 0 && maxX >= CGFloat(width) && maxY >= CGFloat(height)
  }
}
