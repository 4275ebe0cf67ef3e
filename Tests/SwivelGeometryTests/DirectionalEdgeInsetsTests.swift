import SwivelGeometry
import Testing

@Suite struct DirectionalEdgeInsetsTests {
  let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)

  @Test func leadingIsLeftInALeftToRightLayout() {
    #expect(
      insets.edgeInsets(rightToLeft: false) == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
  }

  @Test func leadingIsRightInARightToLeftLayout() {
    #expect(
      insets.edgeInsets(rightToLeft: true) == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
  }

  @Test func itPrintsLikeUIKit() {
    #expect(insets.description == "{1.0, 2.0, 3.0, 4.0}")
    #expect(DirectionalEdgeInsets.zero.edgeInsets(rightToLeft: true) == .zero)
  }
}
