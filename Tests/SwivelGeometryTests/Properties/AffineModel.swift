import SwivelGeometry

/// An independent model of an affine transform for the property tests: a 3×3 row-major
/// matrix acting on row vectors `[x y 1]`, multiplied and inverted by the general formulas
/// (cofactors), never by `CGAffineTransform`'s code.
struct AffineModel {
  var m: [[Double]]

  init(_ t: CGAffineTransform) {
    m = [
      [Double(t.a), Double(t.b), 0], [Double(t.c), Double(t.d), 0],
      [Double(t.tx), Double(t.ty), 1],
    ]
  }

  init(matrix: [[Double]]) {
    m = matrix
  }

  /// `self × other`: apply `self`, then `other`.
  func times(_ other: AffineModel) -> AffineModel {
    var r = [[Double]](repeating: [0, 0, 0], count: 3)
    for i in 0..<3 {
      for j in 0..<3 {
        for k in 0..<3 { r[i][j] += m[i][k] * other.m[k][j] }
      }
    }
    return AffineModel(matrix: r)
  }

  /// `[x y 1] · M`.
  func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
    (x * m[0][0] + y * m[1][0] + m[2][0], x * m[0][1] + y * m[1][1] + m[2][1])
  }

  /// The 3×3 inverse by cofactors, or nil when the determinant is zero.
  func inverse() -> AffineModel? {
    func cofactor(_ r: Int, _ c: Int) -> Double {
      let rows = (0..<3).filter { $0 != r }, cols = (0..<3).filter { $0 != c }
      let minor =
        m[rows[0]][cols[0]] * m[rows[1]][cols[1]] - m[rows[0]][cols[1]] * m[rows[1]][cols[0]]
      return (r + c) % 2 == 0 ? minor : -minor
    }
    let det = (0..<3).reduce(0.0) { $0 + m[0][$1] * cofactor(0, $1) }
    guard det != 0 else { return nil }
    var r = [[Double]](repeating: [0, 0, 0], count: 3)
    for i in 0..<3 {
      for j in 0..<3 { r[i][j] = cofactor(j, i) / det }
    }
    return AffineModel(matrix: r)
  }

  /// The model's entries in `CGAffineTransform` order.
  var entries: [Double] { [m[0][0], m[0][1], m[1][0], m[1][1], m[2][0], m[2][1]] }
}

extension CGAffineTransform {
  var entries: [Double] { [a, b, c, d, tx, ty].map(Double.init) }
}

/// Whether two numbers agree to a relative and absolute tolerance.
func close(_ x: Double, _ y: Double, relative: Double = 1e-9, absolute: Double = 1e-9) -> Bool {
  abs(x - y) <= max(absolute, relative * max(abs(x), abs(y)))
}

func close(_ xs: [Double], _ ys: [Double], relative: Double = 1e-9, absolute: Double = 1e-9) -> Bool
{
  xs.count == ys.count
    && zip(xs, ys).allSatisfy { close($0, $1, relative: relative, absolute: absolute) }
}
