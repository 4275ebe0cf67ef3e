import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// VoiceOver's order: rows top to bottom (a row is every element whose top is above the
/// top-most element's midpoint), leading to trailing within a row, right to left in a
/// right-to-left layout; hidden subtrees skipped; a modal view limits the walk; a container's
/// `accessibilityElements` override the sorting.
@Suite struct AccessibilityOrderTests {
  private func label(_ text: String, _ frame: CGRect, in parent: View) -> Label {
    let label = Label(frame: frame)
    label.text = text
    parent.addSubview(label)
    return label
  }

  private func labels(of root: View) -> [String] {
    root.accessibilityElementsInOrder().map { $0.label ?? "-" }
  }

  @Test func elementsAreReadInRowsTopToBottomThenLeftToRight() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    // Added in scrambled order; tree order must not matter.
    _ = label("C", CGRect(x: 10, y: 100, width: 50, height: 20), in: root)
    // top 12 < A's midpoint 20: A's row
    _ = label("B", CGRect(x: 200, y: 12, width: 50, height: 20), in: root)
    _ = label("A", CGRect(x: 10, y: 10, width: 50, height: 20), in: root)
    _ = label("D", CGRect(x: 150, y: 95, width: 50, height: 40), in: root)
    #expect(labels(of: root) == ["A", "B", "C", "D"])
  }

  @Test func anElementBelowTheMidpointStartsANewRow() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    // top 21 ≥ midpoint 20
    _ = label("Left, lower", CGRect(x: 10, y: 21, width: 50, height: 20), in: root)
    _ = label("Right, higher", CGRect(x: 200, y: 0, width: 50, height: 40), in: root)
    #expect(labels(of: root) == ["Right, higher", "Left, lower"])
  }

  @Test func rightToLeftReadsEachRowFromTheRight() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    root.semanticContentAttribute = .forceRightToLeft
    _ = label("Left", CGRect(x: 10, y: 10, width: 50, height: 20), in: root)
    _ = label("Right", CGRect(x: 200, y: 10, width: 50, height: 20), in: root)
    _ = label("Below", CGRect(x: 10, y: 60, width: 50, height: 20), in: root)
    #expect(labels(of: root) == ["Right", "Left", "Below"])
  }

  @Test func hiddenTransparentAndHiddenElementsSubtreesAreSkipped() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    label("Hidden", CGRect(x: 0, y: 0, width: 50, height: 20), in: root).isHidden = true
    label("Clear", CGRect(x: 0, y: 30, width: 50, height: 20), in: root).alpha = 0
    let box = View(frame: CGRect(x: 0, y: 60, width: 300, height: 100))
    root.addSubview(box)
    _ = label("Inside", CGRect(x: 0, y: 0, width: 50, height: 20), in: box)
    box.accessibilityElementsHidden = true
    _ = label("Shown", CGRect(x: 0, y: 200, width: 50, height: 20), in: root)
    #expect(labels(of: root) == ["Shown"])
  }

  @Test func anElementHidesItsSubviews() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let button = Button(type: .system)
    button.setTitle("OK", for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
    root.addSubview(button)
    let elements = root.accessibilityElementsInOrder()
    #expect(elements.count == 1)  // the title label inside is not read again
    #expect(elements.first?.label == "OK")
    #expect(elements.first?.frame == CGRect(x: 0, y: 0, width: 100, height: 44))
  }

  @Test func aModalViewLimitsTheWalkToItsSubtree() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    _ = label("Behind", CGRect(x: 0, y: 0, width: 50, height: 20), in: root)
    let alert = View(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
    root.addSubview(alert)
    _ = label("Alert", CGRect(x: 0, y: 0, width: 50, height: 20), in: alert)
    alert.accessibilityViewIsModal = true
    #expect(labels(of: root) == ["Alert"])
    alert.isHidden = true
    #expect(labels(of: root) == ["Behind"])
  }

  @Test func customElementsAreReadInTheGivenOrder() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let first = label("First", CGRect(x: 0, y: 0, width: 50, height: 20), in: root)
    let second = label("Second", CGRect(x: 0, y: 100, width: 50, height: 20), in: root)
    root.accessibilityElements = [second, first]
    #expect(labels(of: root) == ["Second", "First"])
  }

  @Test func aChain100000ViewsDeepGivesItsElement() {
    // Built from the bottom up, so that each view is added to a superview without ancestors.
    var top = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    _ = label("Deep", CGRect(x: 10, y: 5, width: 20, height: 10), in: top)
    for _ in 0..<100_000 {
      let parent = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      parent.addSubview(top)
      top = parent
    }
    let elements = top.accessibilityElementsInOrder()
    #expect(elements.map(\.label) == ["Deep"])
    #expect(elements.first?.frame == CGRect(x: 10, y: 5, width: 20, height: 10))
  }

  @Test func aContainerListingItselfAmongItsElementsIsNotReadInsideItself() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    root.addSubview(container)
    let inside = label("Inside", CGRect(x: 0, y: 0, width: 50, height: 20), in: container)
    container.accessibilityElements = [container, inside]
    _ = label("Below", CGRect(x: 0, y: 200, width: 50, height: 20), in: root)
    #expect(labels(of: root) == ["Inside", "Below"])
  }

  @Test func aGroupIsReadTogether() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let card = View(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    card.shouldGroupAccessibilityChildren = true
    root.addSubview(card)
    _ = label("Card title", CGRect(x: 0, y: 0, width: 100, height: 20), in: card)
    _ = label("Card body", CGRect(x: 0, y: 100, width: 100, height: 20), in: card)
    _ = label("Side", CGRect(x: 150, y: 50, width: 100, height: 20), in: root)
    // Without the group "Side" (top 50) comes between the title (0) and the body (100).
    #expect(labels(of: root) == ["Card title", "Card body", "Side"])
    card.shouldGroupAccessibilityChildren = false
    #expect(labels(of: root) == ["Card title", "Side", "Card body"])
  }

  @Test func segmentsAndStepperHalvesAreElementsOfTheirOwn() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let segments = SegmentedControl(items: ["Day", "Week"])
    segments.selectedSegmentIndex = 1
    segments.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
    root.addSubview(segments)
    let stepper = Stepper(frame: CGRect(x: 0, y: 100, width: 0, height: 0))
    stepper.value = 3
    root.addSubview(stepper)
    let elements = root.accessibilityElementsInOrder()
    #expect(elements.map(\.label) == ["Day", "Week", "Decrement", "Increment"])
    #expect(elements[1].traits == [.button, .selected])
    #expect(elements[2].value == "3")
    // 94 × 32 pt, halves
    #expect(elements[3].frame == CGRect(x: 47, y: 100, width: 47, height: 32))
  }
}
