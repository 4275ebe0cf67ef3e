extension Path {
  /// The same path with every point and control point moved by `transform`: exact, since an
  /// affine transform maps a cubic curve to the cubic curve of its moved control points.
  func applying(_ transform: CGAffineTransform) -> Path {
    guard transform != .identity else { return self }
    var moved = Path()
    for element in elements {
      switch element {
      case .move(let p): moved.move(to: p.applying(transform))
      case .line(let p): moved.addLine(to: p.applying(transform))
      case .curve(let p, let c1, let c2):
        moved.addCurve(
          to: p.applying(transform), control1: c1.applying(transform),
          control2: c2.applying(transform))
      case .closeSubpath: moved.closeSubpath()
      }
    }
    return moved
  }

  /// Adds one element as the path's own mutators do.
  mutating func append(_ element: Element) {
    switch element {
    case .move(let p): move(to: p)
    case .line(let p): addLine(to: p)
    case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
    case .closeSubpath: closeSubpath()
    }
  }
}
