import SwivelLayout
import SwivelTestSupport
import SwivelViews
import SwivelWidgets
import Testing

/// Chains of common calls are recorded and resolved when the chain ends; anything unusual is
/// left to the general resolution. These tests hold the two to the same frames and warnings.
@Suite struct PinRecordTests {
  /// One common call, applied to a chain.
  private enum Call: CaseIterable {
    case top, bottom, left, right, hCenter, vCenter, horizontally, vertically, all, center
    case topLeft, bottomRight, width, height, size

    func apply(_ pin: Pin, _ value: CGFloat, _ second: CGFloat, _ guide: Pin.Guide) {
      switch self {
      case .top: pin.top(value, from: guide)
      case .bottom: pin.bottom(value, from: guide)
      case .left: pin.left(value, from: guide)
      case .right: pin.right(value, from: guide)
      case .hCenter: pin.hCenter(value, from: guide)
      case .vCenter: pin.vCenter(value, from: guide)
      case .horizontally: pin.horizontally(value, from: guide)
      case .vertically: pin.vertically(value, from: guide)
      case .all: pin.all(value, from: guide)
      case .center: pin.center(from: guide)
      case .topLeft: pin.topLeft(value, from: guide)
      case .bottomRight: pin.bottomRight(value, from: guide)
      case .width: pin.width(value)
      case .height: pin.height(value)
      case .size: pin.size(CGSize(width: value, height: second))
      }
    }
  }

  @Test func recordedChainsGiveTheGeneralResolutionsFramesAndWarnings() {
    var g = SeededGenerator(seed: 71)
    let values: [CGFloat] = [0, 8, 20, 150, -30, .infinity]
    var plain = 0
    for index in 0..<2_000 {
      let scale = CGFloat([1, 2, 3][g.index(3)])
      let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844), scale: scale)
      let superview = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      superview.bounds.origin = CGPoint(x: g.coordinate(in: -20...20), y: 0)
      window.addSubview(superview)
      let start = CGRect(x: 5, y: 6, width: 70, height: 80)
      let recorded = View(frame: start), general = View(frame: start)
      recorded.identifier = "box"
      general.identifier = "box"
      superview.addSubview(recorded)
      superview.addSubview(general)
      let snapping = g.index(2) == 0
      let calls = (0..<(1 + g.index(5))).map { _ in
        (
          Call.allCases[g.index(Call.allCases.count)], values[g.index(values.count)],
          values[g.index(values.count - 1)], g.index(6) == 0 ? Pin.Guide.safeArea : .bounds
        )
      }
      let recordedWarnings = collectingLayoutWarnings {
        let pin = recorded.pin.pixelSnapping(snapping)
        for (call, value, second, guide) in calls { call.apply(pin, value, second, guide) }
      }
      // A zero top margin changes no frame but needs the general resolution from the start.
      let generalWarnings = collectingLayoutWarnings {
        let pin = general.pin.pixelSnapping(snapping).marginTop(0)
        for (call, value, second, guide) in calls { call.apply(pin, value, second, guide) }
      }
      #expect(recorded.frame == general.frame, "case \(index): \(calls)")
      #expect(recordedWarnings.messages == generalWarnings.messages, "case \(index): \(calls)")
      if recordedWarnings.messages.isEmpty { plain += 1 }
    }
    // The cases cover both outcomes.
    #expect(plain > 200 && plain < 1_800, "\(plain) chains without warnings")
  }

  @Test func aChainLongerThanTheRecordKeepsTheOrderOfItsCalls() {
    let scene = LayoutScene()
    let box = scene.box
    let warnings = collectingLayoutWarnings {
      box.pin.top(1).left(2).width(30).height(40).top(1).left(2).width(30).height(40).top(1)
        .width(90)
    }
    #expect(box.frame == CGRect(x: 2, y: 1, width: 30, height: 40))
    #expect(
      warnings.messages == ["width(90) conflicts with width(30) on View#box; width(90) ignored"])
  }

  @Test func commonCallsAroundAGeneralOneKeepTheirOrder() {
    let scene = LayoutScene()
    let other = scene.add(CGRect(x: 0, y: 0, width: 120, height: 60), identifier: "other")
    let box = scene.box
    let first = collectingLayoutWarnings { box.pin.top(10).width(50).size(of: other).left(5) }
    // PinLayout's rule: the width set first is kept, the size's height applies.
    #expect(box.frame == CGRect(x: 5, y: 10, width: 50, height: 60))
    #expect(first.messages.count == 1, "\(first.messages)")
    #expect(
      first.messages.first
        == "size(of: View#other) conflicts with width(50) on View#box; its width not applied")
    let second = collectingLayoutWarnings { box.pin.size(of: other).top(10).width(50).left(5) }
    #expect(box.frame == CGRect(x: 5, y: 10, width: 120, height: 60))
    #expect(second.messages.count == 1, "\(second.messages)")
    #expect(
      second.messages.first
        == "width(50) conflicts with size(of: View#other) on View#box; width(50) ignored")
  }

  @Test func aViewThatKeepsItsSizeIsCentredOnTheRectangleAsPinLayoutCentresIt() {
    let scene = LayoutScene()
    let toggle = Switch()
    scene.superview.addSubview(toggle)
    toggle.pin.top(10).horizontally(20)
    // The rectangle is 360 × 31 at (20, 10); a switch stays 51 × 31 about its centre.
    #expect(toggle.frame == CGRect(x: 174.5, y: 10, width: 51, height: 31))
  }

  @Test func aChainWithoutCallsLeavesTheFrame() {
    let scene = LayoutScene(start: CGRect(x: 1, y: 2, width: 3, height: 4))
    let warnings = collectingLayoutWarnings { _ = scene.box.pin.pixelSnapping(false) }
    #expect(scene.box.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(warnings.isEmpty)
  }
}
