/// A path filled or stroked by custom drawing (`View.draw(_:)`), clipped to `clip`.
package struct PathDraw: Sendable, Equatable {
  /// How the path is painted.
  package enum Paint: Sendable, Equatable {
    /// Filled with a colour, by the non-zero winding rule or the even-odd rule.
    case fill(Color, evenOdd: Bool)
    /// Stroked with a colour and a line style.
    case stroke(Color, StrokeStyle)
  }

  /// The outline, in the node's coordinates.
  package var path: Path
  /// How it is painted.
  package var paint: Paint
  /// The rectangle drawing is clipped to (the view's bounds).
  package var clip: CGRect

  /// Creates a path draw.
  package init(path: Path, paint: Paint, clip: CGRect) {
    self.path = path
    self.paint = paint
    self.clip = clip
  }
}

/// A gradient filling a shape (`CAGradientLayer`), in the node's coordinates.
package struct GradientDraw: Sendable, Equatable {
  /// The colours, in order.
  package var colors: [Color]
  /// Where each colour sits, 0…1, one per colour.
  package var locations: [CGFloat]
  /// Where the gradient starts (the centre, for a radial one).
  package var start: CGPoint
  /// Where it ends (for a radial one: the ellipse's radii are the distances to it on each axis).
  package var end: CGPoint
  /// Whether the gradient is radial rather than axial.
  package var isRadial: Bool
  /// The shape filled.
  package var shape: Path

  /// Creates a gradient draw.
  package init(
    colors: [Color], locations: [CGFloat], start: CGPoint, end: CGPoint, isRadial: Bool, shape: Path
  ) {
    self.colors = colors
    self.locations = locations
    self.start = start
    self.end = end
    self.isRadial = isRadial
    self.shape = shape
  }
}
