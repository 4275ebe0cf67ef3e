extension Path {
  /// The path itself (`CGMutablePath.copy()`): a path is a value, so the copy is independent
  /// of later changes to the original.
  public func copy() -> Path { self }

  /// Adds a closed rounded rectangle (`addRoundedRect(in:cornerWidth:cornerHeight:)`), its
  /// corners quarter ellipses of the given radii, each held to half its side, starting a new
  /// subpath. Radii of zero or less add a plain rectangle.
  public mutating func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat)
  {
    let r = rect.standardized
    let rx = min(max(cornerWidth.isFinite ? cornerWidth : 0, 0), r.width / 2)
    let ry = min(max(cornerHeight.isFinite ? cornerHeight : 0, 0), r.height / 2)
    guard rx > 0, ry > 0 else {
      addRect(r)
      return
    }
    // The control points of a quarter ellipse sit 0.5523 of the radius from the corner's ends.
    let k: CGFloat = 0.552_284_749_8
    move(to: CGPoint(x: r.minX + rx, y: r.minY))
    addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
    addCurve(
      to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + rx * k, y: r.minY),
      control2: CGPoint(x: r.maxX, y: r.minY + ry - ry * k))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
    addCurve(
      to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + ry * k),
      control2: CGPoint(x: r.maxX - rx + rx * k, y: r.maxY))
    addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
    addCurve(
      to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - rx * k, y: r.maxY),
      control2: CGPoint(x: r.minX, y: r.maxY - ry + ry * k))
    addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
    addCurve(
      to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - ry * k),
      control2: CGPoint(x: r.minX + rx - rx * k, y: r.minY))
    closeSubpath()
  }
}
