extension DeviceHost {
  /// Lays out and renders the screen.
  ///
  /// - Parameters:
  ///   - asHeld: false renders the window as it is (in the legacy model: the portrait
  ///     framebuffer with rotated content); true turns the image so the interface is upright,
  ///     the way a person holding the device sees it. In the modern model both are the same.
  ///   - statusBar: whether to draw the status bar when it is visible.
  ///   - showingBounds: outline every view's bounds one pixel wide (hidden views dashed).
  public func renderImage(
    asHeld: Bool = false, statusBar: Bool = true, showingBounds: Bool = false
  ) throws(RenderError) -> Bitmap {
    try renderImage(asHeld: asHeld, statusBar: statusBar, showingBounds: showingBounds, scale: window.screenScale)
  }

  /// Lays out and renders the screen at `scale` pixels per point instead of the device's own
  /// (preview sheets render tiles straight at the size they are shown).
  package func renderImage(
    asHeld: Bool, statusBar: Bool, showingBounds: Bool, scale: CGFloat
  ) throws(RenderError) -> Bitmap {
    withScreen { window.layoutIfNeeded() }
    let toInterface = interfaceTransform
    var screen = RenderNode(path: "Screen", transform: .identity, bounds: window.bounds)
    if var node = window.makeRenderNode(boundsOutlineWidth: showingBounds ? 1 / scale : nil) {
      node.transform = CGAffineTransform(translationX: -window.bounds.minX, y: -window.bounds.minY)
      screen.children.append(node)
    }
    if statusBar, var bar = statusBarNode() {
      bar.transform = bar.transform.concatenating(toInterface)
      screen.children.append(bar)
    }
    let size: CGSize
    if asHeld {
      screen.transform = toInterface.inverted()
      size = interfaceSize
    } else {
      size = window.bounds.size
    }
    return try Renderer.render(screen, size: size, scale: scale, background: .black)
  }
}
