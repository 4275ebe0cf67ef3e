/// A layer that draws a path, filled and stroked (`CAShapeLayer`), with that class's
/// properties and defaults: filled opaque black, not stroked.
///
/// ```swift
/// let ring = ShapeLayer()
/// ring.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
/// ring.path = UIBezierPath(ovalIn: ring.bounds.insetBy(dx: 2, dy: 2)).cgPath
/// ring.fillColor = nil
/// ring.strokeColor = UIColor.systemBlue.cgColor
/// ring.lineWidth = 4
/// ```
///
/// The path is in the layer's bounds coordinates and is not clipped to the bounds (unless
/// ``Layer/masksToBounds`` is set), as in Core Animation. The fill is drawn first, then the
/// stroke, both over the background. `strokeStart` and `strokeEnd` are not modelled: the
/// whole path is stroked.
open class ShapeLayer: Layer {
  /// How the inside of a path is decided (`CAShapeLayerFillRule`).
  public enum FillRule: String, Sendable, Hashable, CaseIterable {
    /// Inside where the winding number is not zero (`nonZero`, the default).
    case nonZero = "non-zero"
    /// Inside where an odd number of edges is crossed (`evenOdd`).
    case evenOdd = "even-odd"
  }

  /// The outline drawn (`path`, a `CGPath` in Core Animation: pass `bezierPath.cgPath`), in
  /// bounds coordinates; nil, nothing, by default.
  public final var path: Path?
  /// The colour the path is filled with (`fillColor`); opaque black by default, nil for no
  /// fill.
  public final var fillColor: Color? = .black
  /// How the inside is decided for the fill (`fillRule`); `.nonZero` by default.
  public final var fillRule: FillRule = .nonZero
  /// The colour the path is stroked with (`strokeColor`); nil, no stroke, by default.
  public final var strokeColor: Color?
  /// The stroke's width in points (`lineWidth`); 1 by default.
  public final var lineWidth: CGFloat = 1
  /// How the ends of open subpaths are stroked (`lineCap`); `.butt` by default.
  public final var lineCap: LineCap = .butt
  /// How corners are stroked (`lineJoin`); `.miter` by default.
  public final var lineJoin: LineJoin = .miter
  /// The miter limit (`miterLimit`); 10 by default.
  public final var miterLimit: CGFloat = 10
  /// Lengths of alternating painted and unpainted stretches of the stroke
  /// (`lineDashPattern`, `[NSNumber]?` in Core Animation); nil, a solid line, by default.
  public final var lineDashPattern: [CGFloat]?
  /// How far into the dash pattern the stroke starts (`lineDashPhase`); 0 by default.
  public final var lineDashPhase: CGFloat = 0

  /// Creates a shape layer with no path.
  public required init() {
    super.init()
  }

  /// The style the stroke is drawn with.
  public final var strokeStyle: StrokeStyle {
    StrokeStyle(
      lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
      dash: lineDashPattern ?? [], dashPhase: lineDashPhase)
  }

  /// `lineWidth`, `miterLimit`, `lineDashPhase` or a dash length when one is NaN or infinite.
  override func invalidDrawingProperty() -> RenderNode.InvalidProperty? {
    for (name, value) in [
      ("lineWidth", lineWidth), ("miterLimit", miterLimit), ("lineDashPhase", lineDashPhase),
    ]
    where !value.isFinite {
      return RenderNode.InvalidProperty(name: name, value: "\(value)")
    }
    if let lineDashPattern, !lineDashPattern.allSatisfy(\.isFinite) {
      return RenderNode.InvalidProperty(name: "lineDashPattern", value: "\(lineDashPattern)")
    }
    return nil
  }

  override func drawingContent() -> [RenderContent] {
    guard let path, !path.isEmpty else { return [] }
    let box = path.boundingBox
    guard box.origin.x.isFinite, box.origin.y.isFinite, box.width.isFinite, box.height.isFinite
    else { return [] }
    // Not clipped to the bounds: the clip only has to hold the stroke, miters included.
    let reach = max(lineWidth, 0) * max(miterLimit, 1) + 1
    let clip = box.insetBy(dx: -reach, dy: -reach)
    var result: [RenderContent] = []
    if let fillColor {
      result.append(
        .path(
          PathDraw(path: path, paint: .fill(fillColor, evenOdd: fillRule == .evenOdd), clip: clip)))
    }
    if let strokeColor, lineWidth > 0 {
      result.append(
        .path(PathDraw(path: path, paint: .stroke(strokeColor, strokeStyle), clip: clip)))
    }
    return result
  }
}
