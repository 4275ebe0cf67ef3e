import SwivelLayout
import SwivelViews
import SwivelWidgets
import Testing

/// PinLayout's conflict rules as its own specs state them (AdjustSizeSpec, PinEdgesSpec,
/// AspectRatioTests, BetweenSpec, WarningSpec, TransformSpec), rewritten: what is not applied,
/// what is kept, and that each case warns.
@Suite struct PinLayoutConflictRulesTests {
  /// A 400 × 400 root view in a window at scale 2.
  let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400), scale: 2)
  let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  /// (140, 100, 100, 60) in the root, with `child` at (10, 20, 50, 30) in it.
  let aView = View(frame: CGRect(x: 140, y: 100, width: 100, height: 60))
  let child = View(frame: CGRect(x: 10, y: 20, width: 50, height: 30))

  init() {
    window.addSubview(root)
    root.addSubview(aView)
    aView.addSubview(child)
  }

  /// Runs `body`, expects the frame of `view` to be `frame` and at least one warning whose
  /// message holds every one of `words`.
  private func expectWarning(
    _ words: [String], frame: CGRect, of view: View? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () -> Void
  ) {
    let warnings = collectingLayoutWarnings(body)
    #expect((view ?? aView).frame == frame, sourceLocation: sourceLocation)
    let matching = warnings.messages.filter { message in words.allSatisfy { message.contains($0) } }
    #expect(
      !matching.isEmpty, "no warning with \(words) in \(warnings.messages)",
      sourceLocation: sourceLocation)
  }

  // MARK: Negative sizes

  @Test func aNegativeWidthOrHeightIsNotAppliedAndWarns() {
    let unchanged = CGRect(x: 140, y: 100, width: 100, height: 60)
    expectWarning(["width(-20)"], frame: unchanged) { aView.pin.width(-20) }
    expectWarning(["height(-20)"], frame: unchanged) { aView.pin.height(-20) }
  }

  @Test func aNegativePercentageWidthOrHeightIsNotAppliedAndWarns() {
    let unchanged = CGRect(x: 140, y: 100, width: 100, height: 60)
    expectWarning(["width(-20%)"], frame: unchanged) { aView.pin.width(-20%) }
    expectWarning(["height(-20%)"], frame: unchanged) { aView.pin.height(-20%) }
  }

  // MARK: A size after a width or height

  @Test func aSizeAfterAWidthKeepsTheWidthAndWarns() {
    expectWarning(["size(", "width(90)"], frame: CGRect(x: 140, y: 100, width: 90, height: 25)) {
      aView.pin.width(90).size(CGSize(width: 25, height: 25))
    }
    expectWarning(["size(20)", "width(90)"], frame: CGRect(x: 140, y: 100, width: 90, height: 20)) {
      aView.pin.width(90).size(20)
    }
    expectWarning(
      ["size(50%)", "width(90)"], frame: CGRect(x: 140, y: 100, width: 90, height: 200)
    ) {
      aView.pin.width(90).size(50%)
    }
    expectWarning(["size(of:", "width(90)"], frame: CGRect(x: 140, y: 100, width: 90, height: 30)) {
      aView.pin.width(90).size(of: child)
    }
  }

  @Test func aSizeAfterAHeightKeepsTheHeightAndWarns() {
    expectWarning(["size(", "height(90)"], frame: CGRect(x: 140, y: 100, width: 25, height: 90)) {
      aView.pin.height(90).size(CGSize(width: 25, height: 25))
    }
  }

  // MARK: A centre after an edge

  @Test func hCenterAfterLeftIsNotAppliedAndWarns() {
    aView.frame = CGRect(x: 140, y: 100, width: 200, height: 100)
    expectWarning(["hCenter(-20)", "left"], frame: CGRect(x: 0, y: 100, width: 200, height: 100)) {
      aView.pin.left().hCenter(-20)
    }
  }

  @Test func vCenterAfterTopIsNotAppliedAndWarns() {
    aView.frame = CGRect(x: 140, y: 100, width: 200, height: 100)
    expectWarning(["vCenter(-20)", "top"], frame: CGRect(x: 140, y: 0, width: 200, height: 100)) {
      aView.pin.top().vCenter(-20)
    }
  }

  // MARK: Aspect ratio

  @Test func anAspectRatioWithNoSizeToDeriveFromWarns() {
    aView.frame = CGRect(x: 140, y: 100, width: 200, height: 100)
    expectWarning(["aspectRatio(2)"], frame: CGRect(x: 0, y: 100, width: 200, height: 100)) {
      aView.pin.left().aspectRatio(2)
    }
  }

  // MARK: Between

  @Test func horizontallyBetweenOverlappingViewsWarnsAndLeavesTheView() {
    let first = View(frame: CGRect(x: 40, y: 100, width: 200, height: 100))
    let second = View(frame: CGRect(x: 160, y: 140, width: 110, height: 80))
    let between = View()
    for view in [first, between, second] { root.addSubview(view) }
    expectWarning(["horizontallyBetween("], frame: .zero, of: between) {
      between.pin.horizontallyBetween(first, and: second)
    }
  }

  @Test func horizontallyBetweenTheSuperviewAndASubviewWarns() {
    let second = View(frame: CGRect(x: 160, y: 140, width: 110, height: 80))
    let between = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    for view in [between, second] { root.addSubview(view) }
    expectWarning(
      ["horizontallyBetween("], frame: CGRect(x: 0, y: 0, width: 50, height: 50), of: between
    ) {
      between.pin.horizontallyBetween(root, and: second, aligned: .bottom)
    }
  }

  // MARK: pinEdges

  @Test func pinEdgesWithFourEdgesAndAWidthWarns() {
    expectWarning(["pinEdges()"], frame: CGRect(x: 0, y: 0, width: 400, height: 400)) {
      aView.pin.top().bottom().left().right().width(100%).pinEdges()
    }
  }

  // MARK: References outside a window

  @Test func centerToAnAnchorWorksWhenTheReferencesSuperviewIsInNoWindow() {
    let loose = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let reference = View(frame: CGRect(x: 140, y: 100, width: 200, height: 100))
    let centred = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    loose.addSubview(reference)
    loose.addSubview(centred)
    let warnings = collectingLayoutWarnings {
      centred.pin.center(to: reference.anchor.center)
    }
    #expect(centred.frame == CGRect(x: 220, y: 140, width: 40, height: 20))
    #expect(warnings.isEmpty, "\(warnings.messages)")
  }

  // MARK: pinFrame relative to a transformed sibling

  private static func isClose(_ found: CGRect, _ expected: CGRect) -> Bool {
    [
      found.minX - expected.minX, found.minY - expected.minY, found.width - expected.width,
      found.height - expected.height,
    ].allSatisfy { abs($0) < 1e-9 }
  }

  @Test func pinFrameChainsBelowATransformedSibling() {
    let bView = View()
    root.addSubview(bView)
    aView.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
    bView.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
    aView.pinFrame.center().width(100).height(50)
    bView.pinFrame.below(of: aView, aligned: .left).width(100).height(50)
    // A frame read back through a 1.5× scale carries a rounding residue of about 1e-14.
    #expect(Self.isClose(aView.frame, CGRect(x: 150, y: 175, width: 100, height: 50)))
    #expect(Self.isClose(bView.frame, CGRect(x: 150, y: 225, width: 100, height: 50)))
  }

  @Test func pinFrameChainsBelowASiblingPinnedWithItsTransform() {
    let bView = View()
    root.addSubview(bView)
    aView.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
    bView.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
    aView.pin.center().width(100).height(50)
    bView.pinFrame.below(of: aView, aligned: .left).width(100).height(50)
    #expect(aView.frame == CGRect(x: 125, y: 162.5, width: 150, height: 75))
    // PinLayout's spec allows half a point here; the frame sits on the sibling's bottom edge.
    #expect(abs(bView.frame.minX - 125) <= 0.5 && abs(bView.frame.minY - 237.5) <= 0.5)
    #expect(abs(bView.frame.width - 100) <= 0.5 && abs(bView.frame.height - 50) <= 0.5)
  }
}
