import SwivelGeometry
import Testing

/// `CGPoint/CGSize/CGRect.applying(_:)` (uikit-semantics §1.2 and the frame formula of §2.1).
@Suite struct CGAffineTransformApplyingTests {
  static let quarterTurn = CGAffineTransform(rotationAngle: .pi / 2)
  static let general = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)

  // MARK: Points

  /// (transform, point, expected) — `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
  static let points: [(CGAffineTransform, CGPoint, CGPoint)] = [
    (.identity, CGPoint(x: 7, y: 8), CGPoint(x: 7, y: 8)),
    (CGAffineTransform(translationX: 10, y: -5), CGPoint(x: 7, y: 8), CGPoint(x: 17, y: 3)),
    (CGAffineTransform(scaleX: 2, y: -3), CGPoint(x: 7, y: 8), CGPoint(x: 14, y: -24)),
    (quarterTurn, CGPoint(x: 7, y: 8), CGPoint(x: -8, y: 7)),
    (general, CGPoint(x: 7, y: 8), CGPoint(x: 36, y: 52)),
  ]

  @Test(arguments: points)
  func pointIsMappedByTheFullMatrix(
    transform: CGAffineTransform, point: CGPoint, expected: CGPoint
  ) {
    #expect(point.applying(transform) == expected)
  }

  // MARK: Sizes

  /// (transform, size, expected) — linear part only: `w' = a·w + c·h`, `h' = b·w + d·h`.
  static let sizes: [(CGAffineTransform, CGSize, CGSize)] = [
    (
      CGAffineTransform(translationX: 100, y: 200), CGSize(width: 10, height: 20),
      CGSize(width: 10, height: 20)
    ),
    (
      CGAffineTransform(scaleX: -1, y: 2), CGSize(width: 10, height: 20),
      CGSize(width: -10, height: 40)
    ),
    (quarterTurn, CGSize(width: 10, height: 20), CGSize(width: -20, height: 10)),
    (general, CGSize(width: 7, height: 8), CGSize(width: 31, height: 46)),
  ]

  @Test(arguments: sizes)
  func sizeIsMappedByTheLinearPartOnlyAndMayGoNegative(
    transform: CGAffineTransform, size: CGSize, expected: CGSize
  ) {
    #expect(size.applying(transform) == expected)
  }

  // MARK: Rects

  @Test func rotatedViewFrameIsTheBoundingBoxOfItsCorners() {
    // Reference (§2.1): bounds 100×50, centre (100, 100), rotation π/2 → frame (75, 50, 50, 100).
    let frame = CGRect(x: -50, y: -25, width: 100, height: 50)
      .applying(Self.quarterTurn.concatenating(CGAffineTransform(translationX: 100, y: 100)))
    #expect(frame.fields == [75, 50, 50, 100])
  }

  @Test func scaledViewFrameGrowsAroundItsCentre() {
    // Reference (§2.1, Sundell): a 100×100 view at the origin scaled 2× has frame (−50, −50, 200, 200).
    let sundell = CGRect(x: -50, y: -50, width: 100, height: 100)
      .applying(CGAffineTransform(scaleX: 2, y: 2))
      .offsetBy(dx: 50, dy: 50)
    #expect(sundell.fields == [-50, -50, 200, 200])
    // PinLayout spec: frame (100, 100, 100, 50) under a 2× scale reports (50, 75, 200, 100).
    let pinLayout = CGRect(x: -50, y: -25, width: 100, height: 50)
      .applying(CGAffineTransform(scaleX: 2, y: 2))
      .offsetBy(dx: 150, dy: 125)
    #expect(pinLayout.fields == [50, 75, 200, 100])
  }

  /// (transform, rect, expected fields) for pure scale + translate.
  static let scaleAndTranslate: [(CGAffineTransform, CGRect, [CGFloat])] = [
    (.identity, CGRect(x: 10, y: 20, width: 30, height: 40), [10, 20, 30, 40]),
    (
      CGAffineTransform(translationX: 5, y: 6), CGRect(x: 10, y: 20, width: 30, height: 40),
      [15, 26, 30, 40]
    ),
    (
      CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 5, y: 6)),
      CGRect(x: 10, y: 20, width: 30, height: 40), [25, 66, 60, 120]
    ),
    // Mirroring flips the corners; the result is still a standardized (positive-size) rect.
    (
      CGAffineTransform(scaleX: -1, y: 1), CGRect(x: 10, y: 20, width: 30, height: 40),
      [-40, 20, 30, 40]
    ),
    (
      CGAffineTransform(scaleX: 1, y: -2), CGRect(x: 10, y: 20, width: 30, height: 40),
      [10, -120, 30, 80]
    ),
  ]

  @Test(arguments: scaleAndTranslate)
  func scaleAndTranslateGiveTheTransformedRect(
    transform: CGAffineTransform, rect: CGRect, expected: [CGFloat]
  ) {
    #expect(rect.applying(transform).fields == expected)
  }

  @Test func shearGivesTheBoundingBoxNotTheTransformedOrigin() {
    // x' = x + y: the corners of (0, 0, 10, 10) go to (0,0), (10,0), (10,10), (20,10).
    let shear = CGAffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0)
    #expect(CGRect(x: 0, y: 0, width: 10, height: 10).applying(shear).fields == [0, 0, 20, 10])
  }

  @Test func eighthTurnGivesTheBoundingBoxOfTheDiamond() {
    // (0, 0, 10, 10) turned π/4 about the origin: corners (0,0), (5√2, 5√2), (−5√2, 5√2),
    // (0, 10√2); √2 is irrational, hence the tolerance.
    let r = CGRect(x: 0, y: 0, width: 10, height: 10)
      .applying(CGAffineTransform(rotationAngle: .pi / 4))
    let half = 5 * 2.0.squareRoot()
    #expect(r.fields.isApproximately([-half, 0, 2 * half, 2 * half]))
  }

  @Test(arguments: [
    CGAffineTransform.identity, CGAffineTransform(translationX: 3, y: 4),
    CGAffineTransform(scaleX: 2, y: -2), quarterTurn, general,
  ])
  func nullRectStaysNull(_ transform: CGAffineTransform) {
    #expect(CGRect.null.applying(transform).isNull)
  }

  @Test func negativeSizeRectIsTransformedAsItsStandardizedForm() {
    // (40, 60, −30, −40) is the rect (10, 20, 30, 40) stored with negative size.
    let negative = CGRect(x: 40, y: 60, width: -30, height: -40)
    #expect(negative.applying(CGAffineTransform(translationX: 5, y: 5)).fields == [15, 25, 30, 40])
    #expect(negative.applying(CGAffineTransform(scaleX: 2, y: 1)).fields == [20, 20, 60, 40])
    // Quarter turn, (x, y) → (−y, x): x ∈ [10, 40], y ∈ [20, 60] → x' ∈ [−60, −20], y' ∈ [10, 40].
    #expect(negative.applying(Self.quarterTurn).fields == [-60, 10, 40, 30])
  }

  @Test func zeroSizeRectKeepsItsTransformedOrigin() {
    let r = CGRect(x: 3, y: 4, width: 0, height: 0)
      .applying(Self.quarterTurn.translatedBy(x: 1, y: 1))
    #expect(r.fields == [-5, 4, 0, 0])
    #expect(!r.isNull)
  }
}
