// The properties UIKit types as `CGPath`, typed so with `import SwivelUIKit`: they take a
// `CGPath` or a `CGMutablePath` and keep its shape as it is when given. They stand in for
// Swivel's `Path` properties of the same names, which they read and write.

extension ShapeLayer {
  /// The outline drawn (`path`), in bounds coordinates; nil, nothing, by default. Reads give
  /// a new ``CGPath`` holding the shape.
  public final var path: CGPath? {
    get { self.SwivelUI::path.map { CGPath($0) } }
    set { self.SwivelUI::path = newValue?.value }
  }
}

extension Layer {
  /// The shape that casts the shadow (`shadowPath`); nil, the layer's own shape, by default.
  /// Reads give a new ``CGPath`` holding the shape.
  public final var shadowPath: CGPath? {
    get { self.SwivelUI::shadowPath.map { CGPath($0) } }
    set { self.SwivelUI::shadowPath = newValue?.value }
  }
}

extension BezierPath {
  /// The shape (`cgPath`). Reads give a new ``CGPath``; assigning one replaces the shape.
  public var cgPath: CGPath {
    get { CGPath(self.SwivelGraphics::cgPath) }
    set { self.SwivelGraphics::cgPath = newValue.value }
  }

  /// A path made from a `CGPath`, as it is now (`UIBezierPath(cgPath:)`).
  public convenience init(cgPath: CGPath) {
    self.init(cgPath: cgPath.value)
  }
}

extension GraphicsContext {
  /// Adds a `CGPath`, as it is now, to the current path (`addPath(_:)`).
  public func addPath(_ path: CGPath) {
    addPath(path.value)
  }
}
