// UIKit's and Core Graphics' names for Swivel's drawing types, so that `draw(_:)` overrides
// and layer styling written for iOS compile with `import SwivelUIKit`.

/// `UIBezierPath`: `BezierPath`.
public typealias UIBezierPath = BezierPath
/// `CGContext`: `GraphicsContext`.
public typealias CGContext = GraphicsContext
/// `CACornerMask`: `CornerMask`.
public typealias CACornerMask = CornerMask
/// `CALayerCornerCurve`: `CornerCurve`.
public typealias CALayerCornerCurve = CornerCurve
/// `CGLineCap`: `LineCap`.
public typealias CGLineCap = LineCap
/// `CGLineJoin`: `LineJoin`.
public typealias CGLineJoin = LineJoin
/// `UIRectCorner`: `CornerMask`, whose bits are the same (top-left 1, top-right 2,
/// bottom-left 4, bottom-right 8).
public typealias UIRectCorner = CornerMask

/// The graphics context of the `draw(_:)` running now, nil outside one
/// (`UIGraphicsGetCurrentContext()`): `GraphicsContext.current`.
public func UIGraphicsGetCurrentContext() -> GraphicsContext? {
  GraphicsContext.current
}

extension CornerMask {
  /// `UIRectCorner.topLeft`: `layerMinXMinYCorner`.
  public static let topLeft = CornerMask.layerMinXMinYCorner
  /// `UIRectCorner.topRight`: `layerMaxXMinYCorner`.
  public static let topRight = CornerMask.layerMaxXMinYCorner
  /// `UIRectCorner.bottomLeft`: `layerMinXMaxYCorner`.
  public static let bottomLeft = CornerMask.layerMinXMaxYCorner
  /// `UIRectCorner.bottomRight`: `layerMaxXMaxYCorner`.
  public static let bottomRight = CornerMask.layerMaxXMaxYCorner
  /// `UIRectCorner.allCorners`: all four.
  public static let allCorners = CornerMask.all
}
