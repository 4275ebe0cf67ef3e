extension Layer {
  /// The display list for the layer's tree, in the layer's bounds coordinates (its own
  /// transform to the superlayer included); nil for a hidden layer. For a standalone layer;
  /// a view's layer is drawn by its view.
  ///
  /// Layers deeper than `RenderNode.maximumDepth` are left out and the deepest node kept is
  /// marked, so that the renderer refuses the tree with a typed error.
  package func makeRenderNode(isDark: Bool = false) -> RenderNode? {
    makeRenderNode(path: debugName, depth: 0, dark: isDark)
  }

  /// `CAGradientLayer#header`: the class and ``name`` of the layer, for messages.
  final var debugName: String {
    let type = String(describing: Swift.type(of: self))
    return name.map { "\(type)#\($0)" } ?? type
  }

  /// The node of a standalone layer and its sublayers.
  final func makeRenderNode(path: String, depth: Int, dark: Bool) -> RenderNode? {
    guard !isHidden else { return nil }
    let b = bounds
    var node = RenderNode(path: path, transform: transformToSuperlayer, bounds: b)
    node.isDark = dark
    node.invalidProperty = firstInvalidProperty() ?? invalidDrawingProperty()
    guard depth < RenderNode.maximumDepth || sublayerStorage.isEmpty else {
      node.omitsDeeperSubviews = true
      return node
    }
    applyStyle(to: &node)
    node.content = layerContent()
    var children: [(z: CGFloat, node: RenderNode)] = []
    for (index, sublayer) in sublayerStorage.enumerated() {
      let name = "\(sublayer.debugName)[\(index)]"
      if let child = sublayer.makeRenderNode(
        path: path + " > " + name, depth: depth + 1, dark: dark)
      {
        children.append((sublayer.zPosition, child))
      }
    }
    node.children = Self.ordered(children)
    didDisplay()
    return node
  }

  /// Children ordered by ascending `zPosition`, ties in sublayer order.
  static func ordered(_ children: [(z: CGFloat, node: RenderNode)]) -> [RenderNode] {
    guard children.contains(where: { $0.z != 0 }) else { return children.map(\.node) }
    return children.enumerated()
      .sorted { ($0.element.z, $0.offset) < ($1.element.z, $1.offset) }
      .map(\.element.node)
  }

  /// Sets the node's background, border, corners, clip, opacity and shadow from the layer.
  final func applyStyle(to node: inout RenderNode) {
    node.alpha = CGFloat(opacity)
    node.backgroundColor = backgroundColor
    node.cornerRadius = cornerRadius
    node.borderWidth = borderWidth
    node.borderColor = borderColor
    node.clipsToBounds = masksToBounds
    let style = style
    node.maskedCorners = style.maskedCorners
    node.cornerCurve = style.cornerCurve
    node.shadow = style.renderShadow
  }

  /// What the layer itself draws in bounds coordinates: its ``contents`` placed by
  /// ``contentsGravity``, then its subclass's drawing.
  final func layerContent() -> [RenderContent] {
    var result: [RenderContent] = []
    let b = bounds
    if let image = contents, b.width > 0, b.height > 0, contentsScale > 0, contentsScale.isFinite {
      let factor = image.scale / contentsScale
      let size = CGSize(width: image.size.width * factor, height: image.size.height * factor)
      let rect = contentsGravity.contentMode.rect(for: size, in: b)
      result.append(
        .image(
          ImageDraw(
            bitmap: image.bitmap, rect: rect, clip: rect.intersection(b),
            orientation: image.imageOrientation)))
    }
    result += drawingContent()
    return result
  }

  /// The first of a standalone layer's geometry and look properties that is NaN or infinite.
  private func firstInvalidProperty() -> RenderNode.InvalidProperty? {
    func invalid(_ name: String, _ value: Any) -> RenderNode.InvalidProperty {
      RenderNode.InvalidProperty(name: name, value: "\(value)")
    }
    let p = position, b = bounds, t = affineTransform(), a = anchorPoint
    if !(p.x.isFinite && p.y.isFinite) { return invalid("position", p) }
    if !(b.origin.x.isFinite && b.origin.y.isFinite && b.size.width.isFinite
      && b.size.height.isFinite)
    {
      return invalid("bounds", b)
    }
    if !(a.x.isFinite && a.y.isFinite) { return invalid("anchorPoint", a) }
    if !(t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite
      && t.ty.isFinite)
    {
      return invalid("transform", t)
    }
    if !opacity.isFinite { return invalid("opacity", opacity) }
    if !cornerRadius.isFinite { return invalid("cornerRadius", cornerRadius) }
    if !borderWidth.isFinite { return invalid("borderWidth", borderWidth) }
    return nil
  }
}
