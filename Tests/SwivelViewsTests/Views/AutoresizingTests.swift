import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// UIKit's documented rule: a superview's size change is shared among the flexible parts in
/// proportion to their sizes; nothing flexible keeps the view where it is.
@Suite struct AutoresizingTests {
  private func resize(
    _ mask: View.AutoresizingMask, frame: CGRect, in old: CGSize, to new: CGSize
  ) -> CGRect {
    let parent = View(frame: CGRect(origin: .zero, size: old))
    let child = View(frame: frame)
    child.autoresizingMask = mask
    parent.addSubview(child)
    parent.frame.size = new
    parent.layoutIfNeeded()
    return child.frame
  }

  private let portrait = CGSize(width: 320, height: 480),
    landscape = CGSize(width: 480, height: 320)
  private let bar = CGRect(x: 20, y: 10, width: 280, height: 50)

  @Test func flexibleWidthKeepsBothMargins() {
    #expect(
      resize(.flexibleWidth, frame: bar, in: portrait, to: landscape)
        == CGRect(x: 20, y: 10, width: 440, height: 50))
  }

  @Test func aFlexibleLeftMarginPinsTheViewToTheRight() {
    #expect(
      resize(.flexibleLeftMargin, frame: bar, in: portrait, to: landscape)
        == CGRect(x: 180, y: 10, width: 280, height: 50))
  }

  @Test func twoFlexibleMarginsShareTheChangeAndKeepTheViewCentred() {
    #expect(
      resize([.flexibleLeftMargin, .flexibleRightMargin], frame: bar, in: portrait, to: landscape)
        == CGRect(x: 100, y: 10, width: 280, height: 50))
  }

  @Test func flexibleWidthAndRightMarginGrowInProportion() {
    // Apple's example: left fixed; width 100 and right margin 300 share +400 as 100 : 300.
    let frame = resize(
      [.flexibleWidth, .flexibleRightMargin], frame: CGRect(x: 0, y: 0, width: 100, height: 10),
      in: CGSize(width: 400, height: 10), to: CGSize(width: 800, height: 10))
    #expect(frame == CGRect(x: 0, y: 0, width: 200, height: 10))
  }

  @Test func verticalPartsFollowTheHeight() {
    // Top margin 400 and height 60 share −160 as 400 : 60; the 20-pt bottom margin is fixed.
    let frame = resize(
      [.flexibleTopMargin, .flexibleHeight], frame: CGRect(x: 20, y: 400, width: 280, height: 60),
      in: portrait, to: landscape)
    #expect(abs(frame.minY - (400 - 160.0 * 400 / 460)) < 1e-9)
    #expect(abs(frame.height - (60 - 160.0 * 60 / 460)) < 1e-9)
    #expect(abs((320 - frame.maxY) - 20) < 1e-9)
  }

  @Test func zeroSizedFlexiblePartsShareEqually() {
    let frame = resize(
      [.flexibleLeftMargin, .flexibleWidth], frame: CGRect(x: 0, y: 0, width: 0, height: 10),
      in: CGSize(width: 100, height: 10), to: CGSize(width: 200, height: 10))
    #expect(frame == CGRect(x: 50, y: 0, width: 50, height: 10))
  }

  @Test func noMaskOrNoAutoresizingKeepsTheFrame() {
    #expect(resize([], frame: bar, in: portrait, to: landscape) == bar)
    let parent = View(frame: CGRect(origin: .zero, size: portrait))
    parent.autoresizesSubviews = false
    let child = View(frame: bar)
    child.autoresizingMask = .flexibleWidth
    parent.addSubview(child)
    parent.bounds.size = landscape
    parent.layoutIfNeeded()
    #expect(child.frame == bar)
  }

  @Test func subviewsFollowInTheNextLayoutPassFromTheSizeTheyWereMadeFor() {
    let parent = View(frame: CGRect(origin: .zero, size: portrait))
    let child = View(frame: bar)
    child.autoresizingMask = .flexibleWidth
    parent.addSubview(child)
    parent.frame.size = CGSize(width: 400, height: 480)
    // Swivel applies masks in the layout pass (UIKit: in the frame setter).
    #expect(child.frame == bar)
    parent.frame.size = landscape
    parent.layoutIfNeeded()
    // Two changes, one pass: measured from the size at which the child was added.
    #expect(child.frame == CGRect(x: 20, y: 10, width: 440, height: 50))
    parent.frame.size = portrait
    parent.layoutIfNeeded()
    #expect(child.frame == bar)
  }

  @Test func theCountOfMaskedSubviewsFollowsMasksAndMoves() {
    let a = View(), b = View(), child = View()
    a.addSubview(child)
    #expect(a.autoresizingSubviewCount == 0)
    child.autoresizingMask = .flexibleWidth
    #expect(a.autoresizingSubviewCount == 1)
    b.addSubview(child)
    #expect(a.autoresizingSubviewCount == 0 && b.autoresizingSubviewCount == 1)
    child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    #expect(b.autoresizingSubviewCount == 1)
    child.removeFromSuperview()
    #expect(b.autoresizingSubviewCount == 0)
  }

  @Test func aRotatedRootViewResizesItsMaskedSubviewsWithNoLayoutCode() throws {
    let controller = ViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    let header = View(frame: CGRect(x: 20, y: 40, width: 335, height: 44))
    header.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    let badge = View(frame: CGRect(x: 315, y: 607, width: 40, height: 40))
    badge.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
    controller.view.addSubview(header)
    controller.view.addSubview(badge)
    try host.rotate(toInterface: .landscapeLeft)
    // 375 × 667 → 667 × 375: the header keeps its 20-pt margins, the badge its corner.
    #expect(header.frame == CGRect(x: 20, y: 40, width: 627, height: 44))
    #expect(badge.frame == CGRect(x: 607, y: 315, width: 40, height: 40))
  }
}
