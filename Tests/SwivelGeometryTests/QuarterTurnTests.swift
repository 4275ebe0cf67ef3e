import Testing

@testable import SwivelGeometry

/// Rotations within 1e-6 rad of a multiple of π/2 get exact `0`/`±1` entries, so quarter-turned
/// views stay on whole points.
@Suite struct QuarterTurnTests {
  /// The seed examples' angle: 90° written with a truncated π, 2.7e-8 rad short of π/2.
  static let seedQuarterTurn: CGFloat = 3.1415926 / 180 * 90

  @Test func seedAngleIsReallyOffAQuarterTurn() {
    // Guards the tests below against testing nothing: plain trig leaves a residue here.
    #expect(abs(Self.seedQuarterTurn - .pi / 2) > 2e-8)
    #expect(cos(Self.seedQuarterTurn) != 0)
  }

  @Test func seedAngleGivesExactQuarterTurnEntries() {
    let t = CGAffineTransform(rotationAngle: Self.seedQuarterTurn)
    #expect(t.a == 0)
    #expect(t.b == 1)
    #expect(t.c == -1)
    #expect(t.d == 0)
    #expect(t.tx == 0 && t.ty == 0)
  }

  /// (angle, exact cos, exact sin).
  static let quarterTurns: [(CGFloat, CGFloat, CGFloat)] = [
    (0, 1, 0),
    (.pi / 2, 0, 1),
    (-.pi / 2, 0, -1),
    (.pi, -1, 0),
    (-.pi, -1, 0),
    (3 * .pi / 2, 0, -1),
    (2 * .pi, 1, 0),
    (5 * .pi / 2, 0, 1),
    (-3 * .pi / 2, 0, 1),
    (seedQuarterTurn * 2, -1, 0),
    (seedQuarterTurn * 3, 0, -1),
    (seedQuarterTurn * -1, 0, -1),
    (seedQuarterTurn * 4, 1, 0),
  ]

  @Test(arguments: quarterTurns)
  func quarterTurnsHaveExactZeroAndUnitEntries(angle: CGFloat, cosine: CGFloat, sine: CGFloat) {
    #expect(
      CGAffineTransform(rotationAngle: angle)
        == CGAffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0))
  }

  @Test(
    arguments: [
      .pi / 2 + 1e-3, .pi / 2 - 1e-3, .pi - 1e-3, -.pi / 2 + 1e-3, 2 * .pi + 1e-3, 1e-3,
    ] as [CGFloat])
  func angleAMilliradianOffAQuarterTurnIsNotSnapped(_ angle: CGFloat) {
    let t = CGAffineTransform(rotationAngle: angle)
    #expect(
      t
        == CGAffineTransform(
          a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0))
    // One of cos/sin is ≈ ±1e-3, not 0.
    #expect(min(abs(t.a), abs(t.b)).isApproximately(sin(1e-3), tolerance: 1e-9))
  }

  @Test func snappingToleranceIsOneMicroradian() {
    #expect(QuarterTurn.tolerance == 1e-6)
  }

  @Test(arguments: [0.9e-6, -0.9e-6] as [CGFloat])
  func angleJustInsideTheToleranceSnaps(_ offset: CGFloat) {
    let (cosine, sine) = QuarterTurn.cosineAndSine(of: .pi / 2 + offset)
    #expect(cosine == 0)
    #expect(sine == 1)
  }

  @Test(arguments: [1.1e-6, -1.1e-6] as [CGFloat])
  func angleJustOutsideTheToleranceDoesNotSnap(_ offset: CGFloat) {
    let angle = .pi / 2 + offset
    let (cosine, sine) = QuarterTurn.cosineAndSine(of: angle)
    #expect(cosine == cos(angle))
    #expect(cosine != 0)
    #expect(sine == sin(angle))
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
  func nonFiniteAnglesAreNotSnapped(_ angle: CGFloat) {
    let (cosine, sine) = QuarterTurn.cosineAndSine(of: angle)
    #expect(cosine.isNaN && sine.isNaN)
  }

  /// (quarter turns of the seed angle, expected frame).
  static let rotatedFrames: [(CGFloat, CGRect)] = [
    (1, CGRect(x: 75, y: 50, width: 50, height: 100)),
    (2, CGRect(x: 50, y: 75, width: 100, height: 50)),
    (3, CGRect(x: 75, y: 50, width: 50, height: 100)),
    (-1, CGRect(x: 75, y: 50, width: 50, height: 100)),
  ]

  @Test(arguments: rotatedFrames)
  func viewRotatedBySeedAngleHasWholePointFrame(quarters: CGFloat, expected: CGRect) {
    // A 100×50 view centred at (100, 100) (anchor at the centre), per §2.1:
    // frame = (−w/2, −h/2, w, h).applying(T).offsetBy(center).
    let transform = CGAffineTransform(rotationAngle: Self.seedQuarterTurn * quarters)
    let frame = CGRect(x: -50, y: -25, width: 100, height: 50)
      .applying(transform)
      .offsetBy(dx: 100, dy: 100)
    #expect(frame.fields == expected.fields)
    for edge in [frame.minX, frame.minY, frame.maxX, frame.maxY] {
      #expect(edge == edge.rounded())
    }
  }
}
