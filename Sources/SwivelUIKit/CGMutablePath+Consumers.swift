// The properties UIKit types as `CGPath`, typed so with `import SwivelUIKit`: they take a
// `CGPath` or a `CGMutablePath` and keep its shape as it is when given. They stand in for
// Swivel's `Path` properties of the same names, which they read and write. A file that also
// imports Swivel (or SwivelSnapshotTesting) sees both; these are disfavoured there, so that
// reading `layer.path` and passing `bezierPath.cgPath` on pick the `Path` ones unless only a
// `CGPath` fits.

extension ShapeLayer {
  /// The outline drawn (`path`), in bounds coordinates; nil, nothing, by default. Reads give
  /// a new ``CGPath`` holding the shape.
  @_disfavoredOverload
  public final var path: CGPath? {
    get { self.SwivelViews::path.map { CGPath($0) } }
    set { self.SwivelViews::path = newValue?.value }
  }
}

extension Layer {
  /// The shape that casts the shadow (`shadowPath`); nil, the layer's own shape, by default.
  /// Reads give a new ``CGPath`` holding the shape.
  @_disfavoredOverload
  public final var shadowPath: CGPath? {
    get { self.SwivelViews::shadowPath.map { CGPath($0) } }
    set { self.SwivelViews::shadowPath = newValue?.value }
  }
}

extension BezierPath {
  /// The shape (`cgPath`). Reads give a new ``CGPath``; assigning one replaces the shape.
  @_disfavoredOverload
  public var cgPath: CGPath {
    get { CGPath(self.SwivelGraphics::cgPath) }
    set { self.SwivelGraphics::cgPath = newValue.value }
  }

  /// A path made from a `CGPath`, as it is now (`UIBezierPath(cgPath:)`).
  @_disfavoredOverload
  public convenience init(cgPath: CGPath) {
    self.init(cgPath: cgPath.value)
  }
}

extension GraphicsContext {
  /// Adds a `CGPath`, as it is now, to the current path (`addPath(_:)`).
  @_disfavoredOverload
  public func addPath(_ path: CGPath) {
    addPath(path.value)
  }
}
