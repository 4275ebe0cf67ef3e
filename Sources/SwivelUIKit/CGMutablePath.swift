/// A path being built (`CGMutablePath`): a class, as in Core Graphics, so that code written
/// for iOS declares it with `let` and adds to it with its methods:
///
/// ```swift
/// let path = CGMutablePath()
/// path.move(to: CGPoint(x: 0, y: 10))
/// path.addLine(to: CGPoint(x: 20, y: 10))
/// path.addArc(center: CGPoint(x: 30, y: 10), radius: 10, startAngle: .pi, endAngle: 0,
///             clockwise: false)
/// path.closeSubpath()
/// shapeLayer.path = path
/// ```
///
/// It is a ``CGPath``, so it goes wherever one does (`CAShapeLayer.path`, `CALayer.shadowPath`,
/// `UIBezierPath(cgPath:)`, `CGContext.addPath(_:)`, `addPath(_:)` of another path); the
/// receiver keeps the shape as it is at that moment, and later additions do not reach it.
///
/// Every method takes an optional `transform`, applied to the points of what it adds, as
/// Core Graphics does. A mutable path is not `Sendable`: build and use it on one task.
public final class CGMutablePath: CGPath {
  /// An empty path (`CGMutablePath()`).
  public init() {
    super.init(Path())
  }

  /// A mutable path starting from `value`.
  public override init(_ value: Path) {
    super.init(value)
  }

  /// Starts a new subpath at `point` (`move(to:transform:)`).
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    value.move(to: point.applying(transform))
  }

  /// Adds a straight line from the current point to `point` (`addLine(to:transform:)`).
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    value.addLine(to: point.applying(transform))
  }

  /// Adds a line through each point in turn, starting a subpath at the first
  /// (`addLines(between:transform:)`).
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    move(to: first, transform: transform)
    for point in points.dropFirst() { addLine(to: point, transform: transform) }
  }

  /// Adds a cubic Bézier curve (`addCurve(to:control1:control2:transform:)`).
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    value.addCurve(
      to: end.applying(transform), control1: control1.applying(transform),
      control2: control2.applying(transform))
  }

  /// Adds a quadratic Bézier curve (`addQuadCurve(to:control:transform:)`).
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    value.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
  }

  /// Closes the current subpath with a line back to its start (`closeSubpath()`).
  public func closeSubpath() {
    value.closeSubpath()
  }
}
