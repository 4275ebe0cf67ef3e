import SwivelLayout
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct LayoutEqualSizesTests {
  let scene = LayoutScene()

  @Test func equalWidthsTakeTheWidestAndKeepTheLeadingEdge() {
    let superview = scene.superview
    let views = [
      View(frame: CGRect(x: 10, y: 0, width: 50, height: 10)),
      View(frame: CGRect(x: 100, y: 20, width: 80, height: 20)),
      View(frame: CGRect(x: 200, y: 50, width: 30, height: 30)),
    ]
    views.forEach(superview.addSubview)
    equalWidths(views)
    #expect(
      views.map(\.frame) == [
        CGRect(x: 10, y: 0, width: 80, height: 10),
        CGRect(x: 100, y: 20, width: 80, height: 20),
        CGRect(x: 200, y: 50, width: 80, height: 30),
      ])
    equalHeights(views)
    #expect(views.map(\.frame.height) == [30, 30, 30])
    #expect(views.map(\.frame.minY) == [0, 20, 50])
  }

  @Test func rightToLeftEqualWidthsKeepTheRightEdge() {
    let superview = scene.superview
    superview.semanticContentAttribute = .forceRightToLeft
    let narrow = View(frame: CGRect(x: 300, y: 0, width: 50, height: 10))
    let wide = View(frame: CGRect(x: 100, y: 0, width: 80, height: 10))
    superview.addSubview(narrow)
    superview.addSubview(wide)
    equalWidths([narrow, wide])
    #expect(narrow.frame == CGRect(x: 270, y: 0, width: 80, height: 10))
    #expect(wide.frame == CGRect(x: 100, y: 0, width: 80, height: 10))
  }
}
