/// How the ends of stroked lines are drawn (`CGLineCap`).
public enum LineCap: String, Sendable, Hashable, CaseIterable {
  /// Square ends at the end points (the default).
  case butt
  /// Half-circle ends.
  case round
  /// Square ends extending half the line width past the end points.
  case square
}

/// How corners of stroked paths are drawn (`CGLineJoin`).
public enum LineJoin: String, Sendable, Hashable, CaseIterable {
  /// Sharp corners (the default).
  case miter
  /// Rounded corners.
  case round
  /// Cut-off corners.
  case bevel
}

/// The style a path is stroked with: width, caps, joins and dashes (the stroke parameters of
/// `CGContext` and `UIBezierPath`).
public struct StrokeStyle: Sendable, Hashable {
  /// The line width in points (`lineWidth`); 1 by default.
  public var lineWidth: CGFloat
  /// The end style (`lineCapStyle`); `.butt` by default.
  public var lineCap: LineCap
  /// The corner style (`lineJoinStyle`); `.miter` by default.
  public var lineJoin: LineJoin
  /// The miter limit (`miterLimit`); 10 by default, as in Core Graphics.
  public var miterLimit: CGFloat
  /// Lengths of alternating painted and unpainted segments; empty for a solid line.
  public var dash: [CGFloat]
  /// How far into the dash pattern the line starts (`phase`).
  public var dashPhase: CGFloat

  /// Creates a style; the defaults are Core Graphics'.
  public init(
    lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}
