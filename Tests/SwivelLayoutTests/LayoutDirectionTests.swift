import SwivelLayout
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct LayoutDirectionTests {
  enum Setting: String, CaseIterable {
    case leftToRight, forcedOnSuperview, windowRightToLeft
  }

  let scene = LayoutScene(scale: 2, start: CGRect(x: 0, y: 0, width: 100, height: 50))

  /// The scene's box, its superview set up left to right or right to left.
  private func box(_ setting: Setting) -> View {
    switch setting {
    case .leftToRight: break
    case .forcedOnSuperview: scene.superview.semanticContentAttribute = .forceRightToLeft
    case .windowRightToLeft: scene.window?.layoutDirection = .rightToLeft
    }
    return scene.box
  }

  @Test(arguments: Setting.allCases)
  func leadingIsTheLeftEdgeOnlyLeftToRight(setting: Setting) {
    let box = box(setting)
    box.pin.top(0).leading(8)
    // Right to left, leading 8 is the right edge: x = 400 − 8 − 100.
    #expect(box.frame.minX == (setting == .leftToRight ? 8 : 292))
  }

  @Test(arguments: Setting.allCases)
  func trailingIsTheRightEdgeOnlyLeftToRight(setting: Setting) {
    let box = box(setting)
    box.pin.top(0).trailing(8)
    #expect(box.frame.minX == (setting == .leftToRight ? 292 : 8))
  }

  @Test(arguments: Setting.allCases)
  func leadingAndTrailingTogetherFillTheSameSpanEitherWay(setting: Setting) {
    let box = box(setting)
    box.pin.leading(10).trailing(30).top(0).height(20)
    let expected =
      setting == .leftToRight
      ? CGRect(x: 10, y: 0, width: 360, height: 20) : CGRect(x: 30, y: 0, width: 360, height: 20)
    #expect(box.frame == expected)
  }

  @Test func leadingCornersAndMarginsFollowTheDirection() {
    let box = box(.forcedOnSuperview)
    box.pin.topLeading(10)
    #expect(box.frame == CGRect(x: 290, y: 10, width: 100, height: 50))
    box.pin.bottomTrailing(10)
    #expect(box.frame == CGRect(x: 10, y: 540, width: 100, height: 50))
    box.pin.leading().marginLeading(5).top(0)
    #expect(box.frame == CGRect(x: 295, y: 0, width: 100, height: 50))
  }

  @Test func trailingCornersAndMarginsFollowTheDirection() {
    let box = box(.forcedOnSuperview)
    box.pin.topTrailing(10)
    #expect(box.frame == CGRect(x: 10, y: 10, width: 100, height: 50))
    box.pin.bottomLeading(10)
    #expect(box.frame == CGRect(x: 290, y: 540, width: 100, height: 50))
    box.pin.trailing().marginTrailing(5).top(0)
    #expect(box.frame == CGRect(x: 5, y: 0, width: 100, height: 50))
  }

  @Test func theViewsOwnAttributeDoesNotFlipItsPlaceInTheSuperview() {
    let box = box(.leftToRight)
    box.semanticContentAttribute = .forceRightToLeft  // flips its content, not its position
    box.pin.leading(8).top(0)
    #expect(box.frame.minX == 8)
  }
}
