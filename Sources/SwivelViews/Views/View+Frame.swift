extension View {
  /// The bounds size that makes a frame of `size` under a non-identity transform: the
  /// untransformed size for axis-aligned invertible transforms, else `size` itself.
  func boundsSize(forFrameSize size: CGSize) -> CGSize {
    transformStorage.untransformedSize(ofBoxSize: size) ?? size
  }

  /// Maps this view's bounds coordinates into its superview's:
  /// `translate(−anchor) · transform · translate(center)`, where the anchor is the layer's
  /// `anchorPoint` in bounds coordinates (the bounds' centre by default).
  public var transformToSuperview: CGAffineTransform {
    let bounds = boundsStorage, center = centerStorage
    let unit = nonDefaultAnchorPoint ?? LayerStyle.defaultAnchorPoint
    let anchor = CGPoint(
      x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
    if hasIdentityTransform {
      return CGAffineTransform(translationX: center.x - anchor.x, y: center.y - anchor.y)
    }
    return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(transform)
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
  }
}
