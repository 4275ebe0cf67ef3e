#if !canImport(CoreGraphics)
extension CGPoint {
  /// The point mapped by `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size mapped by the linear part of `t` only: `(a·w + c·h, b·w + d·h)`; the result
  /// may be negative.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest axis-aligned rectangle containing the four transformed corners
  /// (`CGRectApplyAffineTransform`). A null rect stays null.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if isNull { return self }
    if t.b == 0 && t.c == 0 {
      // Scale + translate: the transformed rectangle itself, standardized.
      return CGRect(
        x: minX * t.a + t.tx, y: minY * t.d + t.ty,
        width: width * t.a, height: height * t.d
      ).standardized
    }
    let p1 = CGPoint(x: minX, y: minY).applying(t), p2 = CGPoint(x: maxX, y: minY).applying(t)
    let p3 = CGPoint(x: minX, y: maxY).applying(t), p4 = CGPoint(x: maxX, y: maxY).applying(t)
    let left = min(min(p1.x, p2.x), min(p3.x, p4.x))
    let right = max(max(p1.x, p2.x), max(p3.x, p4.x))
    let top = min(min(p1.y, p2.y), min(p3.y, p4.y))
    let bottom = max(max(p1.y, p2.y), max(p3.y, p4.y))
    return CGRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
#endif
