import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

@Suite struct ScrollViewTests {
  /// A 320×480 scroll view over 2000 pt of content, with a 44-pt row at content y = 1000.
  private func tall() -> (ScrollView, View) {
    let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    scroll.contentSize = CGSize(width: 320, height: 2000)
    let row = Control(frame: CGRect(x: 0, y: 1000, width: 320, height: 44))
    scroll.addSubview(row)
    return (scroll, row)
  }

  @Test func defaultsFollowUIKit() {
    let scroll = ScrollView()
    #expect(scroll.clipsToBounds)
    #expect(scroll.contentSize == .zero)
    #expect(scroll.contentOffset == .zero)
    #expect(scroll.contentInset == .zero)
    #expect(scroll.contentInsetAdjustmentBehavior == .automatic)
    #expect(scroll.showsVerticalScrollIndicator && scroll.showsHorizontalScrollIndicator)
    #expect(!scroll.isShowingScrollIndicators)
  }

  @Test func theContentOffsetIsTheBoundsOrigin() {
    let (scroll, row) = tall()
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    root.addSubview(scroll)
    scroll.contentOffset = CGPoint(x: 0, y: 900)
    #expect(scroll.bounds == CGRect(x: 0, y: 900, width: 320, height: 480))
    #expect(scroll.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(row.convert(CGPoint.zero, to: scroll.superview) == CGPoint(x: 0, y: 100))
    scroll.bounds.origin = CGPoint(x: 0, y: 10)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 10))
  }

  @Test func tapsAreHitTestedThroughTheOffset() {
    let (scroll, row) = tall()
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    root.addSubview(scroll)
    #expect(root.hitTest(CGPoint(x: 10, y: 110)) === scroll)
    scroll.contentOffset = CGPoint(x: 0, y: 900)
    #expect(root.hitTest(CGPoint(x: 10, y: 110)) === row)
  }

  @Test func scrollRectToVisibleMovesTheLeast() {
    let (scroll, _) = tall()
    scroll.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 320, height: 44), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 564))
    // Already visible: no move.
    scroll.scrollRectToVisible(CGRect(x: 0, y: 700, width: 10, height: 10), animated: false)
    #expect(scroll.contentOffset.y == 564)
    // Above: its top comes to the top.
    scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 44), animated: false)
    #expect(scroll.contentOffset.y == 100)
    // Never past the end of the content.
    scroll.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 10, height: 30), animated: false)
    #expect(scroll.contentOffset.y == CGFloat(2000 - 480))
  }

  @Test func theRangeIncludesTheContentInset() {
    let (scroll, _) = tall()
    scroll.contentInset = EdgeInsets(top: 20, left: 0, bottom: 50, right: 0)
    #expect(scroll.contentOffsetRange.min == CGPoint(x: 0, y: -20))
    #expect(scroll.contentOffsetRange.max == CGPoint(x: 0, y: 1570))
    let short = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    short.contentSize = CGSize(width: 50, height: 50)
    #expect(short.contentOffsetRange.max == .zero)
  }

  @Test func adjustedInsetAddsTheSafeAreaOnScrollingAxes() throws {
    let controller = ViewController()
    let host = try DeviceHost(device: .iphonex, rootViewController: controller)
    let scroll = ScrollView(frame: controller.view.bounds)
    controller.view.addSubview(scroll)
    scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    host.window.layoutIfNeeded()
    // Content shorter than the view: nothing scrolls, nothing is added.
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    scroll.contentSize = CGSize(width: 375, height: 2000)
    // iPhone X portrait: 44 on top, 34 at the bottom (the reference's device table).
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 54, left: 0, bottom: 34, right: 0))
    scroll.contentInsetAdjustmentBehavior = .never
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    scroll.contentInsetAdjustmentBehavior = .always
    scroll.contentSize = .zero
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 54, left: 0, bottom: 34, right: 0))
  }

  @Test func indicatorsShowOnlyWhenFlashedAndSitAtTheirIOSPlaces() throws {
    let (scroll, _) = tall()
    scroll.layoutIfNeeded()
    #expect(scroll.subviews.count == 1)
    scroll.flashScrollIndicators()
    scroll.layoutIfNeeded()
    let bar = try #require(scroll.subviews.last)
    #expect(bar.typeName == "ScrollIndicator")
    #expect(!bar.isUserInteractionEnabled)
    // 3 pt wide, 3 pt from the right and top; length 474 × 480 / 2000 of the 474-pt track.
    #expect(bar.frame.origin == CGPoint(x: 314, y: 3))
    #expect(bar.frame.width == 3)
    #expect(abs(bar.frame.height - 474 * 480 / 2000.0) < 1e-9)
    #expect(bar.backgroundColor == Color(white: 0, alpha: 0.35))
    // At the end of the content the bar ends 3 pt above the bottom of the visible part.
    scroll.setContentOffset(CGPoint(x: 0, y: 1520), animated: true)
    scroll.layoutIfNeeded()
    #expect(abs(bar.frame.maxY - (1520 + 480 - 3)) < 1e-9)
    // An offset set without animation ends the scroll: the bars go.
    scroll.setContentOffset(.zero, animated: false)
    scroll.layoutIfNeeded()
    #expect(bar.superview == nil)
    #expect(scroll.subviews.count == 1)
  }

  @Test func shortContentHasAMinimumLengthBarAndNoneOnAStillAxis() throws {
    let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scroll.contentSize = CGSize(width: 10_000, height: 100)
    scroll.flashScrollIndicators()
    scroll.layoutIfNeeded()
    #expect(scroll.subviews.count == 1)
    let bar = try #require(scroll.subviews.first)
    #expect(bar.frame == CGRect(x: 3, y: 94, width: 36, height: 3))
    scroll.showsHorizontalScrollIndicator = false
    scroll.layoutIfNeeded()
    #expect(scroll.subviews.isEmpty)
  }

  @Test func indicatorsStayInFrontOfContentAddedLater() {
    let (scroll, _) = tall()
    scroll.flashScrollIndicators()
    scroll.layoutIfNeeded()
    let later = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    scroll.addSubview(later)
    scroll.layoutIfNeeded()
    #expect(scroll.subviews.last?.typeName == "ScrollIndicator")
  }
}
