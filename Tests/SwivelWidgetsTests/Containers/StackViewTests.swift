import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// A view with a fixed intrinsic size, as a label or an image view has.
private final class Box: View {
  let natural: CGSize
  init(_ width: CGFloat, _ height: CGFloat) {
    natural = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override var intrinsicContentSize: CGSize { natural }
}

@Suite struct StackViewTests {
  private func stack(
    _ views: [View], _ width: CGFloat, _ height: CGFloat, axis: LayoutAxis = .horizontal,
    distribution: StackView.Distribution = .fill, alignment: StackView.Alignment = .fill,
    spacing: CGFloat = 0
  ) -> StackView {
    let stack = StackView(arrangedSubviews: views)
    stack.axis = axis
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = spacing
    stack.frame = CGRect(x: 0, y: 0, width: width, height: height)
    stack.layoutIfNeeded()
    return stack
  }

  @Test func defaultsFollowUIKit() {
    let stack = StackView()
    #expect(stack.axis == .horizontal)
    #expect(stack.distribution == .fill)
    #expect(stack.alignment == .fill)
    #expect(stack.spacing == 0)
    #expect(stack.arrangedSubviews.isEmpty)
    #expect(View().intrinsicContentSize == CGSize(width: -1, height: -1))
    #expect(View.noIntrinsicMetric == -1)
  }

  @Test func fillGivesTheExtraToTheFirstOfEqualHuggers() {
    let a = Box(50, 20), b = Box(60, 30)
    _ = stack([a, b], 300, 50, spacing: 10)
    // 300 − 110 − 10 = 180 extra.
    #expect(a.frame == CGRect(x: 0, y: 0, width: 230, height: 50))
    #expect(b.frame == CGRect(x: 240, y: 0, width: 60, height: 50))
  }

  @Test func fillStretchesTheLowestHuggingPriority() {
    let a = Box(50, 20), b = Box(60, 30)
    a.setContentHuggingPriority(251, for: .horizontal)
    _ = stack([a, b], 300, 50, spacing: 10)
    #expect(a.frame.width == 50)
    #expect(b.frame == CGRect(x: 60, y: 0, width: 240, height: 50))
  }

  @Test func fillStretchesAViewWithoutIntrinsicSizeFirst() {
    let a = Box(50, 20), spacer = View(), c = Box(60, 20)
    _ = stack([a, spacer, c], 300, 40)
    #expect(a.frame.width == 50)
    #expect(spacer.frame == CGRect(x: 50, y: 0, width: 190, height: 40))
    #expect(c.frame.minX == 240)
  }

  @Test func fillShrinksTheLowestCompressionResistanceFirst() {
    let a = Box(80, 20), b = Box(60, 20)
    _ = stack([a, b], 100, 20)
    #expect(a.frame.width == 40)
    #expect(b.frame.width == 60)
    a.setContentCompressionResistancePriority(751, for: .horizontal)
    let again = stack([a, b], 100, 20)
    #expect(again.arrangedSubviews.count == 2)
    #expect(a.frame.width == 80)
    #expect(b.frame == CGRect(x: 80, y: 0, width: 20, height: 20))
  }

  @Test func fillEquallyIgnoresIntrinsicSizes() {
    let views = [Box(10, 10), Box(200, 10), View()]
    _ = stack(views, 320, 44, distribution: .fillEqually, spacing: 10)
    #expect(
      views.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 100, height: 44), CGRect(x: 110, y: 0, width: 100, height: 44),
        CGRect(x: 220, y: 0, width: 100, height: 44),
      ])
  }

  @Test func fillProportionallyScalesTheNaturalLengths() {
    let a = Box(50, 10), b = Box(150, 10)
    _ = stack([a, b], 410, 10, distribution: .fillProportionally, spacing: 10)
    #expect(a.frame.width == 100)
    #expect(b.frame == CGRect(x: 110, y: 0, width: 300, height: 10))
  }

  @Test func equalSpacingWidensEveryGapAlike() {
    let views = [Box(50, 10), Box(60, 10), Box(70, 10)]
    _ = stack(views, 300, 10, distribution: .equalSpacing, spacing: 5)
    // 300 − 180 − 10 = 110 spare: each gap 5 + 55.
    #expect(views.map(\.frame.minX) == [0, 110, 230])
    #expect(views.map(\.frame.width) == [50, 60, 70])
  }

  @Test func equalCenteringSpacesTheCentres() {
    let views = [Box(40, 10), Box(60, 10), Box(80, 10)]
    _ = stack(views, 300, 10, distribution: .equalCentering)
    // Centres from 20 to 260, 120 apart.
    #expect(views.map(\.frame.midX) == [20, 140, 260])
  }

  @Test func equalCenteringKeepsTheLeastSpacing() {
    let views = [Box(10, 10), Box(200, 10), Box(10, 10)]
    _ = stack(views, 260, 10, distribution: .equalCentering, spacing: 20)
    // Centres 125 apart would leave 20 − … < 20 between neighbours: spacing wins.
    #expect(views.map(\.frame.minX) == [0, 30, 250])
  }

  @Test(arguments: [
    (StackView.Alignment.fill, CGRect(x: 0, y: 0, width: 300, height: 50)),
    (.leading, CGRect(x: 0, y: 0, width: 300, height: 20)),
    (.top, CGRect(x: 0, y: 0, width: 300, height: 20)),
    (.center, CGRect(x: 0, y: 15, width: 300, height: 20)),
    (.trailing, CGRect(x: 0, y: 30, width: 300, height: 20)),
    (.bottom, CGRect(x: 0, y: 30, width: 300, height: 20)),
  ])
  func alignmentPlacesViewsAcrossTheAxis(alignment: StackView.Alignment, expected: CGRect) {
    let box = Box(40, 20)
    _ = stack([box], 300, 50, alignment: alignment)
    #expect(box.frame == expected)
  }

  @Test func verticalStacksRunTopToBottomAndAlignAcross() {
    let a = Box(40, 20), b = Box(80, 30)
    _ = stack([a, b], 100, 200, axis: .vertical, alignment: .trailing, spacing: 8)
    #expect(a.frame == CGRect(x: 60, y: 0, width: 40, height: 170 - 8))
    #expect(b.frame == CGRect(x: 20, y: 170, width: 80, height: 30))
  }

  @Test func hiddenArrangedViewsCollapse() {
    let a = Box(50, 10), hidden = Box(70, 10), c = Box(60, 10)
    hidden.isHidden = true
    hidden.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    _ = stack([a, hidden, c], 300, 10, spacing: 10)
    #expect(a.frame.width == 230)
    #expect(c.frame.minX == 240)
    #expect(hidden.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test func customSpacingAfterAView() {
    let a = Box(50, 10), b = Box(60, 10), c = Box(70, 10)
    let stack = StackView(arrangedSubviews: [a, b, c])
    stack.spacing = 10
    stack.setCustomSpacing(25, after: a)
    #expect(stack.customSpacing(after: a) == 25)
    #expect(stack.customSpacing(after: b) == StackView.spacingUseDefault)
    #expect(stack.intrinsicContentSize == CGSize(width: 50 + 25 + 60 + 10 + 70, height: 10))
    stack.frame = CGRect(x: 0, y: 0, width: 215, height: 10)
    stack.layoutIfNeeded()
    #expect([a, b, c].map(\.frame.minX) == [0, 75, 145])
    stack.setCustomSpacing(StackView.spacingUseDefault, after: a)
    #expect(stack.customSpacing(after: a) == StackView.spacingUseDefault)
  }

  @Test func intrinsicSizeAddsLengthsAndTakesTheLargestCrossSize() {
    let stack = StackView(arrangedSubviews: [Box(50, 20), Box(60, 30)])
    stack.spacing = 10
    #expect(stack.intrinsicContentSize == CGSize(width: 120, height: 30))
    stack.distribution = .fillEqually
    #expect(stack.intrinsicContentSize == CGSize(width: 130, height: 30))
    stack.axis = .vertical
    #expect(stack.intrinsicContentSize == CGSize(width: 60, height: 70))
    #expect(StackView().intrinsicContentSize == CGSize(width: 0, height: -1))
  }

  @Test func arrangedViewsAreSubviewsAndRemovalKeepsTheSubview() {
    let a = Box(10, 10), b = Box(20, 10)
    let stack = StackView(arrangedSubviews: [a, b])
    #expect(
      stack.subviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(a), ObjectIdentifier(b)])
    stack.removeArrangedSubview(a)
    #expect(stack.arrangedSubviews.count == 1)
    #expect(a.superview === stack)
    stack.insertArrangedSubview(a, at: 1)
    #expect(
      stack.arrangedSubviews.map { ObjectIdentifier($0) } == [
        ObjectIdentifier(b), ObjectIdentifier(a),
      ])
    stack.insertArrangedSubview(a, at: 0)
    #expect(
      stack.arrangedSubviews.map { ObjectIdentifier($0) } == [
        ObjectIdentifier(a), ObjectIdentifier(b),
      ])
  }

  @Test func aViewRemovedFromTheStackNoLongerTakesSpace() {
    let a = Box(50, 10), b = Box(60, 10)
    let stack = stack([a, b], 200, 10)
    b.removeFromSuperview()
    stack.setNeedsLayout()
    stack.layoutIfNeeded()
    #expect(a.frame.width == 200)
  }

  @Test func rightToLeftRunsFromTheRight() {
    let a = Box(50, 10), b = Box(60, 10)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.semanticContentAttribute = .forceRightToLeft
    stack.distribution = .equalSpacing
    stack.frame = CGRect(x: 0, y: 0, width: 200, height: 10)
    stack.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 150, y: 0, width: 50, height: 10))
    #expect(b.frame == CGRect(x: 0, y: 0, width: 60, height: 10))
  }

  @Test func aLabelsNewTextLaysTheStackOutAgain() {
    let label = Label()
    label.text = "Short"
    let stack = stack([label, View()], 300, 30)
    let before = label.frame.width
    #expect(!stack.needsLayout)
    label.text = "A much longer title"
    #expect(stack.needsLayout)
    stack.layoutIfNeeded()
    #expect(label.frame.width > before)
    #expect(label.frame.width == label.intrinsicContentSize.width)
  }

  @Test func firstBaselineAlignsTheDrawnBaselines() throws {
    let small = Label(), large = Label(), box = Box(20, 10)
    small.text = "small"
    large.text = "Large"
    large.font = Font.systemFont(ofSize: 34)
    let stack = stack([small, large, box], 300, 100, alignment: .firstBaseline)
    let smallBaseline = try #require(small.glyphRun?.positions.first?.y) + small.frame.minY
    let largeBaseline = try #require(large.glyphRun?.positions.first?.y) + large.frame.minY
    #expect(abs(smallBaseline - largeBaseline) < 1e-9)
    // A view without text sits on the baseline with its bottom.
    #expect(abs(box.frame.maxY - largeBaseline) < 1e-9)
    // The tallest text starts at the top.
    #expect(large.frame.minY == 0)
    #expect(stack.intrinsicContentSize.height >= large.intrinsicContentSize.height)
  }

  @Test func baselineAlignmentsFillInAVerticalStack() {
    let box = Box(40, 20)
    _ = stack([box], 100, 50, axis: .vertical, alignment: .lastBaseline)
    #expect(box.frame.width == 100)
  }
}

/// `UIStackView.isLayoutMarginsRelativeArrangement`: off by default; on, arranged views are
/// laid out inside the layout margins.
@Suite struct StackViewMarginsTests {
  @Test func theArrangementFillsTheBoundsByDefault() {
    let stack = StackView(arrangedSubviews: [View(), View()])
    stack.axis = .vertical
    stack.distribution = .fillEqually
    stack.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
    stack.layoutIfNeeded()
    #expect(!stack.isLayoutMarginsRelativeArrangement)
    #expect(stack.arrangedSubviews[0].frame == CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test func relativeToTheMarginsTheViewsSitInsideThem() {
    let first = View(), second = View()
    let stack = StackView(arrangedSubviews: [first, second])
    stack.axis = .vertical
    stack.distribution = .fillEqually
    stack.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
    stack.isLayoutMarginsRelativeArrangement = true
    stack.layoutIfNeeded()
    // The default 8-pt margins: 84 × 184 shared by two.
    #expect(first.frame == CGRect(x: 8, y: 8, width: 84, height: 92))
    #expect(second.frame == CGRect(x: 8, y: 100, width: 84, height: 92))
    stack.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 10, leading: 20, bottom: 30, trailing: 40)
    stack.layoutIfNeeded()
    #expect(first.frame == CGRect(x: 20, y: 10, width: 40, height: 80))
  }

  @Test func theNaturalSizeIncludesTheMargins() {
    final class Fixed: View {
      override var intrinsicContentSize: CGSize { CGSize(width: 30, height: 20) }
    }
    let stack = StackView(arrangedSubviews: [Fixed(), Fixed()])
    stack.spacing = 5
    #expect(stack.intrinsicContentSize == CGSize(width: 65, height: 20))
    stack.isLayoutMarginsRelativeArrangement = true
    stack.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(stack.intrinsicContentSize == CGSize(width: 71, height: 24))
  }
}
