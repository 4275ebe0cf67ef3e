extension View {
  /// The top of the receiver's tree (its window when it is in one) and the transform from the
  /// receiver's bounds coordinates into that root's bounds coordinates.
  func transformToRoot() -> (root: View, transform: CGAffineTransform) {
    var transform = CGAffineTransform.identity
    var current = self
    while let parent = current.superview {
      transform = transform.concatenating(current.transformToSuperview)
      current = parent
    }
    return (current, transform)
  }

  /// The transform from the receiver's coordinates to `view`'s (nil: the window's, or the
  /// root's when the receiver is in no window). Views in different trees are related as if
  /// their roots' coordinate systems coincided.
  public func transform(to view: View?) -> CGAffineTransform {
    let (_, mine) = transformToRoot()
    guard let view else { return mine }
    let (_, theirs) = view.transformToRoot()
    return mine.concatenating(theirs.inverted())
  }

  /// Converts a point from the receiver's bounds coordinates to `view`'s (nil: the window's).
  public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    point.applying(transform(to: view))
  }

  /// Converts a point from `view`'s bounds coordinates (nil: the window's) to the receiver's.
  public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    point.applying(fromTransform(view))
  }

  /// Converts a rectangle from the receiver's coordinates to `view`'s (nil: the window's): the
  /// bounding box of its four mapped corners.
  public func convert(_ rect: CGRect, to view: View?) -> CGRect {
    rect.applying(transform(to: view))
  }

  /// Converts a rectangle from `view`'s coordinates (nil: the window's) to the receiver's: the
  /// bounding box of its four mapped corners.
  public func convert(_ rect: CGRect, from view: View?) -> CGRect {
    rect.applying(fromTransform(view))
  }

  private func fromTransform(_ view: View?) -> CGAffineTransform {
    let mine = transformToRoot().transform
    let theirs = view?.transformToRoot().transform ?? .identity
    return theirs.concatenating(mine.inverted())
  }
}
