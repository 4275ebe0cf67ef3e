extension View {
  /// The colour of the bounds overlay's outlines.
  public static let boundsOverlayColor = Color(RGBA8(r: 255, g: 59, b: 48))

  /// The display list for the receiver's subtree, in the receiver's bounds coordinates
  /// (its own transform to the superview included). Hidden views are left out. Lay out first.
  ///
  /// - Parameter boundsOutlineWidth: when set, every view's bounds are outlined with lines this
  ///   wide (in points) on top of its drawing, like Xcode's "Show Bounds Rectangles"; hidden
  ///   views are then kept, drawing nothing but a dashed outline.
  package func makeRenderNode(boundsOutlineWidth: CGFloat? = nil) -> RenderNode? {
    makeRenderNode(path: hierarchyPath, outline: boundsOutlineWidth, ghost: false)
  }

  private func makeRenderNode(path: String, outline: CGFloat?, ghost parentIsGhost: Bool) -> RenderNode? {
    let ghost = parentIsGhost || isHidden
    guard !ghost || outline != nil else { return nil }
    var node = RenderNode(path: path, transform: transformToSuperview, bounds: bounds)
    if !ghost {
      node.alpha = alpha
      node.backgroundColor = backgroundColor
      node.cornerRadius = cornerRadius
      node.borderWidth = borderWidth
      node.borderColor = borderColor
      node.clipsToBounds = clipsToBounds
      node.content = drawingContent()
    }
    if let width = outline, bounds.size.width > 0, bounds.size.height > 0 {
      let inset = min(width / 2, bounds.width / 2, bounds.height / 2)
      node.overlay = [
        .outline(
          rect: bounds.insetBy(dx: inset, dy: inset), color: Self.boundsOverlayColor, width: width,
          dash: ghost ? [4 * width, 3 * width] : []),
      ]
    }
    node.children.reserveCapacity(subviews.count)
    for (index, subview) in subviews.enumerated() {
      let name = subview.typeName + (subview.identifier.map { "#" + $0 } ?? "[\(index)]")
      if let child = subview.makeRenderNode(path: path + " > " + name, outline: outline, ghost: ghost) {
        node.children.append(child)
      }
    }
    return node
  }
}
