import SwivelSupport

/// Rejects what Cairo cannot draw, naming the node and the property, before anything is drawn.
///
/// The rule for NaN and infinity: a NaN or infinite value anywhere in a drawn view (its
/// center, bounds, anchor point, transform, alpha, corner radius, border width, and what it
/// draws: text, images, paths, gradients, table row heights), or a view whose bounds land beyond ±`RenderLimits.coordinateLimit` device pixels, is rejected with
/// ``RenderError/invalidGeometry(path:field:value:)``: it is never silently skipped. A
/// *singular* transform (zero scale, parallel rows) is not an error: as in UIKit, that view's
/// subtree draws nothing and the rest renders normally.
enum Validation {
  static func check(_ node: RenderNode, scale: CGFloat, parent: CGAffineTransform)
    throws(RenderError)
  {
    if let invalid = node.invalidProperty {
      throw .invalidGeometry(path: node.path, field: invalid.name, value: invalid.value)
    }
    if node.omitsDeeperSubviews {
      throw .hierarchyTooDeep(path: node.path, limit: RenderLimits.maxDepth)
    }
    let t = node.transform
    try finite(node, "transform", [t.a, t.b, t.c, t.d, t.tx, t.ty], text: "\(t)")
    try finite(
      node, "bounds",
      [node.bounds.origin.x, node.bounds.origin.y, node.bounds.width, node.bounds.height],
      text: "\(node.bounds)")
    try finite(node, "alpha", [node.alpha], text: "\(node.alpha)")
    try finite(node, "cornerRadius", [node.cornerRadius], text: "\(node.cornerRadius)")
    try finite(node, "borderWidth", [node.borderWidth], text: "\(node.borderWidth)")
    let device = t.concatenating(parent)
    let corners = node.bounds.applying(device)
    let limit = RenderLimits.coordinateLimit
    guard corners.minX.isFinite, corners.maxX.isFinite, corners.minY.isFinite,
      corners.maxY.isFinite,
      abs(corners.minX) <= limit, abs(corners.maxX) <= limit,
      abs(corners.minY) <= limit, abs(corners.maxY) <= limit
    else {
      throw .invalidGeometry(path: node.path, field: "frame in the window", value: "\(corners)")
    }
    try checkContent(node.content, of: node, device: device)
    try checkContent(node.overlay, of: node, device: device)
    for child in node.children {
      try check(child, scale: scale, parent: device)
    }
  }

  /// Throws when a value is not finite, with `text`, which is built only then (formatting a
  /// transform or a rectangle for every node cost more than drawing W1; counted as one unit
  /// of `WorkCounter`).
  static func finite(
    _ node: RenderNode, _ field: String, _ values: [CGFloat], text: @autoclosure () -> String
  ) throws(RenderError) {
    if values.contains(where: { !$0.isFinite }) {
      WorkCounter.add(1)
      throw .invalidGeometry(path: node.path, field: field, value: text())
    }
  }
}
