import SwivelLayout
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct LayoutSizeTests {
  let scene = LayoutScene()

  @Test func fixedAndPercentageSizes() {
    let box = scene.box
    box.frame = CGRect(x: 10, y: 10, width: 0, height: 0)
    box.pin.width(100).height(percent: 50)
    // The origin stays where it was; 50 % of 600.
    #expect(box.frame == CGRect(x: 10, y: 10, width: 100, height: 300))
    box.pin.width(percent: 25)
    #expect(box.frame == CGRect(x: 10, y: 10, width: 100, height: 300))
    box.pin.size(CGSize(width: 30, height: 40))
    #expect(box.frame == CGRect(x: 10, y: 10, width: 30, height: 40))
  }

  @Test func aspectRatioGivesTheHeightFromTheWidth() {
    let box = scene.box
    box.pin.top(0).horizontally().aspectRatio(16.0 / 9)
    // 400 × 9 / 16.
    #expect(box.frame == CGRect(x: 0, y: 0, width: 400, height: 225))
  }

  @Test func aspectRatioGivesTheWidthFromTheHeight() {
    let box = scene.box
    box.pin.top(0).left(0).height(90).aspectRatio(2)
    #expect(box.frame == CGRect(x: 0, y: 0, width: 180, height: 90))
  }

  @Test func aspectRatioBeforeTheWidthFollowsIt() {
    let box = scene.box
    box.frame = CGRect(x: 0, y: 0, width: 50, height: 30)
    let chain = box.pin.aspectRatio(1)
    chain.layout()
    // Nothing fixes a side yet: the ratio is not applied (PinLayout's rule).
    #expect(box.frame == CGRect(x: 0, y: 0, width: 50, height: 30))
    chain.width(80).layout()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 80, height: 80))
  }

  @Test func aMaximumWidthBetweenBothEdgesIsJustifiedLeftUnlessToldOtherwise() {
    let box = scene.box
    box.pin.left(0).right(0).maxWidth(300).top(0).height(10)
    #expect(box.frame == CGRect(x: 0, y: 0, width: 300, height: 10))
    let other = scene.add(.zero)
    other.pin.right(0).left(0).maxWidth(300).top(0).height(10)
    #expect(other.frame == CGRect(x: 0, y: 0, width: 300, height: 10))
    other.pin.right(0).left(0).maxWidth(300).top(0).height(10).justify(.right)
    #expect(other.frame == CGRect(x: 100, y: 0, width: 300, height: 10))
  }

  @Test func minimumsRaiseAndMaximumsLowerSizes() {
    let box = scene.box
    box.pin.width(50).minWidth(80).height(500).maxHeight(200)
    #expect(box.frame.size == CGSize(width: 80, height: 200))
    box.pin.hCenter().width(500).maxWidth(200).vCenter().height(5).minHeight(20)
    // Centred on (200, 300).
    #expect(box.frame == CGRect(x: 100, y: 290, width: 200, height: 20))
  }

  @Test func limitsWinOverTheAspectRatio() {
    let box = scene.box
    box.pin.top(0).left(0).width(300).aspectRatio(1).maxHeight(100)
    #expect(box.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
  }
}
