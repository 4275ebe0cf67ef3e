/// Core Animation's timing curves, for films.
enum TimingCurve {
  /// `kCAMediaTimingFunctionEaseInEaseOut`: the cubic Bézier (0.42, 0) (0.58, 1), UIKit's curve
  /// for rotations. Deterministic: a fixed bisection, no tolerance-dependent loop.
  static func easeInEaseOut(_ time: Double) -> Double {
    bezier(time, x1: 0.42, y1: 0, x2: 0.58, y2: 1)
  }

  /// The y of the cubic Bézier from (0, 0) to (1, 1) whose x is `time` (clamped to 0…1).
  static func bezier(_ time: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
    guard time > 0 else { return 0 }
    guard time < 1 else { return 1 }
    let x = time
    func coordinate(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
      let v = 1 - u
      return 3 * v * v * u * p1 + 3 * v * u * u * p2 + u * u * u
    }
    var low = 0.0, high = 1.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if coordinate(middle, x1, x2) < x { low = middle } else { high = middle }
    }
    return coordinate((low + high) / 2, y1, y2)
  }
}
