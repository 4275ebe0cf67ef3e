import SwivelLayout
import SwivelSupport
import SwivelViews
import SwivelWidgets
import Testing

/// What a chain costs when nothing goes wrong: no call or value is formatted as text (the text
/// is built only for a warning), counted with `WorkCounter` (one unit per number formatted).
@Suite struct PinCostTests {
  let scene = LayoutScene()

  @Test func chainsThatWarnAboutNothingFormatNoText() {
    let counter = WorkCounter()
    let sink = collectingLayoutWarnings {
      WorkCounter.$current.withValue(counter) {
        for index in 0..<100 {
          let y = CGFloat(index) * 0.5
          scene.box.pin.top(y).left(8).right(8).height(20)
          scene.box.pin.topLeft(8).size(CGSize(width: 40, height: 40))
          scene.box.pin.top(56, from: .safeArea).horizontally(8).height(60).minWidth(10)
          scene.box.pin.vCenter().hCenter(4).width(percent: 50).aspectRatio(2)
        }
      }
    }
    #expect(sink.isEmpty, "\(sink.messages)")
    #expect(counter.count == 0)
    #expect(scene.box.frame == CGRect(x: 104, y: 250, width: 200, height: 100))
  }

  @Test func aWarningFormatsTheCallsItQuotes() {
    let counter = WorkCounter()
    let sink = collectingLayoutWarnings {
      WorkCounter.$current.withValue(counter) { _ = scene.box.pin.top(10).bottom(20).vCenter(5) }
    }
    #expect(
      sink.messages == [
        "vCenter(5) conflicts with top(10) and bottom(20) on View#box; vCenter(5) ignored"
      ])
    #expect(counter.count == 3)
  }
}
