import SwivelGeometry
import Testing

/// Snapping to the pixel grid at 1×, 2× and 3×. Expected values are written as a whole number
/// of pixels divided by the scale, so thirds compare exactly against the same correctly
/// rounded quotient.
@Suite struct PixelGridTests {
  /// (value in points, scale, expected value in pixels).
  static let values: [(CGFloat, CGFloat, CGFloat)] = [
    // 1×
    (0.4, 1, 0), (0.5, 1, 1), (0.6, 1, 1), (1.49, 1, 1), (2, 1, 2), (-0.4, 1, 0),
    // 2×
    (0.2, 2, 0), (0.25, 2, 1), (0.3, 2, 1), (0.74, 2, 1), (0.75, 2, 2), (1.1, 2, 2), (-0.3, 2, -1),
    // 3×
    (0.1, 3, 0), (0.2, 3, 1), (0.5, 3, 2), (1.2, 3, 4), (2, 3, 6), (-0.2, 3, -1),
  ]

  @Test(arguments: values)
  func valueRoundsToTheNearestPixel(value: CGFloat, scale: CGFloat, pixels: CGFloat) {
    #expect(value.roundedToPixel(scale: scale) == pixels / scale)
  }

  @Test(
    arguments: [(0.5, 1, 1), (-0.5, 1, -1), (0.25, 2, 1), (-0.25, 2, -1), (1.5, 1, 2)]
      as [(CGFloat, CGFloat, CGFloat)])
  func halfPixelsRoundAwayFromZero(value: CGFloat, scale: CGFloat, pixels: CGFloat) {
    #expect(value.roundedToPixel(scale: scale) == pixels / scale)
  }

  @Test(arguments: [(1.5, 2), (2.0 / 3, 3), (7, 1), (-4.5, 2)] as [(CGFloat, CGFloat)])
  func valueOnTheGridIsUnchanged(value: CGFloat, scale: CGFloat) {
    #expect(value.roundedToPixel(scale: scale) == value)
  }

  @Test(arguments: [0, -2, CGFloat.nan] as [CGFloat])
  func nonPositiveScaleLeavesTheValueUnchanged(_ scale: CGFloat) {
    #expect(CGFloat(0.3).roundedToPixel(scale: scale) == 0.3)
  }

  @Test(arguments: [1, 2, 3] as [CGFloat])
  func hugeValuesAreAlreadyOnTheGridAndDoNotOverflow(_ scale: CGFloat) {
    let greatest = CGFloat.greatestFiniteMagnitude
    #expect(greatest.roundedToPixel(scale: scale) == greatest)
    #expect((-greatest / 2).roundedToPixel(scale: scale) == -greatest / 2)
  }

  // MARK: Rects

  /// (rect, scale, expected fields) where every edge is exact in binary.
  static let rects: [(CGRect, CGFloat, [CGFloat])] = [
    (CGRect(x: 0.2, y: 0.7, width: 10.4, height: 10.1), 1, [0, 1, 11, 10]),
    (CGRect(x: 0.2, y: 0.7, width: 10.4, height: 10.1), 2, [0, 0.5, 10.5, 10.5]),
    (CGRect(x: 1.5, y: 2.25, width: 3, height: 4), 2, [1.5, 2.5, 3, 4]),
    (CGRect(x: 3, y: 4, width: 5, height: 6), 1, [3, 4, 5, 6]),
  ]

  @Test(arguments: rects)
  func rectEdgesRoundToTheNearestPixel(rect: CGRect, scale: CGFloat, expected: [CGFloat]) {
    #expect(rect.roundedToPixels(scale: scale).fields == expected)
  }

  @Test func rectEdgesRoundToTheNearestThirdAtThreeX() {
    // Edges in pixels: left 0.6 → 1, top 2.1 → 2, right 31.8 → 32, bottom 32.4 → 32. Thirds are
    // inexact, so the size (a difference of two thirds) gets a tolerance.
    let r = CGRect(x: 0.2, y: 0.7, width: 10.4, height: 10.1).roundedToPixels(scale: 3)
    #expect(r.origin == CGPoint(x: 1.0 / 3, y: 2.0 / 3))
    #expect(r.size.width.isApproximately(31.0 / 3))
    #expect(r.size.height.isApproximately(30.0 / 3))
  }

  @Test func edgesRoundIndependentlySoTheWidthCanChangeByOnePixel() {
    // 0.4 … 1.6 → 0 … 2 (grows to 2); 0.6 … 1.4 → 1 … 1 (shrinks to 0).
    #expect(
      CGRect(x: 0.4, y: 0, width: 1.2, height: 1).roundedToPixels(scale: 1).fields == [0, 0, 2, 1])
    #expect(
      CGRect(x: 0.6, y: 0, width: 0.8, height: 1).roundedToPixels(scale: 1).fields == [1, 0, 0, 1])
  }

  @Test(arguments: [1, 2, 3] as [CGFloat])
  func nullRectStaysNull(_ scale: CGFloat) {
    #expect(CGRect.null.roundedToPixels(scale: scale).isNull)
  }

  @Test(arguments: [1, 2, 3] as [CGFloat])
  func infiniteRectStaysInfinite(_ scale: CGFloat) {
    let r = CGRect.infinite.roundedToPixels(scale: scale)
    #expect(r.isInfinite)
    #expect(r.fields == CGRect.infinite.fields)
  }

  @Test func negativeSizeRectIsRoundedAsItsStandardizedForm() {
    let r = CGRect(x: 10.6, y: 5.2, width: -10.4, height: -5.2).roundedToPixels(scale: 2)
    // Standardized edges: left 0.2 → 0, top 0 → 0, right 10.6 → 10.5, bottom 5.2 → 5.
    #expect(r.fields == [0, 0, 10.5, 5])
  }
}
