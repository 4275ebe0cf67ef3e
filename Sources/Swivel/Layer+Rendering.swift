extension Layer {
  /// Renders the layer and its sublayers, at `scale` pixels per point, over a transparent
  /// background: the layer's bounds as seen in its own coordinates, as
  /// ``View/renderImage(scale:showingBounds:)`` renders a view. The layer's own position,
  /// anchor point and transform are ignored; its opacity, shadow and border are drawn.
  ///
  /// A view's layer renders its view.
  ///
  /// ```swift
  /// let ring = ShapeLayer()
  /// ring.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
  /// ring.path = Path(ellipseIn: ring.bounds.insetBy(dx: 2, dy: 2))
  /// let bitmap = try ring.renderImage(scale: 3)
  /// ```
  public func renderImage(scale: CGFloat = 2, isDark: Bool = false) throws(RenderError) -> Bitmap {
    if let view = owningView { return try view.renderImage(scale: scale) }
    let bounds = bounds
    guard var node = makeRenderNode(isDark: isDark) else {
      let (width, height) = try Renderer.pixelSize(of: bounds.size, scale: scale)
      var bitmap = Bitmap(width: width, height: height)
      bitmap.scale = scale
      return bitmap
    }
    node.transform = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
    return try Renderer.render(node, size: bounds.size, scale: scale, background: nil)
  }
}
