extension DeviceHost {
  /// Lays out and renders the screen.
  ///
  /// - Parameters:
  ///   - asHeld: false renders the window as it is (in the legacy model: the portrait
  ///     framebuffer with rotated content); true turns the image so the interface is upright,
  ///     the way a person holding the device sees it. In the modern model both are the same.
  ///   - statusBar: whether to draw the status bar when it is visible.
  ///   - showingBounds: outline every view's bounds one pixel wide (hidden views dashed).
  ///   - deviceFrame: the screen's shape for documentation images (`DeviceFrame`): rounded
  ///     corners transparent and the sensor housing black, optionally inside an outline.
  public func renderImage(
    asHeld: Bool = false, statusBar: Bool = true, showingBounds: Bool = false,
    deviceFrame: DeviceFrame = .none
  ) throws(RenderError) -> Bitmap {
    try renderImage(
      asHeld: asHeld, statusBar: statusBar, showingBounds: showingBounds, scale: window.screenScale,
      deviceFrame: deviceFrame)
  }

  /// Lays out and renders the screen at `scale` pixels per point instead of the device's own
  /// (preview sheets render tiles straight at the size they are shown).
  package func renderImage(
    asHeld: Bool, statusBar: Bool, showingBounds: Bool, scale: CGFloat,
    deviceFrame: DeviceFrame = .none
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
    guard deviceFrame != .none else {
      return try Renderer.render(screen, size: size, scale: scale, background: .black)
    }
    if let housing = sensorHousingNode() { screen.children.append(housing) }
    return try Renderer.render(
      framed(screen, size: size, frame: deviceFrame), size: framedSize(size, frame: deviceFrame),
      scale: scale,
      background: nil)
  }

  /// The size of an image of a `size`-point screen with `frame` around it.
  package func framedSize(_ size: CGSize, frame: DeviceFrame) -> CGSize {
    CGSize(width: size.width + 2 * frame.margin, height: size.height + 2 * frame.margin)
  }

  /// The screen clipped to the display's rounded corners over black (the corners stay
  /// transparent), inside the outline's band when asked.
  private func framed(_ screen: RenderNode, size: CGSize, frame: DeviceFrame) -> RenderNode {
    let margin = frame.margin
    var display = RenderNode(
      path: "Display", transform: CGAffineTransform(translationX: margin, y: margin),
      bounds: CGRect(origin: .zero, size: size))
    display.backgroundColor = .black
    display.cornerRadius = device.displayCornerRadius
    display.cornerCurve = .continuous
    display.clipsToBounds = true
    display.children = [screen]
    guard frame == .outline else { return display }
    var outline = RenderNode(
      path: "Outline", transform: .identity,
      bounds: CGRect(origin: .zero, size: framedSize(size, frame: frame)))
    outline.backgroundColor = Color(RGBA8(r: 28, g: 28, b: 30))
    outline.cornerRadius = Self.outlineCornerRadius(screenCorner: device.displayCornerRadius)
    outline.cornerCurve = .continuous
    outline.borderWidth = 1.5
    outline.borderColor = Color(RGBA8(r: 72, g: 72, b: 74))
    outline.children = [display]
    return outline
  }
}
