import SwivelDevices
import SwivelInspection
import SwivelTestSupport
import SwivelViews
import SwivelWidgets
import Testing

/// `arrangedSubviews` and `subviews` under random edits, against plain array models of
/// UIKit's rules: an arranged view added or inserted again moves, one that leaves the stack
/// stops being arranged, one removed from the arrangement stays a subview, and
/// `arrangedSubviews` is always a subset of `subviews`.
@Suite struct StackViewArrangementPropertyTests {
  @Test func randomEditsFollowTheArrayModels() {
    var g = SeededGenerator(seed: 21)
    let stack = StackView(), elsewhere = View()
    let pool = (0..<12).map { index -> View in
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.tag = index
      return view
    }
    var arranged: [Int] = []  // tags in arrangedSubviews order
    var subviews: [Int] = []  // tags in subviews order
    for step in 0..<20_000 {
      let view = pool[g.index(pool.count)]
      let tag = view.tag
      switch g.index(6) {
      case 0:
        stack.addArrangedSubview(view)
        arranged.removeAll { $0 == tag }
        arranged.append(tag)
        if !subviews.contains(tag) { subviews.append(tag) }
      case 1:
        let index = g.index(arranged.count + 1)
        stack.insertArrangedSubview(view, at: index)
        arranged.removeAll { $0 == tag }
        arranged.insert(tag, at: min(index, arranged.count))
        if !subviews.contains(tag) { subviews.append(tag) }
      case 2:
        stack.removeArrangedSubview(view)
        arranged.removeAll { $0 == tag }
      case 3:
        view.removeFromSuperview()
        arranged.removeAll { $0 == tag }
        subviews.removeAll { $0 == tag }
      case 4:
        elsewhere.addSubview(view)
        arranged.removeAll { $0 == tag }
        subviews.removeAll { $0 == tag }
      default:
        // A plain subview (or one brought to the front) is not arranged by that.
        stack.addSubview(view)
        subviews.removeAll { $0 == tag }
        subviews.append(tag)
      }
      let actualArranged = stack.arrangedSubviews.map(\.tag),
        actualSubviews = stack.subviews.map(\.tag)
      #expect(actualArranged == arranged, "step \(step)")
      #expect(actualSubviews == subviews, "step \(step)")
      #expect(stack.arrangedSubviews.allSatisfy { $0.superview === stack }, "step \(step)")
      if actualArranged != arranged || actualSubviews != subviews { return }
    }
  }

  @Test func layoutPlacesExactlyTheArrangedViewsInOrder() {
    var g = SeededGenerator(seed: 22)
    for round in 0..<200 {
      let views = (0..<8).map { index -> View in
        let view = View()
        view.tag = index
        return view
      }
      let stack = StackView()
      stack.distribution = .fillEqually
      stack.frame = CGRect(x: 0, y: 0, width: 240, height: 10)
      var model: [Int] = []
      for _ in 0..<12 {
        let view = views[g.index(views.count)]
        if g.index(3) == 0 {
          view.removeFromSuperview()
          model.removeAll { $0 == view.tag }
        } else {
          let index = g.index(model.count + 1)
          stack.insertArrangedSubview(view, at: index)
          model.removeAll { $0 == view.tag }
          model.insert(view.tag, at: min(index, model.count))
        }
      }
      stack.setNeedsLayout()
      stack.layoutIfNeeded()
      guard !model.isEmpty else { continue }
      // fillEqually: view i of n starts at i × 240 / n (to rounding), and is 240 / n wide.
      let width = 240 / CGFloat(model.count)
      for (position, tag) in model.enumerated() {
        #expect(
          abs(views[tag].frame.minX - CGFloat(position) * width) < 1e-9,
          "round \(round), tag \(tag)")
        #expect(abs(views[tag].frame.width - width) < 1e-9, "round \(round), tag \(tag)")
      }
      #expect(stack.subviews.map(\.tag).sorted() == model.sorted(), "round \(round)")
    }
  }
}
