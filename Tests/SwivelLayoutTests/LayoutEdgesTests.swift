import SwivelLayout
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct LayoutEdgesTests {
  let scene = LayoutScene()

  @Test func edgesAndHeightGiveTheFrameInSuperviewPoints() {
    let warnings = collectingLayoutWarnings {
      scene.box.pin.top(20).left(20).right(20).height(60)
    }
    #expect(scene.box.frame == CGRect(x: 20, y: 20, width: 360, height: 60))
    #expect(warnings.isEmpty, "\(warnings.messages)")
  }

  @Test func bottomAndRightMeasureFromTheFarEdges() {
    scene.box.pin.bottom(10).right(10).width(100).height(50)
    // x = 400 − 10 − 100, y = 600 − 10 − 50.
    #expect(scene.box.frame == CGRect(x: 290, y: 540, width: 100, height: 50))
  }

  @Test func edgesAreInTheSuperviewsBoundsCoordinatesOriginIncluded() {
    scene.superview.bounds.origin = CGPoint(x: 30, y: 100)  // scrolled
    scene.box.pin.top(0).left(0).width(50).height(50)
    #expect(scene.box.frame == CGRect(x: 30, y: 100, width: 50, height: 50))
    scene.box.pin.bottom(0).right(0)
    // The bounds are (30, 100, 400, 600): right edge 430, bottom 700.
    #expect(scene.box.frame == CGRect(x: 380, y: 650, width: 50, height: 50))
  }

  @Test func allPinsEveryEdge() {
    scene.box.pin.all(12)
    #expect(scene.box.frame == CGRect(x: 12, y: 12, width: 376, height: 576))
    let other = scene.add(.zero)
    other.pin.all(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(other.frame == CGRect(x: 2, y: 1, width: 394, height: 596))
  }

  @Test func horizontallyAndVerticallyPinPairsOfEdges() {
    scene.box.pin.horizontally(8).vertically(16)
    #expect(scene.box.frame == CGRect(x: 8, y: 16, width: 384, height: 568))
  }

  @Test(arguments: [
    ("topLeft", CGRect(x: 10, y: 10, width: 100, height: 50)),
    ("topRight", CGRect(x: 290, y: 10, width: 100, height: 50)),
    ("bottomLeft", CGRect(x: 10, y: 540, width: 100, height: 50)),
    ("bottomRight", CGRect(x: 290, y: 540, width: 100, height: 50)),
  ])
  func cornersPinTwoEdges(corner: String, expected: CGRect) {
    let box = scene.box
    box.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    switch corner {
    case "topLeft": box.pin.topLeft(10)
    case "topRight": box.pin.topRight(10)
    case "bottomLeft": box.pin.bottomLeft(10)
    default: box.pin.bottomRight(10)
    }
    #expect(box.frame == expected)
  }

  @Test func centresAreInTheMiddleOfTheGuideMovedByTheOffset() {
    scene.box.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    scene.box.pin.center()
    // (400 − 100) / 2, (600 − 50) / 2.
    #expect(scene.box.frame == CGRect(x: 150, y: 275, width: 100, height: 50))
    scene.box.pin.hCenter(20).vCenter(-25)
    #expect(scene.box.frame == CGRect(x: 170, y: 250, width: 100, height: 50))
  }

  @Test func hCenterAndLeftGiveASymmetricWidth() {
    scene.box.pin.hCenter().left(40).top(0).height(10)
    // Centre at 200, left edge at 40: width 2 × (200 − 40).
    #expect(scene.box.frame == CGRect(x: 40, y: 0, width: 320, height: 10))
  }
}
