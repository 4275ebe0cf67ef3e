import SwivelGeometry
import Testing

/// `CGAffineTransform` against the reference (uikit-semantics §1.2, §8 items 4–6): the matrix
/// `[a b 0; c d 0; tx ty 1]` acts on row vectors, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
@Suite struct CGAffineTransformTests {
  // MARK: Identity

  @Test func identityIsTheUnitMatrix() {
    #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
    #expect(CGAffineTransform() == .identity)
    #expect(CGAffineTransform.identity.isIdentity)
  }

  @Test(arguments: [
    CGAffineTransform(a: 2, b: 0, c: 0, d: 1, tx: 0, ty: 0),
    CGAffineTransform(a: 1, b: 0.5, c: 0, d: 1, tx: 0, ty: 0),
    CGAffineTransform(a: 1, b: 0, c: -0.5, d: 1, tx: 0, ty: 0),
    CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 0),
    CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 1e-9, ty: 0),
    CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: -3),
  ])
  func isIdentityIsFalseWhenAnyEntryDiffers(_ transform: CGAffineTransform) {
    #expect(!transform.isIdentity)
  }

  @Test func zeroRotationIsIdentityDespiteNegativeZeroEntry() {
    // rotation(0) has c = −sin 0 = −0.0; it must still count as (and hash as) the identity.
    let rotation = CGAffineTransform(rotationAngle: 0)
    #expect(rotation.isIdentity)
    #expect(rotation == .identity)
    #expect(Set([rotation]).contains(.identity))
  }

  // MARK: Constructors

  @Test func translationConstructorIsOneZeroZeroOneTxTy() {
    #expect(
      CGAffineTransform(translationX: 10, y: -20)
        == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: -20))
  }

  @Test func scaleConstructorIsSxZeroZeroSy() {
    #expect(
      CGAffineTransform(scaleX: 2, y: -3)
        == CGAffineTransform(a: 2, b: 0, c: 0, d: -3, tx: 0, ty: 0))
  }

  @Test func rotationConstructorIsCosSinMinusSinCos() {
    // θ = π/6: cos = √3/2, sin = 1/2 (√3/2 is irrational, hence the tolerance).
    let t = CGAffineTransform(rotationAngle: .pi / 6)
    #expect(t.a.isApproximately(3.0.squareRoot() / 2))
    #expect(t.b.isApproximately(0.5))
    #expect(t.c.isApproximately(-0.5))
    #expect(t.d.isApproximately(3.0.squareRoot() / 2))
    #expect(t.tx == 0 && t.ty == 0)
  }

  @Test(arguments: [0.3, -1.2, 2.5, 4.0, -6.0] as [CGFloat])
  func rotationAwayFromQuarterTurnsUsesPlainCosineAndSine(_ angle: CGFloat) {
    let t = CGAffineTransform(rotationAngle: angle)
    #expect(
      t
        == CGAffineTransform(
          a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0))
  }

  // MARK: Rotation direction (§8 item 4)

  @Test func positiveQuarterTurnMapsRightToDown() {
    // (1, 0) → (0, 1): on a y-down screen a positive angle turns clockwise.
    let t = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(CGPoint(x: 1, y: 0).applying(t) == CGPoint(x: 0, y: 1))
    #expect(CGPoint(x: 0, y: 1).applying(t) == CGPoint(x: -1, y: 0))
  }

  @Test func smallPositiveAngleMovesRightPointDownward() {
    // (1, 0) → (cos 0.1, sin 0.1) = (0.99500…, 0.09983…): down and a little left.
    let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: 0.1))
    #expect(abs(p.x - 0.995_004_165_278_025_8) < 1e-15)
    #expect(abs(p.y - 0.099_833_416_646_828_15) < 1e-15)
  }

  // MARK: rotated / scaledBy / translatedBy prepend (§8 item 5)

  @Test func translatedByPrependsTheTranslation() {
    // Reference vector: scale(2, 2).translatedBy(10, 0) == (2, 0, 0, 2, 20, 0).
    #expect(
      CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
  }

  @Test func scaledByPrependsTheScale() {
    // Reference vector: translation(10, 0).scaledBy(2, 2) == (2, 0, 0, 2, 10, 0).
    #expect(
      CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
  }

  @Test func rotatedByPrependsTheRotation() {
    // R × T: the point is turned first, then moved 10 right.
    let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
    #expect(t == CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 10, ty: 0))
    #expect(CGPoint(x: 1, y: 0).applying(t) == CGPoint(x: 10, y: 1))
  }

  static let bases: [CGAffineTransform] = [
    .identity,
    CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6),
    CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 7, ty: -8),
  ]

  @Test(arguments: bases)
  func modifiersEqualConcatenatingTheNewOperationFirst(_ base: CGAffineTransform) {
    #expect(
      base.translatedBy(x: 3, y: -4)
        == CGAffineTransform(translationX: 3, y: -4).concatenating(base))
    #expect(base.scaledBy(x: 2, y: 5) == CGAffineTransform(scaleX: 2, y: 5).concatenating(base))
    #expect(
      base.rotated(by: -.pi / 2) == CGAffineTransform(rotationAngle: -.pi / 2).concatenating(base))
  }

  // MARK: concatenating applies self first (§8 item 5)

  @Test func concatenatingAppliesReceiverFirst() {
    // Move 10 right, then double: (0, 0) → (10, 0) → (20, 0).
    let moveThenScale = CGAffineTransform(translationX: 10, y: 0)
      .concatenating(CGAffineTransform(scaleX: 2, y: 2))
    #expect(moveThenScale == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
    // Double, then move 10 right: (0, 0) → (0, 0) → (10, 0).
    let scaleThenMove = CGAffineTransform(scaleX: 2, y: 2)
      .concatenating(CGAffineTransform(translationX: 10, y: 0))
    #expect(scaleThenMove == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
  }

  @Test func concatenatingIsTheRowVectorMatrixProduct() {
    // [1 2 0; 3 4 0; 5 6 1] × [7 8 0; 9 10 0; 11 12 1], worked by hand.
    let lhs = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let rhs = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
    #expect(
      lhs.concatenating(rhs) == CGAffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
  }

  @Test(arguments: bases)
  func concatenatedTransformMapsPointsLikeApplyingInTurn(_ first: CGAffineTransform) {
    let second = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: -4, ty: 9)
    for point in [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: -3, y: 5)] {
      #expect(point.applying(first.concatenating(second)) == point.applying(first).applying(second))
    }
  }

  @Test(arguments: bases)
  func concatenatingIdentityChangesNothing(_ t: CGAffineTransform) {
    #expect(t.concatenating(.identity) == t)
    #expect(CGAffineTransform.identity.concatenating(t) == t)
  }

  // MARK: inverted (§8 item 6)

  @Test(arguments: [
    CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6),
    CGAffineTransform(scaleX: 0, y: 1),
    CGAffineTransform(scaleX: 3, y: 0).translatedBy(x: 4, y: 5),
    CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 1, ty: 2),
  ])
  func invertingASingularTransformReturnsItUnchanged(_ singular: CGAffineTransform) {
    let inverse = singular.inverted()
    #expect(inverse == singular)
    #expect(
      ![inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty].contains { $0.isNaN })
  }

  @Test func invertedMatchesTheHandComputedInverse() {
    // det = 2·1 − 1·1 = 1; inverse linear part (d, −b, −c, a), translation −(tx, ty)·that.
    let t = CGAffineTransform(a: 2, b: 1, c: 1, d: 1, tx: 5, ty: 7)
    #expect(t.inverted() == CGAffineTransform(a: 1, b: -1, c: -1, d: 2, tx: 2, ty: -9))
    #expect(CGPoint(x: 5, y: 7).applying(t.inverted()) == CGPoint(x: 0, y: 0))
  }

  @Test(arguments: [
    CGAffineTransform(a: 2, b: 1, c: 1, d: 1, tx: 5, ty: 7),
    CGAffineTransform(scaleX: 2, y: 4).translatedBy(x: 3, y: -5),
    CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 10, y: 20),
    CGAffineTransform(translationX: -6, y: 8).rotated(by: .pi),
  ])
  func invertedComposesToIdentity(_ t: CGAffineTransform) {
    // Entries are small integers or powers of two, so the products are exact.
    #expect(t.concatenating(t.inverted()).isIdentity)
    #expect(t.inverted().concatenating(t).isIdentity)
  }

  @Test func invertedOfAGeneralTransformComposesToIdentityWithinRounding() {
    let t = CGAffineTransform(translationX: 5, y: -2).rotated(by: 0.7).scaledBy(x: 3, y: 0.25)
    let product = t.concatenating(t.inverted())
    let entries = [product.a, product.b, product.c, product.d, product.tx, product.ty]
    #expect(entries.isApproximately([1, 0, 0, 1, 0, 0]))
  }

  @Test func invertingTheIdentityGivesTheIdentity() {
    #expect(CGAffineTransform.identity.inverted() == .identity)
  }
}
