import SwivelGeometry
import Testing

/// `EdgeInsets` and `CGRect.inset(by:)` (`UIEdgeInsetsInsetRect`): each edge moves inward by
/// its own inset; positive values shrink (uikit-semantics §1.1, last paragraph).
@Suite struct EdgeInsetsTests {
  @Test func initializerStoresEachEdge() {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets.top == 1)
    #expect(insets.left == 2)
    #expect(insets.bottom == 3)
    #expect(insets.right == 4)
  }

  @Test func allInitializerRepeatsTheInsetOnEveryEdge() {
    #expect(EdgeInsets(all: 3) == EdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
  }

  @Test func zeroHasNoInsets() {
    #expect(EdgeInsets.zero == EdgeInsets(all: 0))
  }

  @Test func descriptionListsTopLeftBottomRight() {
    #expect(
      EdgeInsets(top: 1.5, left: 2.5, bottom: 3.5, right: 4.5).description == "{1.5, 2.5, 3.5, 4.5}"
    )
  }

  /// (rect, insets, expected fields).
  static let insetCases: [(CGRect, EdgeInsets, [CGFloat])] = [
    (
      CGRect(x: 0, y: 0, width: 100, height: 50), EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
      [2, 1, 94, 46]
    ),
    (
      CGRect(x: 10, y: 20, width: 100, height: 50),
      EdgeInsets(top: 0, left: 10, bottom: 0, right: 0),
      [20, 20, 90, 50]
    ),
    (
      CGRect(x: 10, y: 20, width: 100, height: 50),
      EdgeInsets(top: 0, left: 0, bottom: 0, right: 10),
      [10, 20, 90, 50]
    ),
    (
      CGRect(x: 10, y: 20, width: 100, height: 50),
      EdgeInsets(top: 5, left: 0, bottom: 0, right: 0),
      [10, 25, 100, 45]
    ),
    (
      CGRect(x: 10, y: 20, width: 100, height: 50),
      EdgeInsets(top: 0, left: 0, bottom: 5, right: 0),
      [10, 20, 100, 45]
    ),
    (CGRect(x: 10, y: 20, width: 100, height: 50), EdgeInsets(all: -5), [5, 15, 110, 60]),
    (CGRect(x: 10, y: 20, width: 100, height: 50), .zero, [10, 20, 100, 50]),
  ]

  @Test(arguments: insetCases)
  func insetMovesEachEdgeInwardByItsOwnInset(rect: CGRect, insets: EdgeInsets, expected: [CGFloat])
  {
    #expect(rect.inset(by: insets).fields == expected)
  }

  @Test(arguments: [0, 2.5, 5] as [CGFloat])
  func uniformInsetMatchesInsetBy(_ inset: CGFloat) {
    let r = CGRect(x: 10, y: 20, width: 10, height: 30)
    #expect(r.inset(by: EdgeInsets(all: inset)).fields == r.insetBy(dx: inset, dy: inset).fields)
  }

  @Test func insettingPastTheEdgesGivesANegativeSizeNotNull() {
    // Unlike insetBy(dx:dy:), UIEdgeInsetsInsetRect has no null case.
    let r = CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: EdgeInsets(all: 6))
    #expect(r.fields == [6, 6, -2, -2])
    #expect(!r.isNull)
  }

  @Test func insetWorksOnTheStandardizedRect() {
    let r = CGRect(x: 100, y: 50, width: -100, height: -50)
      .inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(r.fields == [2, 1, 94, 46])
  }

  @Test func insettingNullStaysNull() {
    #expect(CGRect.null.inset(by: EdgeInsets(all: 1)).isNull)
  }
}
