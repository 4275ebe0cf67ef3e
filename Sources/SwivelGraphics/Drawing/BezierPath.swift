/// A path with its own line style that fills and strokes itself into the current graphics
/// context (`UIBezierPath`), so that UIKit drawing code compiles unchanged inside
/// `View.draw(_:)`:
///
/// ```swift
/// let ring = BezierPath(ovalIn: rect.insetBy(dx: 2, dy: 2))
/// ring.lineWidth = 4
/// Color.systemBlue.setStroke()
/// ring.stroke()
/// ```
///
/// Outside `draw(_:)` (no ``GraphicsContext/current``) ``fill()`` and ``stroke()`` do
/// nothing, as in UIKit; ``cgPath`` is the shape as a ``Path`` value, e.g. for
/// `layer.shadowPath`.
public final class BezierPath {
  /// The shape (`cgPath`).
  public var cgPath: Path
  /// The stroke width in points (`lineWidth`); 1 by default.
  public var lineWidth: CGFloat = 1
  /// The stroke end style (`lineCapStyle`); `.butt` by default.
  public var lineCapStyle: LineCap = .butt
  /// The stroke corner style (`lineJoinStyle`); `.miter` by default.
  public var lineJoinStyle: LineJoin = .miter
  /// The miter limit (`miterLimit`); 10 by default.
  public var miterLimit: CGFloat = 10
  /// Whether ``fill()`` uses the even-odd rule rather than non-zero winding
  /// (`usesEvenOddFillRule`); false by default.
  public var usesEvenOddFillRule = false
  private var dash: [CGFloat] = []
  private var dashPhase: CGFloat = 0

  /// An empty path (`UIBezierPath()`).
  public init() {
    cgPath = Path()
  }

  /// A path made from a ``Path`` (`UIBezierPath(cgPath:)`).
  public init(cgPath: Path) {
    self.cgPath = cgPath
  }

  /// A closed rectangle (`UIBezierPath(rect:)`).
  public convenience init(rect: CGRect) {
    self.init(cgPath: Path(rect: rect))
  }

  /// A closed ellipse inscribed in `rect` (`UIBezierPath(ovalIn:)`).
  public convenience init(ovalIn rect: CGRect) {
    self.init(cgPath: Path(ellipseIn: rect))
  }

  /// A rounded rectangle (`UIBezierPath(roundedRect:cornerRadius:)`), with continuous corners
  /// as UIKit draws it since iOS 7.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(cgPath: Path(roundedRect: rect, cornerRadius: cornerRadius, cornerCurve: .continuous))
  }

  /// A rectangle with some corners rounded (`UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`);
  /// the smaller of the radii's width and height is used, with circular corners.
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: CornerMask, cornerRadii: CGSize
  ) {
    self.init(
      cgPath: Path(
        roundedRect: rect, cornerRadius: min(cornerRadii.width, cornerRadii.height),
        maskedCorners: corners))
  }

  /// An arc (`UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`).
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// Whether the path has no elements (`isEmpty`).
  public var isEmpty: Bool { cgPath.isEmpty }
  /// The end of the last element (`currentPoint`).
  public var currentPoint: CGPoint { cgPath.currentPoint }
  /// The box around the points and control points (`bounds`).
  public var bounds: CGRect { cgPath.boundingBox }

  /// Starts a subpath (`move(to:)`).
  public func move(to point: CGPoint) { cgPath.move(to: point) }
  /// Adds a straight line (`addLine(to:)`).
  public func addLine(to point: CGPoint) { cgPath.addLine(to: point) }
  /// Adds a cubic Bézier curve (`addCurve(to:controlPoint1:controlPoint2:)`).
  public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    cgPath.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
  }
  /// Adds a quadratic Bézier curve (`addQuadCurve(to:controlPoint:)`).
  public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
    cgPath.addQuadCurve(to: point, control: controlPoint)
  }
  /// Adds an arc (`addArc(withCenter:radius:startAngle:endAngle:clockwise:)`); see
  /// ``Path/addArc(center:radius:startAngle:endAngle:clockwise:)``.
  public func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    cgPath.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }
  /// Closes the current subpath (`close()`).
  public func close() { cgPath.closeSubpath() }
  /// Appends another path's elements (`append(_:)`).
  public func append(_ other: BezierPath) { cgPath.addPath(other.cgPath) }
  /// Removes every element (`removeAllPoints()`).
  public func removeAllPoints() { cgPath = Path() }

  /// Sets the dash pattern (`setLineDash(_:count:phase:)`); an empty pattern is solid.
  public func setLineDash(_ pattern: [CGFloat], phase: CGFloat) {
    dash = pattern
    dashPhase = phase
  }

  /// The stroke style made of this path's line properties.
  public var strokeStyle: StrokeStyle {
    StrokeStyle(
      lineWidth: lineWidth, lineCap: lineCapStyle, lineJoin: lineJoinStyle, miterLimit: miterLimit,
      dash: dash, dashPhase: dashPhase)
  }

  /// Fills the path with the current context's fill colour (`fill()`).
  public func fill() {
    GraphicsContext.current?.fill(cgPath, evenOdd: usesEvenOddFillRule)
  }

  /// Strokes the path with the current context's stroke colour and this path's line style
  /// (`stroke()`). A solid stroke of more than 2,000 segments (a long waveform) is drawn in
  /// pieces of 2,000, so that its cost grows with its length rather than its square;
  /// antialiased pixels where pieces meet can differ slightly from one stroke.
  public func stroke() {
    GraphicsContext.current?.stroke(cgPath, style: strokeStyle)
  }
}
