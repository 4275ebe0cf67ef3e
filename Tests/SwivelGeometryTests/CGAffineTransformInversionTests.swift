import SwivelGeometry
import Testing

/// `inverted()` at the edges of `CGFloat`'s range: the inverse is returned
/// wherever it is representable, and the matrix comes back unchanged only when it is singular.
@Suite struct CGAffineTransformInversionTests {
  @Test(arguments: [1e200, 1e160, 1e300, 1e-200, 1e-160, 1e-300] as [CGFloat])
  func uniformScalesWhoseDeterminantLeavesTheRangeStillInvert(_ scale: CGFloat) {
    let inverse = CGAffineTransform(scaleX: scale, y: scale).inverted()
    #expect(inverse.b == 0 && inverse.c == 0 && inverse.tx == 0 && inverse.ty == 0)
    #expect(close(Double(inverse.a), Double(1 / scale), relative: 1e-15, absolute: 0))
    #expect(close(Double(inverse.d), Double(1 / scale), relative: 1e-15, absolute: 0))
  }

  @Test func scalesAtOppositeEndsOfTheRangeInvert() {
    let t = CGAffineTransform(scaleX: 1e300, y: 1e-300).inverted()
    #expect(close(t.entries, [1e-300, 0, 0, 1e300, 0, 0], relative: 1e-15, absolute: 0))
  }

  @Test func aHugeRotationWithTranslationRoundTrips() {
    let t = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1e200, y: 1e200)
      .concatenating(CGAffineTransform(translationX: 5, y: -7))
    let point = CGPoint(x: 3e-200, y: -2e-200)
    let back = point.applying(t).applying(t.inverted())
    #expect(abs(back.x - point.x) <= 1e-212 && abs(back.y - point.y) <= 1e-212)
  }

  @Test(arguments: [
    CGAffineTransform(scaleX: 0, y: 0),
    CGAffineTransform(scaleX: 0, y: 5),
    CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 4),
    CGAffineTransform(a: 1e200, b: 1e200, c: 1e200, d: 1e200, tx: 0, ty: 0),
    CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 9, ty: 9),
  ])
  func singularTransformsAreReturnedUnchanged(_ singular: CGAffineTransform) {
    #expect(singular.inverted() == singular)
  }

  @Test func nonFiniteLinearPartsAreReturnedUnchanged() {
    let nan = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    let inverse = nan.inverted()
    #expect(inverse.a.isNaN && inverse.d == 1 && inverse.b == 0)
    let infinite = CGAffineTransform(scaleX: .infinity, y: 1)
    #expect(infinite.inverted() == infinite)
  }

  @Test func ordinaryMatricesGiveTheTextbookResultBitForBit() {
    // Power-of-two row scaling commutes with rounding, so nothing changes in normal ranges.
    let cases = [
      CGAffineTransform(a: 2, b: 0.5, c: -1.25, d: 3, tx: 10, ty: -4),
      CGAffineTransform(a: 0.1, b: 0.7, c: 0.3, d: 0.9, tx: 1.1, ty: 2.2),
      CGAffineTransform(rotationAngle: 1).translatedBy(x: 17, y: 0.3),
    ]
    for t in cases {
      let det = t.a * t.d - t.b * t.c
      let textbook = CGAffineTransform(
        a: t.d / det, b: -t.b / det, c: -t.c / det, d: t.a / det,
        tx: (t.c * t.ty - t.d * t.tx) / det, ty: (t.b * t.tx - t.a * t.ty) / det)
      #expect(t.inverted() == textbook)
    }
  }
}
