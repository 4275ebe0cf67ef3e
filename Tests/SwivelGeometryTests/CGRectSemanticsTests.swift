import SwivelGeometry
import Testing

/// The `CGRect` behaviour Swivel takes from swift-corelibs-foundation unchanged (uikit-semantics
/// §1.1, §8 item 7). These tests pin down that corelibs behaves as the reference says, so a
/// Foundation update that changes it is caught here rather than in a layout snapshot.
@Suite struct CGRectSemanticsTests {
  static let greatest = CGFloat.greatestFiniteMagnitude

  // MARK: null, zero, infinite

  @Test func nullIsNotZero() {
    #expect(CGRect.null.isNull)
    #expect(!CGRect.zero.isNull)
    #expect(CGRect.null != CGRect.zero)
    #expect(CGRect.null.fields == [.infinity, .infinity, 0, 0])
  }

  @Test func anyInfiniteOriginCoordinateMakesANullRectEqualToNull() {
    let infiniteX = CGRect(x: CGFloat.infinity, y: 0, width: 5, height: 5)
    let infiniteY = CGRect(x: 3, y: CGFloat.infinity, width: 7, height: 1)
    #expect(infiniteX.isNull)
    #expect(infiniteY.isNull)
    #expect(infiniteX == .null)
    #expect(infiniteX == infiniteY)
  }

  @Test func infiniteRectIsCentredOnTheOrigin() {
    #expect(
      CGRect.infinite.fields == [
        -Self.greatest / 2, -Self.greatest / 2, Self.greatest, Self.greatest,
      ])
    #expect(CGRect.infinite.isInfinite)
    #expect(!CGRect.infinite.isNull)
  }

  // MARK: isEmpty, standardized, min/max, ==

  /// (rect, isEmpty): empty means null or a zero side; negative sizes are *not* empty.
  static let emptiness: [(CGRect, Bool)] = [
    (CGRect(x: 0, y: 0, width: -1, height: -1), false),
    (CGRect(x: 5, y: 5, width: -3, height: 2), false),
    (CGRect(x: 0, y: 0, width: 0, height: 5), true),
    (CGRect(x: 0, y: 0, width: 5, height: 0), true),
    (CGRect(x: 0, y: 0, width: -1, height: 0), true),
    (CGRect.zero, true),
    (CGRect.null, true),
    (CGRect(x: 0, y: 0, width: 1, height: 1), false),
  ]

  @Test(arguments: emptiness)
  func isEmptyOnlyForNullOrAZeroSide(rect: CGRect, isEmpty: Bool) {
    #expect(rect.isEmpty == isEmpty)
  }

  @Test func standardizedMakesTheSizePositive() {
    // Reference: (1.9, 1.9, −10.1, −10.2) → (−8.2, −8.3, 10.1, 10.2); the differences are
    // inexact in binary, the sizes are exact.
    let r = CGRect(x: 1.9, y: 1.9, width: -10.1, height: -10.2).standardized
    #expect(r.origin.x.isApproximately(-8.2))
    #expect(r.origin.y.isApproximately(-8.3))
    #expect(r.size == CGSize(width: 10.1, height: 10.2))
    #expect(CGRect.null.standardized.isNull)
  }

  @Test func edgeAccessorsWorkOnTheStandardizedRect() {
    let r = CGRect(x: 10, y: 10, width: -4, height: -6)
    #expect(r.minX == 6 && r.maxX == 10 && r.midX == 8)
    #expect(r.minY == 4 && r.maxY == 10 && r.midY == 7)
    #expect(r.width == 4 && r.height == 6)
    #expect(r.size == CGSize(width: -4, height: -6))
  }

  @Test func equalityComparesStandardizedRects() {
    let positive = CGRect(x: -10, y: -20, width: 30, height: 40)
    let negative = CGRect(x: 20, y: 20, width: -30, height: -40)
    #expect(positive == negative)
    #expect(positive.fields != negative.fields)
  }

  @Test func offsetByStandardizes() {
    let r = CGRect(x: 10, y: 10, width: -10, height: -10).offsetBy(dx: 1, dy: 1)
    #expect(r.fields == [1, 1, 10, 10])
  }

  // MARK: union

  @Test func zeroRectIsNotAnIdentityForUnion() {
    // Reference: CGRect.zero ∪ (10, 10, 5, 5) == (0, 0, 15, 15) — .zero contributes its origin.
    let r = CGRect.zero.union(CGRect(x: 10, y: 10, width: 5, height: 5))
    #expect(r.fields == [0, 0, 15, 15])
  }

  @Test func nullIsTheIdentityForUnion() {
    let r = CGRect(x: 10, y: 10, width: 5, height: 5)
    #expect(CGRect.null.union(r).fields == [10, 10, 5, 5])
    #expect(r.union(.null).fields == [10, 10, 5, 5])
    #expect(CGRect.null.union(.null).isNull)
  }

  @Test func unionAccumulatedFromNullIsTheBoundingBox() {
    let rects = [
      CGRect(x: 10, y: 10, width: 5, height: 5),
      CGRect(x: 30, y: 20, width: -5, height: 10),  // standardized: (25, 20, 5, 10)
      CGRect(x: 12, y: 40, width: 1, height: 1),
    ]
    #expect(rects.reduce(CGRect.null) { $0.union($1) }.fields == [10, 10, 20, 31])
    // Starting from .zero drags the box to the origin: the trap §8 item 7 warns about.
    #expect(rects.reduce(CGRect.zero) { $0.union($1) }.fields == [0, 0, 30, 41])
  }

  // MARK: insetBy

  @Test func insetByAllowsAnExactlyZeroSide() {
    // Reference: (1.2, 3.4, 5.6, 7.8).insetBy(2.8, 0) → (4, 3.4, 0, 7.8).
    let r = CGRect(x: 1.2, y: 3.4, width: 5.6, height: 7.8).insetBy(dx: 2.8, dy: 0)
    #expect(r.fields == [4, 3.4, 0, 7.8])
    #expect(!r.isNull)
    #expect(r.isEmpty)
  }

  @Test(arguments: [
    CGRect(x: 1.2, y: 3.4, width: 5.6, height: 7.8),
    CGRect(x: 0, y: 0, width: 10, height: 100),
  ])
  func insetByPastASideReturnsNull(_ rect: CGRect) {
    #expect(rect.insetBy(dx: 10, dy: 10).isNull)
    #expect(rect.insetBy(dx: 6, dy: 0).isNull)
  }

  @Test func negativeInsetByExpands() {
    #expect(
      CGRect(x: 10, y: 10, width: 20, height: 20).insetBy(dx: -5, dy: -3).fields == [5, 7, 30, 26])
  }

  @Test func insetByStandardizesFirst() {
    #expect(
      CGRect(x: 40, y: 60, width: -30, height: -40).insetBy(dx: 5, dy: 5).fields == [
        15, 25, 20, 30,
      ])
  }

  @Test func insetByLeavesNullUnchanged() {
    #expect(CGRect.null.insetBy(dx: -10, dy: -10).isNull)
  }

  // MARK: integral

  /// (rect, expected fields): floor the min edges, ceil the max edges.
  static let integrals: [(CGRect, [CGFloat])] = [
    (CGRect(x: 1.9, y: 1.9, width: 10.1, height: 10.2), [1, 1, 11, 12]),
    (CGRect(x: 0.5, y: 0, width: 1, height: 1), [0, 0, 2, 1]),
    (CGRect(x: -1.5, y: -0.5, width: 1, height: 1), [-2, -1, 2, 2]),
    (CGRect(x: 12, y: 12.1, width: -10.1, height: -10.2), [1, 1, 11, 12]),
    (CGRect(x: 3, y: 4, width: 5, height: 6), [3, 4, 5, 6]),
  ]

  @Test(arguments: integrals)
  func integralRoundsEdgesOutwardNotTheSize(rect: CGRect, expected: [CGFloat]) {
    #expect(rect.integral.fields == expected)
  }

  @Test func integralOfNullIsNull() {
    #expect(CGRect.null.integral.isNull)
  }

  // MARK: contains

  /// (point, inside (0, 0, 10, 10)?): min edges are inside, max edges are outside.
  static let points: [(CGPoint, Bool)] = [
    (CGPoint(x: 0, y: 0), true),
    (CGPoint(x: 5, y: 5), true),
    (CGPoint(x: 9.999, y: 9.999), true),
    (CGPoint(x: 10, y: 5), false),
    (CGPoint(x: 5, y: 10), false),
    (CGPoint(x: 10, y: 10), false),
    (CGPoint(x: -0.001, y: 5), false),
  ]

  @Test(arguments: points)
  func containsPointIsHalfOpen(point: CGPoint, isInside: Bool) {
    #expect(CGRect(x: 0, y: 0, width: 10, height: 10).contains(point) == isInside)
  }

  @Test func containsPointUsesTheStandardizedRect() {
    let r = CGRect(x: 10, y: 10, width: -10, height: -10)
    #expect(r.contains(CGPoint(x: 0, y: 0)))
    #expect(!r.contains(CGPoint(x: 10, y: 10)))
  }

  @Test func nullAndEmptyRectsContainNoPoint() {
    #expect(!CGRect.null.contains(CGPoint(x: 0, y: 0)))
    #expect(!CGRect.zero.contains(CGPoint(x: 0, y: 0)))
    #expect(!CGRect(x: 0, y: 0, width: 0, height: 10).contains(CGPoint(x: 0, y: 5)))
  }

  @Test(arguments: [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect.zero, CGRect.null])
  func everyRectContainsNull(_ rect: CGRect) {
    #expect(rect.contains(CGRect.null))
  }

  @Test func containsRectIsClosedUnlikeContainsPoint() {
    // contains(rect) is `union(rect) == self`, so a zero-size rect on the max corner is inside
    // although that corner point is not.
    let r = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(r.contains(CGRect(x: 2, y: 2, width: 3, height: 3)))
    #expect(r.contains(CGRect(x: 10, y: 10, width: 0, height: 0)))
    #expect(!r.contains(CGPoint(x: 10, y: 10)))
    #expect(!r.contains(CGRect(x: 5, y: 5, width: 10, height: 10)))
  }

  // MARK: intersection

  // Swivel keeps corelibs' closed-interval intersection: rects that merely touch intersect in
  // a zero-width (non-null, empty) rect and `intersects` is true. Whether Darwin returns null
  // here is unconfirmed (§1.1); code that needs an overlap with area must test `!isEmpty`.

  @Test func touchingRectsIntersectInAZeroWidthNonNullRect() {
    let left = CGRect(x: 0, y: 0, width: 10, height: 10)
    let right = CGRect(x: 10, y: 0, width: 10, height: 10)
    let overlap = left.intersection(right)
    #expect(overlap.fields == [10, 0, 0, 10])
    #expect(!overlap.isNull)
    #expect(overlap.isEmpty)
    #expect(left.intersects(right))
  }

  @Test func cornerTouchingRectsIntersectInAPoint() {
    let overlap = CGRect(x: 0, y: 0, width: 10, height: 10)
      .intersection(CGRect(x: 10, y: 10, width: 10, height: 10))
    #expect(overlap.fields == [10, 10, 0, 0])
    #expect(!overlap.isNull)
  }

  @Test func zeroRectInsideAnotherIntersectsIt() {
    let outer = CGRect(x: -10, y: -10, width: 20, height: 20)
    #expect(outer.intersection(.zero).fields == [0, 0, 0, 0])
    #expect(!outer.intersection(.zero).isNull)
    #expect(outer.intersects(.zero))
  }

  @Test func separatedRectsIntersectInNull() {
    let a = CGRect(x: 0, y: 0, width: 10, height: 10)
    let b = CGRect(x: 11, y: 0, width: 10, height: 10)
    #expect(a.intersection(b).isNull)
    #expect(!a.intersects(b))
    #expect(a.intersection(.null).isNull)
  }

  @Test func overlappingRectsIntersectInTheStandardizedOverlap() {
    let a = CGRect(x: 0, y: 0, width: 10, height: 10)
    let b = CGRect(x: 15, y: 12, width: -10, height: -10)  // standardized: (5, 2, 10, 10)
    #expect(a.intersection(b).fields == [5, 2, 5, 8])
  }

  // MARK: divided(atDistance:from:)

  /// (distance, edge, slice fields, remainder fields) for the rect (10, 20, 30, 40).
  static let divisions: [(CGFloat, CGRectEdge, [CGFloat], [CGFloat])] = [
    // Reference vectors.
    (10, .minXEdge, [10, 20, 10, 40], [20, 20, 20, 40]),
    (10, .maxXEdge, [30, 20, 10, 40], [10, 20, 20, 40]),
    (31, .minXEdge, [10, 20, 30, 40], [40, 20, 0, 40]),
    // The same rule on the Y edges and with the distance clamped below at 0.
    (10, .minYEdge, [10, 20, 30, 10], [10, 30, 30, 30]),
    (10, .maxYEdge, [10, 50, 30, 10], [10, 20, 30, 30]),
    (50, .maxYEdge, [10, 20, 30, 40], [10, 20, 30, 0]),
    (-5, .minXEdge, [10, 20, 0, 40], [10, 20, 30, 40]),
  ]

  @Test(arguments: divisions)
  func dividedCutsAClampedStripOffTheNamedEdge(
    distance: CGFloat, edge: CGRectEdge, slice: [CGFloat], remainder: [CGFloat]
  ) {
    let parts = CGRect(x: 10, y: 20, width: 30, height: 40).divided(
      atDistance: distance, from: edge)
    #expect(parts.slice.fields == slice)
    #expect(parts.remainder.fields == remainder)
  }

  @Test func dividedWorksOnTheStandardizedRect() {
    let parts = CGRect(x: 40, y: 60, width: -30, height: -40).divided(
      atDistance: 10, from: .minXEdge)
    #expect(parts.slice.fields == [10, 20, 10, 40])
    #expect(parts.remainder.fields == [20, 20, 20, 40])
  }

  @Test func dividingNullGivesTwoNulls() {
    let parts = CGRect.null.divided(atDistance: 3, from: .minXEdge)
    #expect(parts.slice.isNull)
    #expect(parts.remainder.isNull)
  }
}
