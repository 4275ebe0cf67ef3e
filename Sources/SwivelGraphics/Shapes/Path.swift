/// A vector outline made of straight lines and cubic Bézier curves (`CGPath`), a value.
///
/// Arcs and quadratic curves are stored as the cubic curves that draw them, so a path is
/// four kinds of element and renders the same everywhere. Build one directly, or through
/// ``BezierPath`` (`UIBezierPath`) and its ``BezierPath/cgPath``:
///
/// ```swift
/// var path = Path()
/// path.move(to: CGPoint(x: 0, y: 0))
/// path.addLine(to: CGPoint(x: 10, y: 0))
/// path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 14, y: 4))
/// path.closeSubpath()
/// card.layer.shadowPath = path
/// ```
public struct Path: Sendable, Hashable {
  /// One step of a path (`CGPathElement`).
  public enum Element: Sendable, Hashable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight line from the current point.
    case line(to: CGPoint)
    /// A cubic Bézier curve from the current point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the current subpath with a line back to its start.
    case closeSubpath
  }

  /// The elements, in drawing order.
  public private(set) var elements: [Element] = []
  /// The end of the last element (`currentPoint`); `.zero` for an empty path.
  public private(set) var currentPoint: CGPoint = .zero
  private var subpathStart: CGPoint = .zero

  /// Creates an empty path (`CGMutablePath()`).
  public init() {}

  /// Whether the path has no elements (`isEmpty`).
  public var isEmpty: Bool { elements.isEmpty }

  /// Starts a new subpath at `point` (`move(to:)`).
  public mutating func move(to point: CGPoint) {
    elements.append(.move(to: point))
    currentPoint = point
    subpathStart = point
  }

  /// Adds a straight line to `point` (`addLine(to:)`); starts at `point` on an empty path.
  public mutating func addLine(to point: CGPoint) {
    guard !elements.isEmpty else { return move(to: point) }
    elements.append(.line(to: point))
    currentPoint = point
  }

  /// Adds a cubic Bézier curve (`addCurve(to:control1:control2:)`).
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    if elements.isEmpty { move(to: control1) }
    elements.append(.curve(to: point, control1: control1, control2: control2))
    currentPoint = point
  }

  /// Adds a quadratic Bézier curve (`addQuadCurve(to:control:)`), stored as the cubic curve
  /// that draws it exactly (control points two thirds of the way to `control`).
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    if elements.isEmpty { move(to: control) }
    let start = currentPoint
    let c1 = CGPoint(
      x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
    let c2 = CGPoint(
      x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
    addCurve(to: point, control1: c1, control2: c2)
  }

  /// Closes the current subpath (`closeSubpath()`).
  public mutating func closeSubpath() {
    guard !elements.isEmpty else { return }
    elements.append(.closeSubpath)
    currentPoint = subpathStart
  }

  /// Adds every element of `other` (`addPath(_:)`).
  public mutating func addPath(_ other: Path) {
    for element in other.elements {
      switch element {
      case .move(let p): move(to: p)
      case .line(let p): addLine(to: p)
      case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
      case .closeSubpath: closeSubpath()
      }
    }
  }

  /// Adds a closed rectangle, clockwise on screen from its top-left corner (`addRect(_:)`).
  public mutating func addRect(_ rect: CGRect) {
    let r = rect.standardized
    move(to: CGPoint(x: r.minX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY))
    addLine(to: CGPoint(x: r.minX, y: r.maxY))
    closeSubpath()
  }

  /// Adds a closed ellipse inscribed in `rect`, as four cubic curves (`addEllipse(in:)`).
  public mutating func addEllipse(in rect: CGRect) {
    let r = rect.standardized
    let center = CGPoint(x: r.midX, y: r.midY)
    let rx = r.width / 2, ry = r.height / 2, k = Path.quarterCircleHandle
    move(to: CGPoint(x: r.maxX, y: center.y))
    addCurve(
      to: CGPoint(x: center.x, y: r.maxY), control1: CGPoint(x: r.maxX, y: center.y + k * ry),
      control2: CGPoint(x: center.x + k * rx, y: r.maxY))
    addCurve(
      to: CGPoint(x: r.minX, y: center.y), control1: CGPoint(x: center.x - k * rx, y: r.maxY),
      control2: CGPoint(x: r.minX, y: center.y + k * ry))
    addCurve(
      to: CGPoint(x: center.x, y: r.minY), control1: CGPoint(x: r.minX, y: center.y - k * ry),
      control2: CGPoint(x: center.x - k * rx, y: r.minY))
    addCurve(
      to: CGPoint(x: r.maxX, y: center.y), control1: CGPoint(x: center.x + k * rx, y: r.minY),
      control2: CGPoint(x: r.maxX, y: center.y - k * ry))
    closeSubpath()
  }

  /// Adds an arc of a circle (`UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)`),
  /// with a line from the current point to its start if the path is not empty.
  ///
  /// Angles are in radians from the positive x axis; in Swivel's y-down coordinates, as in
  /// UIKit, `clockwise` means increasing angles. A clockwise arc whose end angle is below
  /// its start goes on round the circle to reach it (at most one full turn), and the reverse
  /// for counter-clockwise. Stored as cubic curves of at most a quarter turn each.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    let full = 2 * CGFloat.pi
    var sweep = endAngle - startAngle
    if clockwise {
      if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
      sweep = min(sweep, full)
    } else {
      if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
      sweep = max(sweep, -full)
    }
    func point(_ angle: CGFloat) -> CGPoint {
      CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
    let start = point(startAngle)
    if elements.isEmpty { move(to: start) } else { addLine(to: start) }
    let segments = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
    let step = sweep / CGFloat(segments)
    let handle = 4 / 3 * tan(step / 4) * radius
    var angle = startAngle
    for _ in 0..<segments {
      let next = angle + step
      let p0 = point(angle), p1 = point(next)
      addCurve(
        to: p1, control1: CGPoint(x: p0.x - handle * sin(angle), y: p0.y + handle * cos(angle)),
        control2: CGPoint(x: p1.x + handle * sin(next), y: p1.y - handle * cos(next)))
      angle = next
    }
  }

  /// A closed rectangle (`CGPath(rect:transform:)`).
  public init(rect: CGRect) {
    addRect(rect)
  }

  /// A closed ellipse inscribed in `rect` (`CGPath(ellipseIn:transform:)`).
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// The smallest rectangle holding every point and control point (`boundingBox`); `.null`
  /// for an empty path.
  public var boundingBox: CGRect {
    var box = CGRect.null
    func add(_ p: CGPoint) { box = box.union(CGRect(origin: p, size: .zero)) }
    for element in elements {
      switch element {
      case .move(let p), .line(let p): add(p)
      case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
      case .closeSubpath: break
      }
    }
    return box
  }

  /// The same path moved by `(dx, dy)`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    func moved(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
    var copy = Path()
    for element in elements {
      switch element {
      case .move(let p): copy.move(to: moved(p))
      case .line(let p): copy.addLine(to: moved(p))
      case .curve(let p, let c1, let c2):
        copy.addCurve(to: moved(p), control1: moved(c1), control2: moved(c2))
      case .closeSubpath: copy.closeSubpath()
      }
    }
    return copy
  }

  /// The distance of a quarter circle's Bézier handles from its ends, in radii:
  /// `4/3·(√2 − 1)` ≈ 0.5523.
  package static let quarterCircleHandle: CGFloat = 4 / 3 * (2.0.squareRoot() - 1)
}
