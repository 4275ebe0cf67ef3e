#if !canImport(CoreGraphics)
/// An affine transform with Core Graphics' API, conventions and edge cases, for platforms whose
/// Foundation lacks it (Linux).
///
/// The matrix `[a b 0; c d 0; tx ty 1]` is applied to **row vectors**:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`. In y-down view space a positive rotation
/// angle turns clockwise on screen.
///
/// `rotated(by:)`, `scaledBy(x:y:)` and `translatedBy(x:y:)` **prepend** the new operation
/// (it acts on a point first, in the receiver's input space); `concatenating(_:)` applies the
/// receiver first and its argument second.
///
/// ```swift
/// CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)   // (2, 0, 0, 2, 20, 0)
/// CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2) // (2, 0, 0, 2, 10, 0)
/// ```
public struct CGAffineTransform: Sendable, Hashable {
  /// Row 1, column 1: x scale (and rotation cosine).
  public var a: CGFloat
  /// Row 1, column 2: rotation sine / y shear contribution of x.
  public var b: CGFloat
  /// Row 2, column 1: negated rotation sine / x shear contribution of y.
  public var c: CGFloat
  /// Row 2, column 2: y scale (and rotation cosine).
  public var d: CGFloat
  /// Translation along x.
  public var tx: CGFloat
  /// Translation along y.
  public var ty: CGFloat

  /// Creates a transform from its six entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// Creates the identity transform.
  public init() {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  /// The identity transform `(1, 0, 0, 1, 0, 0)`.
  public static let identity = CGAffineTransform()

  /// A translation `(1, 0, 0, 1, tx, ty)`.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A scale `(sx, 0, 0, sy, 0, 0)`.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation `(cos θ, sin θ, −sin θ, cos θ, 0, 0)`; positive angles turn clockwise on a
  /// y-down screen.
  ///
  /// Angles within 1e-6 rad of a multiple of π/2 give exact `0` and `±1` entries, so a view
  /// turned by a quarter (even one written as `3.1415926 / 180 * 90`) stays on whole points
  /// and renders pixel-exact. Core Graphics itself leaves ~6e-17 residues there.
  public init(rotationAngle angle: CGFloat) {
    let (cosine, sine) = QuarterTurn.cosineAndSine(of: angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// True when this is exactly the identity.
  public var isIdentity: Bool { self == .identity }

  /// `self` then `other`: the matrix product `self × other`.
  public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty
    )
  }

  /// Prepends a translation: the point is translated first, then transformed by `self`.
  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }

  /// Prepends a scale: the point is scaled first, then transformed by `self`.
  public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: x, y: y).concatenating(self)
  }

  /// Prepends a rotation: the point is rotated first, then transformed by `self`.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The inverse transform; a singular transform (`a·d − b·c == 0`) is returned unchanged,
  /// exactly as `CGAffineTransformInvert` does. So is one with a NaN or infinite entry in its
  /// linear part (`a`, `b`, `c`, `d`), which has no meaningful inverse.
  ///
  /// The inverse is exact wherever it is representable, even when the determinant itself
  /// is not: each row of the linear part is first scaled by a power of two (exactly) so that
  /// its largest entry lies in [0.5, 1), then the 2×2 inverse is computed and scaled back.
  /// `CGAffineTransform(scaleX: 1e200, y: 1e200).inverted()` is therefore `(1e-200, 0, 0,
  /// 1e-200, 0, 0)`, where the naive `a·d = 1e400` overflows. Within ordinary ranges the result
  /// is bit-identical to the textbook formula, since power-of-two scaling commutes with rounding.
  /// A translation whose inverse is beyond `CGFloat`'s range comes back infinite.
  public func inverted() -> CGAffineTransform {
    guard a.isFinite, b.isFinite, c.isFinite, d.isFinite else { return self }
    let row1 = max(a.magnitude, b.magnitude), row2 = max(c.magnitude, d.magnitude)
    guard row1 > 0, row2 > 0 else { return self }
    // Row scales 2^-e1 and 2^-e2, applied with `scaled(_:by:)`, which never overflows them.
    let e1 = -Self.binaryExponent(row1) - 1, e2 = -Self.binaryExponent(row2) - 1
    let a1 = Self.scaled(a, by: e1), b1 = Self.scaled(b, by: e1)
    let c1 = Self.scaled(c, by: e2), d1 = Self.scaled(d, by: e2)
    let determinant = a1 * d1 - b1 * c1
    guard determinant != 0, determinant.isFinite else { return self }
    // L = diag(2^-e1, 2^-e2)⁻¹ · L1, so L⁻¹ = L1⁻¹ · diag(2^e1, 2^e2): column k of L1⁻¹ scaled.
    return CGAffineTransform(
      a: Self.scaled(d1 / determinant, by: e1),
      b: Self.scaled(-b1 / determinant, by: e2),
      c: Self.scaled(-c1 / determinant, by: e1),
      d: Self.scaled(a1 / determinant, by: e2),
      tx: Self.scaled((c1 * ty - d1 * tx) / determinant, by: e1),
      ty: Self.scaled((b1 * tx - a1 * ty) / determinant, by: e2)
    )
  }

  /// `value · 2^exponent`, exact unless the result leaves `CGFloat`'s normal range.
  ///
  /// Two multiplications by powers of two built from their bit patterns, each within the
  /// normal range: plain arithmetic that the optimizer sees through. `Double(sign:exponent:
  /// significand:)` and `Double.exponent` are opaque calls to the optimizer, which would then
  /// no longer prove that `View.frame`'s setter (which may call `inverted()`) releases nothing,
  /// and would add a retain/release pair around every `frame =`.
  @inline(__always)
  private static func scaled(_ value: CGFloat, by exponent: Int) -> CGFloat {
    let first = exponent / 2, second = exponent - first
    return value * powerOfTwo(first) * powerOfTwo(second)
  }

  /// `floor(log2(value))` for a finite positive value, read from the bit pattern (subnormals
  /// included). `Double.exponent` would do, but is an opaque call at the SIL level, which
  /// hides from callers in other modules that `inverted()` releases nothing.
  @inline(__always)
  private static func binaryExponent(_ value: CGFloat) -> Int {
    let biased = Int((Double(value).bitPattern >> 52) & 0x7FF)
    if biased != 0 { return biased - 1023 }
    let normal = Double(value) * powerOfTwo(64)
    return Int((normal.bitPattern >> 52) & 0x7FF) - 1023 - 64
  }

  /// `2^exponent` for `exponent` in −1022…1023 (a normal double), from its bit pattern.
  @inline(__always)
  private static func powerOfTwo(_ exponent: Int) -> CGFloat {
    CGFloat(Double(bitPattern: UInt64(truncatingIfNeeded: 1023 + exponent) << 52))
  }
}

extension CGAffineTransform: CustomStringConvertible {
  /// `CGAffineTransform(a: …, b: …, c: …, d: …, tx: …, ty: …)`.
  public var description: String {
    "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
  }
}
#endif
