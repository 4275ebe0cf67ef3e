/// A layer's drop shadow, as the renderer draws it (`CALayer.shadow…`).
package struct RenderShadow: Sendable, Equatable {
  /// The shadow's colour (`shadowColor`), before ``opacity``.
  package var color: Color
  /// Multiplies the colour's alpha (`shadowOpacity`), in 0…1.
  package var opacity: CGFloat
  /// How far the shadow is moved from the shape, in the node's coordinates (`shadowOffset`).
  package var offset: CGSize
  /// The blur radius (`shadowRadius`); the Gaussian's standard deviation is half of it.
  package var radius: CGFloat
  /// The shape that casts the shadow (`shadowPath`), or nil for the node's background shape.
  package var path: Path?

  /// Creates a shadow.
  package init(color: Color, opacity: CGFloat, offset: CGSize, radius: CGFloat, path: Path?) {
    self.color = color
    self.opacity = opacity
    self.offset = offset
    self.radius = radius
    self.path = path
  }
}
