import SwivelLayout
import SwivelViews
import SwivelWidgets
import Testing

/// PinLayout's documented results, with its own numbers: the scene of its specs (a 400 × 400
/// root at 2×, `aView` (40, 100, 100, 60) with a child, `bView` (160, 120, 110, 80) with a
/// child (40, 10, 60, 20)), written with PinLayout's names.
@Suite struct PinLayoutSpecTests {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400), scale: 2)
  let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  let aView = View(frame: CGRect(x: 40, y: 100, width: 100, height: 60))
  let bView = View(frame: CGRect(x: 160, y: 120, width: 110, height: 80))
  let bViewChild = View(frame: CGRect(x: 40, y: 10, width: 60, height: 20))

  init() {
    window.addSubview(root)
    root.addSubview(aView)
    root.addSubview(bView)
    bView.addSubview(bViewChild)
    aView.identifier = "aView"
    bView.identifier = "bView"
  }

  // MARK: justify / align (JustifyAlignSpec)

  @Test(arguments: [
    (Pin.XAnchor.left, 0.0), (.center, 75), (.right, 150), (.start, 0), (.end, 150),
  ])
  func bothEdgesAndAWidthAreJustified(anchor: Pin.XAnchor, x: Double) {
    let warnings = collectingLayoutWarnings {
      aView.pin.left().right().width(250).justify(anchor)
    }
    #expect(aView.frame == CGRect(x: CGFloat(x), y: 100, width: 250, height: 60))
    #expect(warnings.isEmpty, "\(warnings.messages)")
  }

  @Test func justifyingWorksTheSameWithEdgesOrMargins() {
    aView.pin.left(50).right(50).width(200).justify(.center)
    #expect(aView.frame == CGRect(x: 100, y: 100, width: 200, height: 60))
    aView.pin.left().right().marginHorizontal(50).width(200).justify(.center)
    #expect(aView.frame == CGRect(x: 100, y: 100, width: 200, height: 60))
  }

  @Test(arguments: [(Pin.YAnchor.top, 50.0), (.center, 100), (.bottom, 150)])
  func bothEdgesAndAHeightAreAligned(anchor: Pin.YAnchor, y: Double) {
    aView.pin.top(50).bottom(50).height(200).align(anchor)
    #expect(aView.frame == CGRect(x: 40, y: CGFloat(y), width: 100, height: 200))
    aView.pin.top().bottom().marginVertical(50).height(200).align(anchor)
    #expect(aView.frame == CGRect(x: 40, y: CGFloat(y), width: 100, height: 200))
  }

  @Test func justifyWithoutBothEdgesWarnsWhenTheChainEndsAndIsNotApplied() {
    let warnings = collectingLayoutWarnings {
      aView.pin.left().width(250).justify(.center)
    }
    #expect(aView.frame == CGRect(x: 0, y: 100, width: 250, height: 60))
    #expect(
      warnings.messages == [
        "justify(.center) on View#aView: needs both a left and a right edge to place the view "
          + "between; not applied"
      ])
    #expect(warnings.warnings.first?.kind == .notApplied)
  }

  @Test func alignBesideAVerticalCentreIsNotApplied() {
    let warnings = collectingLayoutWarnings {
      aView.pin.vCenter(60).align(.center)
    }
    // Centred on 200 + 60, PinLayout's (x, 230, 100, 60).
    #expect(aView.frame == CGRect(x: 40, y: 230, width: 100, height: 60))
    #expect(warnings.warnings.map(\.kind) == [.notApplied])
  }

  @Test func pinEdgesMakesAWidthTwoEdgesSoJustifyHasRoom() {
    let warnings = collectingLayoutWarnings {
      aView.pin.left().width(100).pinEdges().justify(.center)
    }
    #expect(aView.frame == CGRect(x: 0, y: 100, width: 100, height: 60))
    #expect(warnings.isEmpty, "\(warnings.messages)")
  }

  // MARK: pinEdges and margins (README "pinEdges() and margins")

  @Test func withoutPinEdgesHorizontalMarginsMoveAView() {
    aView.pin.left().width(100%).marginHorizontal(20)
    #expect(aView.frame == CGRect(x: 20, y: 100, width: 400, height: 60))
  }

  @Test func withPinEdgesHorizontalMarginsShrinkIt() {
    aView.pin.left().width(100%).pinEdges().marginHorizontal(20)
    #expect(aView.frame == CGRect(x: 20, y: 100, width: 360, height: 60))
  }

  @Test func marginsFollowPinLayoutsTable() {
    aView.pin.right().width(100).marginHorizontal(10)  // right and width: right margin only
    #expect(aView.frame == CGRect(x: 290, y: 100, width: 100, height: 60))
    aView.pin.top().left().right().height(100).margin(10)
    #expect(aView.frame == CGRect(x: 10, y: 10, width: 380, height: 100))
    aView.pin.hCenter().width(100).marginLeft(10)  // hCenter: the left margin moves right
    #expect(aView.frame == CGRect(x: 160, y: 10, width: 100, height: 100))
  }

  @Test func marginShortcutsSetTheirEdges() {
    aView.pin.all().margin(10, 12, 0, 12)
    #expect(aView.frame == CGRect(x: 12, y: 10, width: 376, height: 390))
    aView.pin.all().margin(10, 20)
    #expect(aView.frame == CGRect(x: 20, y: 10, width: 360, height: 380))
    aView.pin.all().margin(5, 20, 15)
    #expect(aView.frame == CGRect(x: 20, y: 5, width: 360, height: 380))
    aView.pin.all().margin(DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    #expect(aView.frame == CGRect(x: 2, y: 1, width: 394, height: 396))
  }

  @Test func directionalMarginsFollowTheLayoutDirection() {
    root.semanticContentAttribute = .forceRightToLeft
    aView.pin.all().margin(DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    #expect(aView.frame == CGRect(x: 4, y: 1, width: 394, height: 396))
  }

  // MARK: Percentages

  @Test func percentagesAreOfTheSuperviewsSides() {
    aView.pin.top(25%).hCenter().width(50%).height(10%)
    #expect(aView.frame == CGRect(x: 100, y: 100, width: 200, height: 40))
    aView.pin.left(10%).right(10%).vertically(5%)
    #expect(aView.frame == CGRect(x: 40, y: 20, width: 320, height: 360))
    aView.pin.left().top().size(50%).marginLeft(5%).marginTop(5%)
    #expect(aView.frame == CGRect(x: 20, y: 20, width: 200, height: 200))
  }

  @Test func percentLimitsClampAsPinLayoutsReadmeShows() {
    aView.pin.top(20).hCenter().width(100%).maxWidth(50%)
    #expect(aView.frame == CGRect(x: 100, y: 20, width: 200, height: 60))
    let percent: CGFloat = 25
    aView.pin.left().top().width(percent%).minHeight(100%)
    #expect(aView.frame == CGRect(x: 0, y: 0, width: 100, height: 400))
  }

  // MARK: Relative to several views (RelativePositionMultipleViewsSpec)

  @Test func aboveAndBelowSeveralViewsWithAlignment() {
    bViewChild.pin.above(of: [aView, bView])
    #expect(bViewChild.frame == CGRect(x: 40, y: -40, width: 60, height: 20))
    bViewChild.pin.below(of: [aView, bView])
    #expect(bViewChild.frame == CGRect(x: 40, y: 80, width: 60, height: 20))
    bViewChild.pin.above(of: [aView, bView], aligned: .left)
    #expect(bViewChild.frame == CGRect(x: -120, y: -40, width: 60, height: 20))
    bViewChild.pin.below(of: [aView, bView], aligned: .right)
    #expect(bViewChild.frame == CGRect(x: 50, y: 80, width: 60, height: 20))
    bViewChild.pin.below(of: [aView, bView], aligned: .center)
    #expect(bViewChild.frame == CGRect(x: -37.5, y: 80, width: 60, height: 20))
    bViewChild.pin.below(of: [aView, bView], aligned: .center).marginLeft(10)
    #expect(bViewChild.frame == CGRect(x: -27.5, y: 80, width: 60, height: 20))
  }

  @Test func leftAndRightOfSeveralViewsWithAlignment() {
    bViewChild.pin.left(of: [aView, bView])
    #expect(bViewChild.frame == CGRect(x: -180, y: 10, width: 60, height: 20))
    bViewChild.pin.left(of: [bView, bView])
    #expect(bViewChild.frame == CGRect(x: -60, y: 10, width: 60, height: 20))
    bViewChild.pin.left(of: [aView, bView], aligned: .center).marginBottom(10)
    #expect(bViewChild.frame == CGRect(x: -180, y: 5, width: 60, height: 20))
    bViewChild.pin.right(of: [aView, bView], aligned: .bottom)
    #expect(bViewChild.frame == CGRect(x: 110, y: 60, width: 60, height: 20))
    bViewChild.pin.right(of: aView, aligned: .center)
    #expect(bViewChild.frame == CGRect(x: -20, y: 0, width: 60, height: 20))
  }

  @Test func aViewOutsideTheTreeIsSkippedWithAWarning() {
    let unattached = View()
    let warnings = collectingLayoutWarnings {
      bViewChild.pin.above(of: [aView, unattached], aligned: .center)
    }
    #expect(bViewChild.frame == CGRect(x: -100, y: -40, width: 60, height: 20))
    #expect(warnings.warnings.map(\.kind) == [.unrelatedView])
  }

  @Test func visiblesSkipsHiddenViews() {
    bView.isHidden = true
    let warnings = collectingLayoutWarnings {
      bViewChild.pin.below(of: visibles([bView])).left()
    }
    #expect(bViewChild.frame == CGRect(x: 0, y: 10, width: 60, height: 20))
    #expect(
      warnings.messages == [
        "below(of: []) on View[0]: the list of views is empty; ignored"
      ])
  }

  // MARK: Edges and anchors (README "Edges", "Anchors")

  @Test func edgesOfAnotherView() {
    let box = View()
    root.addSubview(box)
    box.pin.top(to: bView.edge.top).hCenter(to: bView.edge.hCenter).marginTop(10)
      .size(CGSize(width: 20, height: 10))
    #expect(box.frame == CGRect(x: 205, y: 130, width: 20, height: 10))
    box.pin.left(to: aView.edge.right).right(to: bView.edge.left).vCenter(to: aView.edge.vCenter)
    #expect(box.frame == CGRect(x: 140, y: 125, width: 20, height: 10))
    box.pin.start(to: aView.edge.end).end(to: bView.edge.start).bottom(to: aView.edge.bottom)
    #expect(box.frame == CGRect(x: 140, y: 150, width: 20, height: 10))
  }

  @Test func anchorsOfAnotherView() {
    let box = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    root.addSubview(box)
    box.pin.topLeft(to: aView.anchor.topRight)
    #expect(box.frame == CGRect(x: 140, y: 100, width: 20, height: 10))
    box.pin.center(to: aView.anchor.topRight)
    #expect(box.frame == CGRect(x: 130, y: 95, width: 20, height: 10))
    box.pin.topCenter(to: aView.anchor.bottomCenter)
    #expect(box.frame == CGRect(x: 80, y: 160, width: 20, height: 10))
    box.pin.topLeft(to: aView.anchor.topRight).bottomRight(to: bView.anchor.bottomLeft)
    #expect(box.frame == CGRect(x: 140, y: 100, width: 20, height: 100))
    box.pin.centerLeft(to: bView.anchor.centers)
    #expect(box.frame == CGRect(x: 215, y: 110, width: 20, height: 100))
    // A centre anchor on a corner anchor.
    box.pin.topCenter(to: aView.anchor.topLeft)
    #expect(box.frame == CGRect(x: 30, y: 100, width: 20, height: 100))
    box.pin.bottomCenter(to: aView.anchor.topStart)
    #expect(box.frame == CGRect(x: 30, y: 0, width: 20, height: 100))
  }

  /// The other nine points a box can be put on another view's point with, left to right and
  /// right to left (where start is the right edge and end the left, for the box and for the
  /// other view alike). A 20 × 10 box; the expected frames follow from the scene's rectangles.
  @Test(arguments: [false, true])
  func everyAnchorPinPutsThatPointOfTheBoxOnTheOtherPoint(rightToLeft: Bool) {
    if rightToLeft { root.semanticContentAttribute = .forceRightToLeft }
    let box = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    root.addSubview(box)
    func frame(_ pin: (Pin) -> Void) -> CGRect {
      box.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
      pin(box.pin)
      return box.frame
    }
    func rect(_ x: CGFloat, _ y: CGFloat) -> CGRect { CGRect(x: x, y: y, width: 20, height: 10) }
    let warnings = collectingLayoutWarnings {
      // Top-right on aView's bottom-left (40, 160).
      #expect(frame { $0.topRight(to: aView.anchor.bottomLeft) } == rect(20, 160))
      // Middle of the right edge on bView's top-left (160, 120).
      #expect(frame { $0.centerRight(to: bView.anchor.topLeft) } == rect(140, 115))
      // Bottom-left on bView's top-right (270, 120).
      #expect(frame { $0.bottomLeft(to: bView.anchor.topRight) } == rect(270, 110))
      // Top-start on bView's top-end: left on (270, 120), or right on (160, 120).
      #expect(
        frame { $0.topStart(to: bView.anchor.topEnd) }
          == (rightToLeft ? rect(140, 120) : rect(270, 120)))
      // Top-end on aView's centre (90, 130).
      #expect(
        frame { $0.topEnd(to: aView.anchor.centers) }
          == (rightToLeft ? rect(90, 130) : rect(70, 130)))
      // Middle of the start edge on the middle of aView's end edge: (140, 130), or (40, 130).
      #expect(
        frame { $0.centerStart(to: aView.anchor.centerEnd) }
          == (rightToLeft ? rect(20, 125) : rect(140, 125)))
      // Middle of the end edge on bView's bottom-start: (160, 200), or (270, 200).
      #expect(
        frame { $0.centerEnd(to: bView.anchor.bottomStart) }
          == (rightToLeft ? rect(270, 195) : rect(140, 195)))
      // Bottom-start on aView's bottom-end: (140, 160), or (40, 160).
      #expect(
        frame { $0.bottomStart(to: aView.anchor.bottomEnd) }
          == (rightToLeft ? rect(20, 150) : rect(140, 150)))
      // Bottom-end on the middle of bView's start edge: (160, 160), or (270, 160).
      #expect(
        frame { $0.bottomEnd(to: bView.anchor.centerStart) }
          == (rightToLeft ? rect(270, 150) : rect(140, 150)))
    }
    #expect(warnings.isEmpty, "\(warnings.messages)")
  }

  @Test func cornerShortcutsPinTwoEdges() {
    aView.pin.topCenter(10)
    #expect(aView.frame == CGRect(x: 150, y: 10, width: 100, height: 60))
    aView.pin.centerRight(10)
    #expect(aView.frame == CGRect(x: 290, y: 170, width: 100, height: 60))
    aView.pin.bottomCenter()
    #expect(aView.frame == CGRect(x: 150, y: 340, width: 100, height: 60))
    aView.pin.centerStart(5)
    #expect(aView.frame == CGRect(x: 5, y: 170, width: 100, height: 60))
    aView.pin.topEnd().size(50)
    #expect(aView.frame == CGRect(x: 350, y: 0, width: 50, height: 50))
    aView.pin.center(10)
    #expect(aView.frame == CGRect(x: 185, y: 185, width: 50, height: 50))
  }

  // MARK: Sizes of other views

  @Test func sizesAndRatiosOfAnotherView() {
    let box = View()
    root.addSubview(box)
    box.pin.topLeft().width(of: aView).height(of: bView)
    #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 80))
    box.pin.topLeft().size(of: bView)
    #expect(box.frame == CGRect(x: 0, y: 0, width: 110, height: 80))
    box.pin.topLeft().width(50).aspectRatio(of: aView)  // 100 / 60
    #expect(box.frame == CGRect(x: 0, y: 0, width: 50, height: 30))
  }

  @Test func aspectRatioWithoutArgumentsTakesTheImages() {
    let bitmap = Bitmap(width: 40, height: 20)
    let imageView = ImageView(image: Image(bitmap: bitmap))
    root.addSubview(imageView)
    imageView.pin.top().hCenter().width(50%).aspectRatio()
    #expect(imageView.frame == CGRect(x: 100, y: 0, width: 200, height: 100))
    let plain = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    plain.identifier = "plain"
    root.addSubview(plain)
    let warnings = collectingLayoutWarnings { plain.pin.width(30).aspectRatio() }
    #expect(plain.frame.size == CGSize(width: 30, height: 10))
    #expect(
      warnings.messages == [
        "aspectRatio() on View#plain: the view is a View, not an ImageView; not applied"
      ])
  }

  // MARK: wrapContent (WrapContentSpec)

  @Test func wrapContentFitsTheSubviewsAndMovesThem() {
    let container = View(frame: CGRect(x: 20, y: 10, width: 200, height: 100))
    root.addSubview(container)
    let frames = [
      CGRect(x: 160, y: 120, width: 100, height: 40), CGRect(x: 260, y: 120, width: 60, height: 60),
      CGRect(x: 360, y: 120, width: 60, height: 60),
    ]
    let children = frames.map(View.init(frame:))
    children.forEach(container.addSubview)
    container.pin.wrapContent()
    #expect(container.frame == CGRect(x: 20, y: 10, width: 260, height: 60))
    #expect(
      children.map(\.frame.origin) == [
        CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 200, y: 0),
      ])
    container.pin.wrapContent(padding: 10).center()
    #expect(container.frame == CGRect(x: 60, y: 160, width: 280, height: 80))
    #expect(children[0].frame.origin == CGPoint(x: 10, y: 10))
  }

  @Test func wrapContentOnOneAxisKeepsTheOther() {
    let container = View(frame: CGRect(x: 20, y: 10, width: 200, height: 100))
    root.addSubview(container)
    let child = View(frame: CGRect(x: 160, y: 120, width: 100, height: 40))
    container.addSubview(child)
    container.pin.wrapContent(.horizontally, padding: 10)
    #expect(container.frame == CGRect(x: 20, y: 10, width: 120, height: 100))
    #expect(child.frame == CGRect(x: 10, y: 120, width: 100, height: 40))
    container.pin.wrapContent(
      .vertically, padding: EdgeInsets(top: 1, left: 0, bottom: 3, right: 0))
    #expect(container.frame == CGRect(x: 20, y: 10, width: 120, height: 44))
    #expect(child.frame == CGRect(x: 10, y: 1, width: 100, height: 40))
  }

  // MARK: Flexible fits and insets values

  @Test func aFlexibleWidthFitTakesTheContentsWidth() {
    let block = WordBlock()
    root.addSubview(block)
    block.pin.topLeft().width(180).sizeToFit(.widthFlexible)
    // Three 50-pt words a line at 180 pt: 150 × 80.
    #expect(block.frame == CGRect(x: 0, y: 0, width: 150, height: 80))
    block.pin.topLeft().width(180).sizeToFit(.width)
    #expect(block.frame == CGRect(x: 0, y: 0, width: 180, height: 80))
    block.pin.topLeft().height(60).sizeToFit(.heightFlexible)
    #expect(block.frame == CGRect(x: 0, y: 0, width: 200, height: 60))
  }

  @Test func edgeInsetsValuesPlaceEdges() {
    let insets = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    aView.pin.top(insets).bottom(insets).left(insets).right(insets)
    #expect(aView.frame == CGRect(x: 20, y: 10, width: 340, height: 360))
    aView.pin.horizontally(insets).vertically(insets)
    #expect(aView.frame == CGRect(x: 20, y: 10, width: 340, height: 360))
    #expect(root.pin.layoutMargins == EdgeInsets(all: 8))
    #expect(root.pin.safeArea == .zero)
    #expect(root.pin.readableMargins == EdgeInsets(all: 8))
  }

  @Test func readableMarginsNarrowAWideViewTo672Points() {
    let wide = View(frame: CGRect(x: 0, y: 0, width: 1024, height: 100))
    window.addSubview(wide)
    // 1024 − 16 = 1008 pt between the margins; 672 readable leaves 168 more on each side.
    #expect(wide.pin.readableMargins == EdgeInsets(top: 8, left: 176, bottom: 8, right: 176))
  }

  // MARK: Transforms (README "UIView's transforms")

  @Test func pinLaysOutTheUntransformedViewAndPinFrameItsFrame() {
    aView.transform = CGAffineTransform(rotationAngle: .pi / 2)
    aView.pin.center().width(100).height(50)
    #expect(aView.bounds.size == CGSize(width: 100, height: 50))
    #expect(aView.frame.isClose(to: CGRect(x: 175, y: 150, width: 50, height: 100)))
    aView.pinFrame.center().width(100).height(50)
    #expect(aView.bounds.size.width.rounded() == 50 && aView.bounds.size.height.rounded() == 100)
    #expect(aView.frame.isClose(to: CGRect(x: 150, y: 175, width: 100, height: 50)))
  }

  @Test func pinReadsReferenceViewsUntransformedAndPinFrameTransformed() {
    aView.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
    aView.pin.width(100).height(50)
    // Untransformed (40, 100, 100, 50); on screen 1.5× about its centre: (15, 87.5, 150, 75).
    #expect(aView.frame == CGRect(x: 15, y: 87.5, width: 150, height: 75))
    let box = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    root.addSubview(box)
    box.pin.below(of: aView, aligned: .left)
    #expect(box.frame == CGRect(x: 40, y: 150, width: 20, height: 10))
    box.pinFrame.below(of: aView, aligned: .left)
    #expect(box.frame == CGRect(x: 15, y: 162.5, width: 20, height: 10))
  }

  // MARK: Right to left (start and end)

  @Test func startAndEndFollowARightToLeftLayout() {
    root.semanticContentAttribute = .forceRightToLeft
    aView.pin.start(10).top()
    #expect(aView.frame == CGRect(x: 290, y: 0, width: 100, height: 60))
    aView.pin.end(10%).top()
    #expect(aView.frame == CGRect(x: 40, y: 0, width: 100, height: 60))
    aView.pin.right().marginStart(10)
    #expect(aView.frame.minX == 290)
    aView.pin.left().right().width(100).justify(.start)
    #expect(aView.frame.minX == 300)
    aView.pin.topStart()
    #expect(aView.frame == CGRect(x: 300, y: 0, width: 100, height: 60))
    bViewChild.pin.after(of: aView, aligned: .top)
    // After, right to left: left of aView, now (140, −120, 100, 60) in bView's coordinates.
    #expect(bViewChild.frame == CGRect(x: 80, y: -120, width: 60, height: 20))
  }

  // MARK: Edge cases

  @Test func wrapContentWithoutSubviewsWarnsAndKeepsTheFrame() {
    let warnings = collectingLayoutWarnings { aView.pin.wrapContent(padding: 4) }
    #expect(aView.frame == CGRect(x: 40, y: 100, width: 100, height: 60))
    #expect(
      warnings.messages == [
        "wrapContent(padding: 4) on View#aView: the view has no subviews; ignored"
      ])
  }

  @Test func pinEdgesAroundACentreShrinksWithMargins() {
    aView.pin.hCenter().width(200).pinEdges().marginHorizontal(10).top().height(10)
    #expect(aView.frame == CGRect(x: 110, y: 0, width: 180, height: 10))
  }

  @Test func percentagesDescribeThemselvesInWarnings() {
    #expect((50%).description == "50%")
    #expect((12.5%).description == "12.5%")
    let warnings = collectingLayoutWarnings { aView.pin.width(50%).width(25%) }
    #expect(
      warnings.messages == [
        "width(25%) conflicts with width(50%) on View#aView; width(25%) ignored"
      ])
  }
}
