/// Exact cosine and sine for angles at (or within 1e-6 rad of) a multiple of π/2.
enum QuarterTurn {
  /// How far from a quarter turn an angle may be and still snap to it.
  static let tolerance: CGFloat = 1e-6

  /// `(cos θ, sin θ)`, exact `0`/`±1` near quarter turns.
  static func cosineAndSine(of angle: CGFloat) -> (CGFloat, CGFloat) {
    let quarters = (angle / (CGFloat.pi / 2)).rounded()
    if abs(angle - quarters * (CGFloat.pi / 2)) <= tolerance, abs(quarters) < 1e15 {
      let turn = Int(quarters.truncatingRemainder(dividingBy: 4))
      switch (turn + 4) % 4 {
      case 0: return (1, 0)
      case 1: return (0, 1)
      case 2: return (-1, 0)
      default: return (0, -1)
      }
    }
    return (cos(angle), sin(angle))
  }
}
