extension View {
  /// Lays out the subtree and renders the view's bounds, at `scale` pixels per point, over a
  /// transparent background. The view's own position and transform are ignored: the image is
  /// the view as seen in its own coordinates.
  ///
  /// With `scale` nil the view renders at its `View.pixelScale`: its window's screen scale,
  /// else its traits' `displayScale`, else 2.
  ///
  /// With `showingBounds`, every view's bounds are outlined one pixel wide (hidden views
  /// dashed), like Xcode's "Show Bounds Rectangles".
  public func renderImage(scale: CGFloat? = nil, showingBounds: Bool = false) throws(RenderError)
    -> Bitmap
  {
    let scale = scale ?? pixelScale
    layoutIfNeeded()
    guard var node = makeRenderNode(boundsOutlineWidth: showingBounds ? 1 / scale : nil) else {
      let (width, height) = try Renderer.pixelSize(of: bounds.size, scale: scale)
      var bitmap = Bitmap(width: width, height: height)
      bitmap.scale = scale
      return bitmap
    }
    node.transform = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
    return try Renderer.render(node, size: bounds.size, scale: scale, background: nil)
  }
}

extension Window {
  /// Lays out and renders the whole window at its screen scale. The screen behind the window
  /// is black, as on a device: a window or root view without a background shows black.
  public func renderImage(showingBounds: Bool = false) throws(RenderError) -> Bitmap {
    layoutIfNeeded()
    let size = bounds.size
    guard var node = makeRenderNode(boundsOutlineWidth: showingBounds ? 1 / screenScale : nil)
    else {
      let (width, height) = try Renderer.pixelSize(of: size, scale: screenScale)
      var bitmap = Bitmap(width: width, height: height, fill: Color.black.rgba.premultiplied)
      bitmap.scale = screenScale
      return bitmap
    }
    node.transform = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
    return try Renderer.render(node, size: size, scale: screenScale, background: .black)
  }
}
