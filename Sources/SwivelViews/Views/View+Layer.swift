extension View {
  /// The view's layer (`layer`): one object per view, made from ``layerClass`` on first use,
  /// the same every time it is asked for (`view.layer === view.layer`).
  ///
  /// Its geometry and styling properties are the view's own, so the two never disagree:
  /// `layer.position` is ``center``, `layer.opacity` is ``alpha``, `layer.masksToBounds` is
  /// ``clipsToBounds``, `layer.cornerRadius` is ``cornerRadius``, and so on. Sublayers added
  /// to it draw among the subviews in the order they were added (see <doc:Layers>).
  ///
  /// ```swift
  /// card.layer.cornerRadius = 12
  /// card.layer.borderWidth = 1
  /// card.layer.borderColor = UIColor.separator.cgColor
  /// card.layer.masksToBounds = true
  /// card.layer.cornerCurve = .continuous
  /// card.layer.shadowOpacity = 0.2
  /// card.layer.shadowOffset = CGSize(width: 0, height: 4)
  /// card.layer.addSublayer(divider)
  /// ```
  public final var layer: Layer {
    if let layer = layerObject { return layer }
    let layerType = (type(of: self).layerClass as? Layer.Type) ?? Layer.self
    let layer = layerType.init()
    layer.viewLink.target = self
    layerObject = layer
    return layer
  }

  /// The layer's anchor point, read without making the layer object: for the layout
  /// helpers, which read it for every view they place.
  package final var layerAnchorPoint: CGPoint {
    nonDefaultAnchorPoint ?? LayerStyle.defaultAnchorPoint
  }
}
