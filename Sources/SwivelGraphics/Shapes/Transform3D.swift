/// A 4 × 4 homogeneous transform (`CATransform3D`), row-vector convention as Core Animation:
/// a point (x, y, z, 1) times the matrix.
///
/// Swivel draws in two dimensions, so the transforms it can apply are the affine ones
/// (``isAffine``), which ``affineTransform`` converts to the `CGAffineTransform` views and
/// drawing take; the others are kept as values but have no affine equivalent.
///
/// ```swift
/// let t = Transform3D(scaleX: 2, y: 2, z: 1).concatenating(Transform3D(translationX: 10, y: 0, z: 0))
/// t.isAffine           // true
/// t.affineTransform    // CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0)
/// ```
public struct Transform3D: Sendable, Hashable {
  /// Row 1.
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  /// Row 2.
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  /// Row 3.
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  /// Row 4 (the translation and the homogeneous term).
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// A transform from its sixteen entries, row by row.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat,
    m23: CGFloat,
    m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat,
    m42: CGFloat,
    m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The identity (`CATransform3DIdentity`; also `init()`).
  public init() {
    self.init(
      m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1,
      m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// The identity (`CATransform3DIdentity`).
  public static let identity = Transform3D()

  /// The 3D form of an affine transform (`CATransform3DMakeAffineTransform`).
  public init(_ affine: CGAffineTransform) {
    self.init()
    (m11, m12, m21, m22, m41, m42) = (affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty)
  }

  /// A scale (`CATransform3DMakeScale`).
  public init(scaleX sx: CGFloat, y sy: CGFloat, z sz: CGFloat) {
    self.init()
    (m11, m22, m33) = (sx, sy, sz)
  }

  /// A translation (`CATransform3DMakeTranslation`).
  public init(translationX tx: CGFloat, y ty: CGFloat, z tz: CGFloat) {
    self.init()
    (m41, m42, m43) = (tx, ty, tz)
  }

  /// A rotation by `angle` radians about the axis (x, y, z) (`CATransform3DMakeRotation`); a
  /// zero axis gives the identity, as in Core Animation. About the z axis (0, 0, 1) it is
  /// `CGAffineTransform(rotationAngle:)`: positive angles turn clockwise on a y-down screen.
  public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
    self.init()
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), t = 1 - c
    (m11, m12, m13) = (t * ux * ux + c, t * ux * uy + s * uz, t * ux * uz - s * uy)
    (m21, m22, m23) = (t * ux * uy - s * uz, t * uy * uy + c, t * uy * uz + s * ux)
    (m31, m32, m33) = (t * ux * uz + s * uy, t * uy * uz - s * ux, t * uz * uz + c)
  }

  /// Whether the transform is an affine one: only the x/y entries and the x/y translation
  /// differ from the identity (`CATransform3DIsAffine`).
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
      && m43 == 0 && m44 == 1
  }

  /// The affine part (`CATransform3DGetAffineTransform`): exact when ``isAffine``, otherwise
  /// the x/y entries with the rest dropped.
  public var affineTransform: CGAffineTransform {
    CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  /// `self` applied first, then `other` (`CATransform3DConcat(self, other)`): the matrix
  /// product self × other.
  public func concatenating(_ other: Transform3D) -> Transform3D {
    let a = rows, b = other.rows
    var r = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 {
      for j in 0..<4 {
        r[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j] + a[i][3] * b[3][j]
      }
    }
    return Transform3D(
      m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1],
      m23: r[1][2],
      m24: r[1][3], m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0],
      m42: r[3][1],
      m43: r[3][2], m44: r[3][3])
  }

  /// Whether it is the identity (`CATransform3DIsIdentity`).
  public var isIdentity: Bool { self == .identity }

  private var rows: [[CGFloat]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }
}
