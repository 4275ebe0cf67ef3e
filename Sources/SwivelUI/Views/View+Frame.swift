extension View {
  /// The view's rectangle in its superview's coordinates, derived from `center`, `bounds.size`
  /// and `transform`: the bounding box of the transformed bounds (`bounds.origin` plays no part).
  ///
  /// Setting it with an identity transform sets `center` to its midpoint and `bounds.size` to
  /// its size, keeping `bounds.origin`. Under a non-identity transform, which UIKit leaves
  /// undefined, Swivel sets `center` to the midpoint and `bounds.size` so that the getter
  /// returns the same rectangle when the transform keeps edges axis-aligned (scales, flips and
  /// quarter turns); under any other transform `bounds.size` becomes the frame's size.
  /// Prefer `center` and `bounds` whenever a transform is set.
  public var frame: CGRect {
    get {
      let size = boundsStorage.size
      let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
      let box = hasIdentityTransform ? local : local.applying(transformStorage)
      let center = centerStorage
      return box.offsetBy(dx: center.x, dy: center.y)
    }
    set {
      let rect = newValue.standardized
      centerStorage = CGPoint(x: rect.midX, y: rect.midY)
      let size = hasIdentityTransform ? rect.size : boundsSize(forFrameSize: rect.size)
      let oldSize = boundsStorage.size
      boundsStorage.size = size
      if size != oldSize { setNeedsLayout() }
    }
  }

  /// The bounds size that makes a frame of `size` under a non-identity transform: the
  /// untransformed size for axis-aligned invertible transforms, else `size` itself.
  private func boundsSize(forFrameSize size: CGSize) -> CGSize {
    let t = transformStorage
    let axisAligned = (t.b == 0 && t.c == 0) || (t.a == 0 && t.d == 0)
    guard axisAligned && t.a * t.d - t.b * t.c != 0 else { return size }
    let unrotated = size.applying(t.inverted())
    return CGSize(width: abs(unrotated.width), height: abs(unrotated.height))
  }

  /// Maps this view's bounds coordinates into its superview's:
  /// `translate(−anchor) · transform · translate(center)`.
  public var transformToSuperview: CGAffineTransform {
    let bounds = boundsStorage, center = centerStorage
    let anchor = CGPoint(x: bounds.minX + bounds.width / 2, y: bounds.minY + bounds.height / 2)
    if hasIdentityTransform {
      return CGAffineTransform(translationX: center.x - anchor.x, y: center.y - anchor.y)
    }
    return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(transform)
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
  }
}
