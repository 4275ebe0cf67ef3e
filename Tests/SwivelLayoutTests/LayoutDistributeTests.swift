import SwivelLayout
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct LayoutDistributeTests {
  /// A 400 × 600 superview outside a window, and one in a window at 2×.
  let scene = LayoutScene()
  let twoX = LayoutScene(scale: 2)

  /// Views of the given heights, 40 wide at x 5, in the scene's superview (or the 2× one).
  private func column(_ heights: [CGFloat], inWindow: Bool = false) -> [View] {
    scene.box.removeFromSuperview()
    twoX.box.removeFromSuperview()
    return heights.map { (inWindow ? twoX : scene).add(CGRect(x: 5, y: 0, width: 40, height: $0)) }
  }

  private func minYs(_ views: [View]) -> [CGFloat] { views.map(\.frame.minY) }

  @Test(arguments: [
    (DistributionGaps.equal(includingEnds: true), [CGFloat(25), 100, 225]),  // 4 gaps of 100 / 4
    (.equal(includingEnds: false), [0, 100, 250]),  // 2 gaps of 100 / 2
    (.fixed(10), [40, 100, 210]),  // 320 of views and gaps, centred in 400
  ])
  func gapsAreSharedAsAsked(gaps: DistributionGaps, expected: [CGFloat]) {
    let views = column([50, 100, 150])
    let warnings = collectingLayoutWarnings {
      distribute(
        views, along: .vertical, in: CGRect(x: 0, y: 0, width: 100, height: 400), gaps: gaps)
    }
    #expect(minYs(views) == expected)
    #expect(views.map(\.frame.height) == [50, 100, 150])
    #expect(views.allSatisfy { $0.frame.minX == 5 && $0.frame.width == 40 })
    #expect(warnings.isEmpty, "\(warnings.messages)")
  }

  @Test func fillingEquallyMakesTheSizesShareTheRest() {
    let views = column([50, 100, 150])
    distribute(
      views, along: .vertical, in: CGRect(x: 0, y: 20, width: 100, height: 320),
      gaps: .fixed(10, fillEqually: true))
    // (320 − 2 × 10) / 3 = 100 each.
    #expect(minYs(views) == [20, 130, 240])
    #expect(views.map(\.frame.height) == [100, 100, 100])
  }

  @Test func equalGapsHoldToFloatingPointPrecisionBeforeSnapping() throws {
    let heights: [CGFloat] = [13.7, 21.1, 9.9, 30.3, 17.2, 11.5, 25.8]  // 129.5 in all
    let views = column(heights, inWindow: true)
    let rect = CGRect(x: 0, y: 3.3, width: 100, height: 333.7)
    distribute(
      views, along: .vertical, in: rect, gaps: .equal(includingEnds: true), pixelSnapping: false)
    // (333.7 − 129.5) / 8 = 25.525.
    let edges = [rect.minY] + views.flatMap { [$0.frame.minY, $0.frame.maxY] } + [rect.maxY]
    let gaps = stride(from: 0, to: edges.count, by: 2).map { edges[$0 + 1] - edges[$0] }
    #expect(gaps.count == 8)
    #expect(gaps.allSatisfy { abs($0 - 25.525) < 1e-9 }, "\(gaps)")

    distribute(views, along: .vertical, in: rect, gaps: .equal(includingEnds: true))
    let snapped = [rect.minY] + views.flatMap { [$0.frame.minY, $0.frame.maxY] } + [rect.maxY]
    let snappedGaps = stride(from: 0, to: snapped.count, by: 2).map {
      snapped[$0 + 1] - snapped[$0]
    }
    #expect(
      snappedGaps.dropFirst().dropLast().allSatisfy { abs($0 - 25.525) <= 0.5 }, "\(snappedGaps)")
    #expect(views.allSatisfy { ($0.frame.minY * 2).rounded() == $0.frame.minY * 2 })
  }

  @Test func horizontallyTheFirstViewIsOnTheLeadingSide() {
    let superview = scene.superview
    scene.box.removeFromSuperview()
    let a = scene.add(CGRect(x: 0, y: 0, width: 50, height: 10))
    let b = scene.add(CGRect(x: 0, y: 0, width: 100, height: 10))
    distribute(
      [a, b], along: .horizontal, in: superview.bounds, gaps: .equal(includingEnds: false))
    #expect(a.frame.minX == 0 && b.frame.minX == 300)
    superview.semanticContentAttribute = .forceRightToLeft
    distribute(
      [a, b], along: .horizontal, in: superview.bounds, gaps: .equal(includingEnds: false))
    #expect(a.frame.minX == 350 && b.frame.minX == 0)
  }

  @Test func aGroupThatDoesNotFitGetsNoGapsAndIsCentred() {
    let views = column([100, 200])
    let warnings = collectingLayoutWarnings {
      distribute(
        views, along: .vertical, in: CGRect(x: 0, y: 0, width: 100, height: 200),
        gaps: .equal(includingEnds: true))
    }
    // 300 pt of views in 200: starts 50 above the rectangle.
    #expect(minYs(views) == [-50, 50])
    #expect(warnings.warnings.map(\.kind) == [.overflow])
    #expect(
      warnings.messages == [
        "distribute([View[0], View[1]], along: .vertical, in: (0, 0, 100, 200), "
          + "gaps: .equal(includingEnds: true)): "
          + "the views need 300 pt but the rectangle has 200; gaps set to 0"
      ])
  }

  @Test func viewsInDifferentSuperviewsAreLeftAlone() {
    let views = column([10, 20])
    let stray = View(frame: CGRect(x: 0, y: 7, width: 10, height: 10))
    let warnings = collectingLayoutWarnings {
      distribute(
        views + [stray], along: .vertical, in: CGRect(x: 0, y: 0, width: 100, height: 100),
        gaps: .fixed(0))
    }
    #expect(minYs(views) == [0, 0] && stray.frame.minY == 7)
    #expect(warnings.warnings.map(\.kind) == [.unrelatedView])
  }

  @Test func aLoneViewWithoutEndGapsIsCentred() {
    let views = column([100])
    distribute(
      views, along: .vertical, in: CGRect(x: 0, y: 0, width: 100, height: 400),
      gaps: .equal(includingEnds: false))
    #expect(minYs(views) == [150])
  }
}
