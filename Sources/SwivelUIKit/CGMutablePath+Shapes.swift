extension CGMutablePath {
  /// Adds a closed rectangle as a new subpath (`addRect(_:transform:)`).
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    add(transform) { $0.addRect(rect) }
  }

  /// Adds each rectangle as a closed subpath (`addRects(_:transform:)`).
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds a closed ellipse inscribed in `rect` as a new subpath (`addEllipse(in:transform:)`).
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    add(transform) { $0.addEllipse(in: rect) }
  }

  /// Adds a closed rectangle with corners that are quarter ellipses of the given radii
  /// (`addRoundedRect(in:cornerWidth:cornerHeight:transform:)`).
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    add(transform) {
      $0.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
    }
  }

  /// Adds an arc of a circle, with a line from the current point to its start when the path
  /// is not empty (`addArc(center:radius:startAngle:endAngle:clockwise:transform:)`).
  ///
  /// Angles are in radians from the positive x axis; in UIKit's y-down coordinates
  /// `clockwise` means increasing angles on screen, as `Path.addArc(center:radius:startAngle:endAngle:clockwise:)`
  /// describes.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    add(transform, joined: true) {
      $0.addArc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: clockwise)
    }
  }

  /// Adds an arc that turns by `delta` radians from `startAngle`, increasing angles for a
  /// positive delta (`addRelativeArc(center:radius:startAngle:delta:transform:)`).
  public func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
      clockwise: delta >= 0, transform: transform)
  }

  /// Adds every element of `other`, as it is now (`addPath(_:transform:)`).
  public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
    value.addPath(other.value.applying(transform))
  }

  /// Builds a piece on its own path, moves its points by `transform` and appends it. With
  /// `joined`, a piece that starts a subpath on a path that is not empty starts with a line
  /// from the current point instead (an arc's leading line).
  private func add(
    _ transform: CGAffineTransform, joined: Bool = false, _ build: (inout Path) -> Void
  ) {
    if transform == .identity {
      build(&value)
      return
    }
    var piece = Path()
    build(&piece)
    let joinsCurrentPoint = joined && !value.isEmpty
    for (index, element) in piece.applying(transform).elements.enumerated() {
      if index == 0, joinsCurrentPoint, case .move(let start) = element {
        value.addLine(to: start)
      } else {
        value.append(element)
      }
    }
  }
}
