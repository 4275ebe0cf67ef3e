import SwivelLayout
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct LayoutChainTests {
  let scene = LayoutScene()

  @Test func theFrameIsSetWhenTheChainEnds() {
    let box = scene.box
    box.frame = CGRect(x: 0, y: 0, width: 30, height: 40)
    box.pin.top(20).left(20).right(20).height(60)
    #expect(box.frame == CGRect(x: 20, y: 20, width: 360, height: 60))
    do {
      let chain = box.pin.top(10)
      chain.left(10)
      // Kept in a variable, the chain has not ended: nothing is set yet.
      #expect(box.frame == CGRect(x: 20, y: 20, width: 360, height: 60))
      chain.width(30)
    }
    #expect(box.frame == CGRect(x: 10, y: 10, width: 30, height: 60))
  }

  @Test func layoutSetsTheFrameAtOnceAndAgainAfterLaterCalls() {
    let box = scene.box
    box.frame = CGRect(x: 0, y: 0, width: 30, height: 40)
    let chain = box.pin.top(20)
    chain.layout()
    #expect(box.frame == CGRect(x: 0, y: 20, width: 30, height: 40))
    chain.left(20).right(20).layout()
    #expect(box.frame == CGRect(x: 20, y: 20, width: 360, height: 40))
    chain.height(60).aspectRatio(6).layout()
    #expect(box.frame == CGRect(x: 20, y: 20, width: 360, height: 60))
  }

  @Test func unspecifiedValuesKeepWhatTheChainStartedWith() {
    let box = scene.box
    box.frame = CGRect(x: 7, y: 9, width: 30, height: 40)
    box.pin.width(100)
    #expect(box.frame == CGRect(x: 7, y: 9, width: 100, height: 40))
    box.pin.bottom(0)
    #expect(box.frame == CGRect(x: 7, y: 560, width: 100, height: 40))
  }

  @Test func aNewChainStartsAFreshSpecification() {
    let box = scene.box
    let warnings = collectingLayoutWarnings {
      box.pin.left(20).right(20)
      box.pin.width(100)  // no conflict: a new chain keeps the current left edge
    }
    #expect(box.frame.minX == 20 && box.frame.width == 100)
    #expect(warnings.isEmpty)
  }

  @Test func theOrderOfCallsDoesNotChangeTheResult() {
    let a = scene.box
    let b = scene.add(.zero)
    a.pin.top(10).horizontally(16).aspectRatio(4).marginTop(2)
    b.pin.marginTop(2).aspectRatio(4).horizontally(16).top(10)
    // 368 wide, 92 high, 12 from the top.
    #expect(a.frame == CGRect(x: 16, y: 12, width: 368, height: 92))
    #expect(b.frame == a.frame)
  }
}
