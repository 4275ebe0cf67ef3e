extension Layer {
  /// The layer's own coordinate system (`bounds`): `origin` shifts the sublayers and
  /// contents, `size` is the layer's size before its transform; (0, 0, 0, 0) by default.
  /// A view's layer: the view's ``View/bounds``.
  public final var bounds: CGRect {
    get { owningView?.bounds ?? own.bounds }
    set { if let view = owningView { view.bounds = newValue } else { own.bounds = newValue } }
  }

  /// Where ``anchorPoint`` sits in the superlayer's coordinates (`position`); (0, 0) by
  /// default. A view's layer: the view's ``View/center``.
  public final var position: CGPoint {
    get { owningView?.center ?? own.position }
    set { if let view = owningView { view.center = newValue } else { own.position = newValue } }
  }

  /// The point of the bounds, in unit coordinates (0…1 across the width and the height),
  /// that sits at ``position`` and that the transform turns and scales about
  /// (`anchorPoint`); (0.5, 0.5), the centre, by default.
  ///
  /// As in Core Animation, changing it keeps ``position`` and moves the frame:
  /// `frame.origin = position − anchorPoint × bounds.size` without a transform.
  /// ```swift
  /// hand.frame = CGRect(x: 100, y: 100, width: 10, height: 80)   // position (105, 140)
  /// hand.anchorPoint = CGPoint(x: 0.5, y: 1)                     // frame (100, 60, 10, 80)
  /// hand.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))  // turns about its bottom
  /// ```
  public final var anchorPoint: CGPoint {
    get {
      owningView.map { $0.nonDefaultAnchorPoint ?? LayerStyle.defaultAnchorPoint }
        ?? own.style.anchorPoint
    }
    set {
      guard newValue != anchorPoint else { return }
      if let view = owningView {
        view.layerStyle.anchorPoint = newValue
        view.superview?.setNeedsLayout()
      } else {
        own.style.anchorPoint = newValue
      }
    }
  }

  /// The layer's transform as an affine transform (`affineTransform()`), applied about
  /// ``anchorPoint``; identity by default. A view's layer: the view's ``View/transform``.
  public final func affineTransform() -> CGAffineTransform {
    owningView?.transform ?? own.transform
  }

  /// Sets the layer's transform from an affine transform (`setAffineTransform(_:)`); the
  /// bounds and position are kept, the frame follows.
  public final func setAffineTransform(_ transform: CGAffineTransform) {
    if let view = owningView { view.transform = transform } else { own.transform = transform }
  }

  /// The layer's transform as Core Animation's 4 × 4 matrix (`transform`), applied about
  /// ``anchorPoint``. Swivel draws in two dimensions: setting a transform that is not affine
  /// (`isAffine` false: perspective or a turn about the x or y axis) keeps its
  /// affine part (`affineTransform`), as a flat projection of it would.
  public final var transform: Transform3D {
    get { Transform3D(affineTransform()) }
    set { setAffineTransform(newValue.affineTransform) }
  }

  /// The layer's rectangle in its superlayer's coordinates (`frame`), derived from
  /// ``position``, `bounds.size`, ``anchorPoint`` and the transform: the bounding box of
  /// `(−anchor × size, size)` transformed and moved to `position`. `bounds.origin` plays no
  /// part. A view's layer: the view's ``View/frame``.
  ///
  /// Setting it sets `position` so that the box lands at the rectangle's origin and
  /// `bounds.size`, keeping `bounds.origin`; under a transform that keeps edges
  /// axis-aligned the size is turned back through the transform, under any other it becomes
  /// the rectangle's size (Core Animation leaves that case undefined).
  public final var frame: CGRect {
    get {
      if let view = owningView { return view.frame }
      return Self.box(
        size: own.bounds.size, anchor: own.style.anchorPoint, transform: own.transform
      )
      .offsetBy(dx: own.position.x, dy: own.position.y)
    }
    set {
      if let view = owningView {
        view.frame = newValue
        return
      }
      let rect = newValue.standardized
      let t = own.transform
      let size = t.isIdentity ? rect.size : t.untransformedSize(ofBoxSize: rect.size) ?? rect.size
      let box = Self.box(size: size, anchor: own.style.anchorPoint, transform: t)
      own.position = CGPoint(x: rect.minX - box.minX, y: rect.minY - box.minY)
      own.bounds.size = size
    }
  }

  /// The rectangle `(−anchor × size, size)` under `transform`: the frame relative to the
  /// position.
  static func box(size: CGSize, anchor: CGPoint, transform: CGAffineTransform) -> CGRect {
    let local = CGRect(
      x: -anchor.x * size.width, y: -anchor.y * size.height, width: size.width, height: size.height)
    return transform.isIdentity ? local : local.applying(transform)
  }

  /// Maps the layer's bounds coordinates into its superlayer's:
  /// `translate(−anchor) · transform · translate(position)`, with the anchor point in bounds
  /// coordinates.
  public final var transformToSuperlayer: CGAffineTransform {
    if let view = owningView { return view.transformToSuperview }
    let b = own.bounds, unit = own.style.anchorPoint, p = own.position
    let anchor = CGPoint(x: b.minX + unit.x * b.width, y: b.minY + unit.y * b.height)
    return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(own.transform)
      .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
  }

  /// Converts a point from the receiver's bounds coordinates to `layer`'s
  /// (`convert(_:to:)`); nil converts to the root layer's coordinates. Layers in different
  /// trees are related as if their roots' coordinate systems coincided.
  public final func convert(_ point: CGPoint, to layer: Layer?) -> CGPoint {
    point.applying(transform(to: layer))
  }

  /// Converts a point from `layer`'s bounds coordinates to the receiver's
  /// (`convert(_:from:)`); nil converts from the root layer's coordinates.
  public final func convert(_ point: CGPoint, from layer: Layer?) -> CGPoint {
    point.applying((layer?.transform(to: self)) ?? transformToRoot().inverted())
  }

  /// Converts a rectangle from the receiver's bounds coordinates to `layer`'s
  /// (`convert(_:to:)`): the bounding box of its four corners.
  public final func convert(_ rect: CGRect, to layer: Layer?) -> CGRect {
    rect.applying(transform(to: layer))
  }

  /// Converts a rectangle from `layer`'s bounds coordinates to the receiver's
  /// (`convert(_:from:)`): the bounding box of its four corners.
  public final func convert(_ rect: CGRect, from layer: Layer?) -> CGRect {
    rect.applying((layer?.transform(to: self)) ?? transformToRoot().inverted())
  }

  /// The transform from the receiver's coordinates to `layer`'s (nil: the root's).
  private func transform(to layer: Layer?) -> CGAffineTransform {
    let mine = transformToRoot()
    guard let layer else { return mine }
    return mine.concatenating(layer.transformToRoot().inverted())
  }

  /// The transform from the receiver's coordinates to its root layer's.
  private func transformToRoot() -> CGAffineTransform {
    var transform = CGAffineTransform.identity
    var current: Layer? = self
    while let layer = current, let parent = layer.superlayer {
      transform = transform.concatenating(layer.transformToSuperlayer)
      current = parent
    }
    return transform
  }
}
