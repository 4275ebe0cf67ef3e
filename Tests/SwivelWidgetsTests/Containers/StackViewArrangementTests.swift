import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// Adding, inserting and removing arranged views, by UIKit's rules for `UIStackView`.
@Suite struct StackViewArrangementTests {
  private func tags(_ views: [View]) -> [Int] { views.map(\.tag) }

  private func tagged(_ count: Int) -> [View] {
    (0..<count).map { index in
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.tag = index
      return view
    }
  }

  @Test func addingAnArrangedViewAgainMovesItToTheEnd() {
    let views = tagged(3)
    let stack = StackView(arrangedSubviews: views)
    stack.addArrangedSubview(views[0])
    #expect(tags(stack.arrangedSubviews) == [1, 2, 0])
    stack.addArrangedSubview(views[0])
    #expect(tags(stack.arrangedSubviews) == [1, 2, 0])
    #expect(stack.subviews.count == 3)
  }

  @Test func insertingAnArrangedViewMovesItToTheIndex() {
    let views = tagged(3)
    let stack = StackView(arrangedSubviews: views)
    stack.insertArrangedSubview(views[0], at: 2)
    #expect(tags(stack.arrangedSubviews) == [1, 2, 0])
    stack.insertArrangedSubview(views[0], at: 3)  // the count: last
    #expect(tags(stack.arrangedSubviews) == [1, 2, 0])
    stack.insertArrangedSubview(views[0], at: 0)
    #expect(tags(stack.arrangedSubviews) == [0, 1, 2])
  }

  @Test func anArrangedViewThatLeavesTheStackIsNoLongerArranged() {
    let views = tagged(3)
    let stack = StackView(arrangedSubviews: views)
    views[1].removeFromSuperview()
    #expect(tags(stack.arrangedSubviews) == [0, 2])
    let elsewhere = View()
    elsewhere.addSubview(views[2])
    #expect(tags(stack.arrangedSubviews) == [0])
    // Moving a subview among its siblings keeps it arranged.
    stack.addSubview(views[0])
    stack.sendSubviewToBack(views[0])
    #expect(tags(stack.arrangedSubviews) == [0])
    // Adding it back as a plain subview does not arrange it again.
    stack.addSubview(views[1])
    #expect(tags(stack.arrangedSubviews) == [0])
  }
}
