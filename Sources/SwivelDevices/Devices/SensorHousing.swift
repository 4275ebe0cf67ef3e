/// What cuts into the top of a phone's screen (docs/reference/bars-and-transitions.md): the
/// notch of the iPhone X to 13, or the Dynamic Island of the iPhone 14 Pro and later, in
/// portrait screen points.
public struct SensorHousing: Sendable, Hashable {
  /// The housing's shape.
  public enum Shape: Sendable, Hashable {
    /// A notch hanging from the top edge, its lower corners rounded.
    case notch
    /// A pill floating below the top edge.
    case dynamicIsland
  }

  /// The shape.
  public var shape: Shape
  /// Where it is on the portrait screen, in points.
  public var frame: CGRect

  /// Creates a housing.
  public init(shape: Shape, frame: CGRect) {
    self.shape = shape
    self.frame = frame
  }

  /// A notch `width` × `height` points, centred on a screen `screenWidth` points wide.
  public static func notch(width: CGFloat, height: CGFloat, screenWidth: CGFloat) -> SensorHousing {
    SensorHousing(
      shape: .notch, frame: CGRect(x: (screenWidth - width) / 2, y: 0, width: width, height: height)
    )
  }

  /// A Dynamic Island `width` × `height` points, `top` points below the top edge, centred on a
  /// screen `screenWidth` points wide.
  public static func dynamicIsland(
    width: CGFloat, height: CGFloat, top: CGFloat, screenWidth: CGFloat
  ) -> SensorHousing {
    SensorHousing(
      shape: .dynamicIsland,
      frame: CGRect(x: (screenWidth - width) / 2, y: top, width: width, height: height))
  }

  /// The outline filled black, in portrait screen points: the Dynamic Island as a capsule;
  /// the notch with its lower corners rounded (radius `min(20, height × 2 / 3)`) and flared
  /// into the top edge by 6-pt concave fillets on each side.
  public var path: Path {
    switch shape {
    case .dynamicIsland:
      return Path(roundedRect: frame, cornerRadius: frame.height / 2, cornerCurve: .circular)
    case .notch:
      let r = min(20, frame.height * 2 / 3), flare: CGFloat = 6
      let left = frame.minX, right = frame.maxX, bottom = frame.maxY, top = frame.minY
      var path = Path()
      path.move(to: CGPoint(x: left - flare, y: top))
      path.addQuadCurve(to: CGPoint(x: left, y: top + flare), control: CGPoint(x: left, y: top))
      path.addLine(to: CGPoint(x: left, y: bottom - r))
      path.addQuadCurve(to: CGPoint(x: left + r, y: bottom), control: CGPoint(x: left, y: bottom))
      path.addLine(to: CGPoint(x: right - r, y: bottom))
      path.addQuadCurve(to: CGPoint(x: right, y: bottom - r), control: CGPoint(x: right, y: bottom))
      path.addLine(to: CGPoint(x: right, y: top + flare))
      path.addQuadCurve(to: CGPoint(x: right + flare, y: top), control: CGPoint(x: right, y: top))
      path.closeSubpath()
      return path
    }
  }
}
