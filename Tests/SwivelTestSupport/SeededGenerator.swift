// Shared by the test targets (not a product): one seeded generator for every property test.
/// SplitMix64: a small, seeded, platform-independent generator, so that every property test
/// sees the same cases on every run and a failure names a reproducible case index.
public struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  /// A generator that always starts from `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// An index in `0..<count`.
  public mutating func index(_ count: Int) -> Int {
    Int(next() % UInt64(count))
  }

  /// A value in `range`, sometimes (one time in eight) a whole number, since whole numbers
  /// hit the exact edges of rectangles.
  public mutating func coordinate(in range: ClosedRange<Double>) -> Double {
    let value = Double.random(in: range, using: &self)
    return next() % 8 == 0 ? value.rounded() : value
  }
}
