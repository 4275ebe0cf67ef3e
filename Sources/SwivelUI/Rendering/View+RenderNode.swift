extension View {
  /// The display list for the receiver's subtree, in the receiver's bounds coordinates
  /// (its own transform to the superview included). Hidden views are left out. Lay out first.
  package func makeRenderNode() -> RenderNode? {
    makeRenderNode(path: hierarchyPath)
  }

  private func makeRenderNode(path: String) -> RenderNode? {
    guard !isHidden else { return nil }
    var node = RenderNode(path: path, transform: transformToSuperview, bounds: bounds)
    node.alpha = alpha
    node.backgroundColor = backgroundColor
    node.cornerRadius = cornerRadius
    node.borderWidth = borderWidth
    node.borderColor = borderColor
    node.clipsToBounds = clipsToBounds
    node.content = drawingContent()
    node.children.reserveCapacity(subviews.count)
    for (index, subview) in subviews.enumerated() {
      let name = subview.typeName + (subview.identifier.map { "#" + $0 } ?? "[\(index)]")
      if let child = subview.makeRenderNode(path: path + " > " + name) {
        node.children.append(child)
      }
    }
    return node
  }
}
