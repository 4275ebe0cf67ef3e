extension View {
  /// The colour of the bounds overlay's outlines.
  public static let boundsOverlayColor = Color(RGBA8(r: 255, g: 59, b: 48))

  /// The display list for the receiver's subtree, in the receiver's bounds coordinates
  /// (its own transform to the superview included). Hidden views are left out. Lay out first.
  ///
  /// - Parameter boundsOutlineWidth: when set, every view's bounds are outlined with lines this
  ///   wide (in points) on top of its drawing, like Xcode's "Show Bounds Rectangles"; hidden
  ///   views are then kept, drawing nothing but a dashed outline.
  ///
  /// Views deeper than `RenderNode.maximumDepth` below the receiver are left out and the
  /// deepest node kept is marked (`omitsDeeperSubviews`): the renderer then refuses the tree
  /// with `RenderError.hierarchyTooDeep` instead of overflowing the stack. A view property
  /// that is NaN or infinite is recorded in `invalidProperty` for the renderer's error.
  package func makeRenderNode(boundsOutlineWidth: CGFloat? = nil) -> RenderNode? {
    let parentIsDark = inheritedTraits.isDarkAppearance
    return makeRenderNode(
      path: hierarchyPath, outline: boundsOutlineWidth, ghost: false, depth: 0, dark: parentIsDark)
  }

  private func makeRenderNode(
    path: String, outline: CGFloat?, ghost parentIsGhost: Bool, depth: Int, dark parentIsDark: Bool
  ) -> RenderNode? {
    let ghost = parentIsGhost || isHidden
    guard !ghost || outline != nil else { return nil }
    var node = RenderNode(path: path, transform: transformToSuperview, bounds: bounds)
    node.isDark = isDark(inheriting: parentIsDark)
    node.invalidProperty =
      firstInvalidProperty() ?? contentDrawing?.invalidDrawingProperty()
      ?? layerObject?.invalidDrawingProperty()
    guard depth < RenderNode.maximumDepth || subviewStorage.isEmpty else {
      node.omitsDeeperSubviews = true
      return node
    }
    if !ghost {
      node.alpha = alpha
      node.backgroundColor = backgroundColor
      node.cornerRadius = cornerRadius
      node.borderWidth = borderWidth
      node.borderColor = borderColor
      node.clipsToBounds = clipsToBounds
      if let style = layerStyleBox?.style {
        node.maskedCorners = style.maskedCorners
        node.cornerCurve = style.cornerCurve
        node.shadow = style.renderShadow
      }
      node.content =
        (layerObject?.layerContent() ?? [])
        + (contentDrawing?.drawingContent() ?? [])
      if mayDrawCustomContent ?? checkCustomDrawing() { node.content += customDrawing() }
    }
    if let width = outline, bounds.size.width > 0, bounds.size.height > 0 {
      let inset = min(width / 2, bounds.width / 2, bounds.height / 2)
      node.overlay = [
        .outline(
          rect: bounds.insetBy(dx: inset, dy: inset), color: Self.boundsOverlayColor, width: width,
          dash: ghost ? [4 * width, 3 * width] : [])
      ]
    }
    if let layer = layerObject,
      !layer.sublayerStorage.isEmpty || subviews.contains(where: { $0.layerObject != nil })
    {
      node.children = layeredChildren(
        of: layer, path: path, outline: outline, ghost: ghost, depth: depth, dark: node.isDark)
      layer.didDisplay()
      return node
    }
    node.children.reserveCapacity(subviews.count)
    for (index, subview) in subviews.enumerated() {
      let name = View.debugName(
        type: subview.typeName, identifier: subview.identifier, index: index)
      if let child = subview.makeRenderNode(
        path: path + " > " + name, outline: outline, ghost: ghost, depth: depth + 1,
        dark: node.isDark)
      {
        node.children.append(child)
      }
    }
    return node
  }

  /// The children of a view whose layer has been used: the subviews and the layer's
  /// standalone sublayers in the order they draw, then by ascending `zPosition`. Standalone
  /// sublayers of a hidden view are left out even when its outline is drawn.
  private func layeredChildren(
    of layer: Layer, path: String, outline: CGFloat?, ghost: Bool, depth: Int, dark: Bool
  ) -> [RenderNode] {
    var children: [(z: CGFloat, node: RenderNode)] = []
    var subviewIndex = 0
    for entry in layer.interleaved(with: subviewStorage) {
      switch entry {
      case .view(let subview):
        let name = View.debugName(
          type: subview.typeName, identifier: subview.identifier, index: subviewIndex)
        subviewIndex += 1
        if let child = subview.makeRenderNode(
          path: path + " > " + name, outline: outline, ghost: ghost, depth: depth + 1, dark: dark)
        {
          children.append((subview.layerObject?.zPosition ?? 0, child))
        }
      case .sublayer(let index):
        let sublayer = layer.sublayerStorage[index]
        guard !ghost,
          let child = sublayer.makeRenderNode(
            path: path + " > \(sublayer.debugName)[\(index)]", depth: depth + 1, dark: dark)
        else { continue }
        children.append((sublayer.zPosition, child))
      }
    }
    return Layer.ordered(children)
  }

  /// The first of the view's own geometry and look properties that is NaN or infinite.
  private func firstInvalidProperty() -> RenderNode.InvalidProperty? {
    let c = centerStorage, b = boundsStorage, t = transformStorage
    func invalid(_ name: String, _ value: Any) -> RenderNode.InvalidProperty {
      RenderNode.InvalidProperty(name: name, value: "\(value)")
    }
    if !(c.x.isFinite && c.y.isFinite) { return invalid("center (set through frame or center)", c) }
    if !(b.origin.x.isFinite && b.origin.y.isFinite && b.size.width.isFinite
      && b.size.height.isFinite)
    {
      return invalid("bounds", b)
    }
    if let anchor = nonDefaultAnchorPoint, !(anchor.x.isFinite && anchor.y.isFinite) {
      return invalid("layer.anchorPoint", anchor)
    }
    if !(t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite
      && t.ty.isFinite)
    {
      return invalid("transform", t)
    }
    if !alpha.isFinite { return invalid("alpha", alpha) }
    if !cornerRadius.isFinite { return invalid("cornerRadius", cornerRadius) }
    if !borderWidth.isFinite { return invalid("borderWidth", borderWidth) }
    return nil
  }
}
