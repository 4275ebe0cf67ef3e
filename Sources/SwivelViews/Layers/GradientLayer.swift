/// A layer that fills its bounds with a colour gradient (`CAGradientLayer`), with that
/// class's properties and defaults.
///
/// ```swift
/// let shade = GradientLayer()
/// shade.frame = header.bounds
/// shade.colors = [UIColor.black.withAlphaComponent(0.5).cgColor, UIColor.clear.cgColor]
/// shade.startPoint = CGPoint(x: 0.5, y: 1)
/// shade.endPoint = CGPoint(x: 0.5, y: 0)
/// header.layer.addSublayer(shade)
/// ```
///
/// The gradient is drawn over the background colour, inside the layer's shape: the bounds
/// with its corner radius, masked corners and corner curve. Beyond the end points the end
/// colours continue.
open class GradientLayer: Layer {
  /// The kinds of gradient (`CAGradientLayerType`; `.conic` is not supported).
  public enum GradientType: String, Sendable, Hashable, CaseIterable {
    /// Colours vary along the line from ``GradientLayer/startPoint`` to
    /// ``GradientLayer/endPoint`` and are constant across it (`.axial`, the default).
    case axial
    /// Colours vary outwards from ``GradientLayer/startPoint``, the centre, to an ellipse
    /// that reaches ``GradientLayer/endPoint``: its radii are the distances from start to
    /// end along each axis, in unit coordinates, so `(0.5, 0.5)` → `(1, 1)` is the ellipse
    /// inscribed in the bounds (`.radial`). A zero radius on one axis takes the other's.
    case radial
  }

  /// The colours (`colors`, `CGColor`s in Core Animation: pass `color.cgColor`); nil or
  /// empty draws nothing, one colour fills the shape with it.
  public final var colors: [Color]?
  /// Where each colour sits, from 0 at the start to 1 at the end (`locations`,
  /// `[NSNumber]?` in Core Animation); nil, the default, spreads the colours evenly. Extra
  /// locations are ignored; missing ones are spread evenly.
  public final var locations: [CGFloat]?
  /// Where the gradient starts, in unit coordinates of the bounds (`startPoint`): (0, 0) is
  /// the top-left corner, (1, 1) the bottom-right one. (0.5, 0) by default.
  public final var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where the gradient ends, in unit coordinates (`endPoint`); (0.5, 1) by default.
  public final var endPoint = CGPoint(x: 0.5, y: 1)
  /// The kind of gradient (`type`); `.axial` by default.
  public final var type: GradientType = .axial

  /// Creates a gradient layer with no colours.
  public required init() {
    super.init()
  }

  /// The location of each colour: ``locations`` where given, evenly spaced otherwise.
  public final var effectiveLocations: [CGFloat] {
    let count = colors?.count ?? 0
    let even = (0..<count).map { count > 1 ? CGFloat($0) / CGFloat(count - 1) : 0 }
    guard let locations else { return even }
    return (0..<count).map { $0 < locations.count ? locations[$0] : even[$0] }
  }

  /// A point in unit coordinates of the bounds, in bounds coordinates.
  public final func point(fromUnit unit: CGPoint) -> CGPoint {
    let bounds = bounds
    return CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
  }

  /// `startPoint`, `endPoint` or `locations` when one is NaN or infinite.
  override func invalidDrawingProperty() -> RenderNode.InvalidProperty? {
    for (name, point) in [("startPoint", startPoint), ("endPoint", endPoint)]
    where !(point.x.isFinite && point.y.isFinite) {
      return RenderNode.InvalidProperty(name: name, value: "\(point)")
    }
    if let locations, !locations.allSatisfy(\.isFinite) {
      return RenderNode.InvalidProperty(name: "locations", value: "\(locations)")
    }
    return nil
  }

  override func drawingContent() -> [RenderContent] {
    let bounds = bounds
    guard let colors, !colors.isEmpty, bounds.width > 0, bounds.height > 0 else { return [] }
    let style = style
    let shape = Path(
      roundedRect: bounds, cornerRadius: cornerRadius, maskedCorners: style.maskedCorners,
      cornerCurve: style.cornerCurve)
    return [
      .gradient(
        GradientDraw(
          colors: colors, locations: effectiveLocations, start: point(fromUnit: startPoint),
          end: point(fromUnit: endPoint), isRadial: type == .radial, shape: shape))
    ]
  }
}
