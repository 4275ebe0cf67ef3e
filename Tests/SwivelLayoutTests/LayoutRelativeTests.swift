import SwivelLayout
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct LayoutRelativeTests {
  /// A 400 × 600 superview with a box to lay out and a header across the top.
  let scene = LayoutScene()
  let header: View

  init() {
    header = scene.add(CGRect(x: 0, y: 0, width: 400, height: 60), identifier: "header")
  }

  @Test(arguments: [
    (Pin.XAnchor.left, CGFloat(0)), (.center, 150), (.right, 300), (.leading, 0), (.trailing, 300),
  ])
  func belowPutsTheTopOnTheOthersBottom(aligned: Pin.XAnchor, x: CGFloat) {
    let box = scene.box
    let warnings = collectingLayoutWarnings {
      box.pin.below(of: header, aligned: aligned).marginTop(5).width(100).height(100)
    }
    #expect(box.frame == CGRect(x: x, y: 65, width: 100, height: 100))
    #expect(warnings.isEmpty, "\(warnings.messages)")
  }

  @Test func aboveAfterAndBeforePlaceAgainstTheOtherEdges() {
    let superview = scene.superview
    let box = scene.box
    let picture = View(frame: CGRect(x: 150, y: 200, width: 100, height: 100))
    superview.addSubview(picture)
    box.pin.above(of: picture, aligned: .right).width(40).height(30)
    #expect(box.frame == CGRect(x: 210, y: 170, width: 40, height: 30))
    box.pin.after(of: picture, aligned: .top).marginLeft(8).width(100).height(20)
    #expect(box.frame == CGRect(x: 258, y: 200, width: 100, height: 20))
    box.pin.before(of: picture, aligned: .bottom).width(50).height(20)
    #expect(box.frame == CGRect(x: 100, y: 280, width: 50, height: 20))
    box.pin.after(of: picture, aligned: .center).width(10).height(10)
    #expect(box.frame == CGRect(x: 250, y: 245, width: 10, height: 10))
  }

  @Test func afterAndBeforeSwapSidesRightToLeft() {
    let superview = scene.superview
    let box = scene.box
    superview.semanticContentAttribute = .forceRightToLeft
    let picture = View(frame: CGRect(x: 300, y: 0, width: 100, height: 100))
    superview.addSubview(picture)
    box.pin.after(of: picture, aligned: .top).marginLeading(8).width(100).height(20)
    // After is to the left: right edge at 300 − 8.
    #expect(box.frame == CGRect(x: 192, y: 0, width: 100, height: 20))
    box.pin.before(of: picture, aligned: .top).width(100).height(20)
    #expect(box.frame == CGRect(x: 400, y: 0, width: 100, height: 20))
  }

  @Test func otherViewsAreConvertedThroughBoundsOriginsAndTransforms() {
    let superview = scene.superview
    let box = scene.box
    let scrolled = View(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
    scrolled.bounds.origin = CGPoint(x: 0, y: 20)
    let inner = View(frame: CGRect(x: 10, y: 30, width: 40, height: 40))
    scrolled.addSubview(inner)
    superview.addSubview(scrolled)
    // inner's top-left in the superview: (50 + 10 − 0, 100 + 30 − 20) = (60, 110).
    box.pin.below(of: inner, aligned: .left).width(20).height(20)
    #expect(box.frame == CGRect(x: 60, y: 150, width: 20, height: 20))

    let zoomed = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    zoomed.transform = CGAffineTransform(scaleX: 2, y: 2)  // frame (0, 0, 200, 200)
    let dot = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    zoomed.addSubview(dot)
    superview.addSubview(zoomed)
    // dot's corners: ((10, 10) − 50) × 2 + 100 = (20, 20),
    // ((30, 30) − 50) × 2 + 100 = (60, 60).
    box.pin.after(of: dot, aligned: .top).width(10).height(10)
    #expect(box.frame == CGRect(x: 60, y: 20, width: 10, height: 10))
  }

  @Test func aViewInAnotherSubtreeIsConvertedIntoTheSuperviewsCoordinates() {
    let superview = scene.superview
    let panel = View(frame: CGRect(x: 0, y: 300, width: 400, height: 300))
    superview.addSubview(panel)
    let box = View()
    panel.addSubview(box)
    box.pin.below(of: header, aligned: .left).width(10).height(10)
    // The header's bottom (y 60) is 240 above the panel's top.
    #expect(box.frame == CGRect(x: 0, y: -240, width: 10, height: 10))
  }

  @Test func edgesAndCentresAlignToAnotherViewsAnchors() {
    let superview = scene.superview
    let box = scene.box
    let badge = View(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
    superview.addSubview(badge)
    box.pin.top(to: .bottom, of: header).left(to: .center, of: header).width(10).height(10)
    #expect(box.frame == CGRect(x: 200, y: 60, width: 10, height: 10))
    box.pin.bottom(to: .top, of: badge).right(to: .right, of: badge).width(10).height(10)
    #expect(box.frame == CGRect(x: 170, y: 90, width: 10, height: 10))
    box.pin.center(to: badge).width(20).height(20)
    #expect(box.frame == CGRect(x: 130, y: 110, width: 20, height: 20))
    box.pin.hCenter(to: header).vCenter(to: badge).width(40).height(10)
    #expect(box.frame == CGRect(x: 180, y: 115, width: 40, height: 10))
    box.pin.leading(to: .trailing, of: badge).trailing(to: .trailing, of: header).top(0).height(10)
    #expect(box.frame == CGRect(x: 180, y: 0, width: 220, height: 10))
  }

  @Test func leadingAnchorsOfAnotherViewFlipRightToLeft() {
    let superview = scene.superview
    let box = scene.box
    superview.semanticContentAttribute = .forceRightToLeft
    let badge = View(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
    superview.addSubview(badge)
    box.pin.leading(to: .leading, of: badge).top(0).width(30).height(10)
    // Both leading edges are right edges: 180.
    #expect(box.frame == CGRect(x: 150, y: 0, width: 30, height: 10))
  }

  @Test func betweenFillsTheSpaceInEitherOrder() {
    let superview = scene.superview
    let box = scene.box
    let a = View(frame: CGRect(x: 0, y: 100, width: 100, height: 50))
    let b = View(frame: CGRect(x: 300, y: 100, width: 100, height: 50))
    superview.addSubview(a)
    superview.addSubview(b)
    box.pin.horizontallyBetween(a, and: b, aligned: .center).height(20)
    #expect(box.frame == CGRect(x: 100, y: 115, width: 200, height: 20))
    box.pin.horizontallyBetween(b, and: a).top(0).height(20)
    #expect(box.frame == CGRect(x: 100, y: 0, width: 200, height: 20))

    let c = View(frame: CGRect(x: 0, y: 400, width: 100, height: 100))
    superview.addSubview(c)
    box.pin.verticallyBetween(c, and: a, aligned: .right).width(50)
    #expect(box.frame == CGRect(x: 50, y: 150, width: 50, height: 250))
  }
}
