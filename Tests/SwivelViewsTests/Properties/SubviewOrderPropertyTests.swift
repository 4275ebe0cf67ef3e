import SwivelDevices
import SwivelInspection
import SwivelTestSupport
import SwivelViews
import SwivelWidgets
import Testing

/// `subviews` order under random hierarchy edits, against a plain array model of UIKit's
/// rules (removal searches from an index hint, and must still find the right view whatever
/// moved since).
@Suite struct SubviewOrderPropertyTests {
  @Test func randomEditsKeepUIKitOrder() {
    var g = SeededGenerator(seed: 13)
    let parent = View(), other = View()
    let pool = (0..<40).map { index -> View in
      let view = View()
      view.tag = index
      return view
    }
    var model: [Int] = []  // tags in parent.subviews order
    for step in 0..<20_000 {
      let view = pool[g.index(pool.count)]
      let inModel = model.firstIndex(of: view.tag)
      switch g.index(7) {
      case 0:
        parent.addSubview(view)
        if let inModel { model.remove(at: inModel) }
        model.append(view.tag)
      case 1:
        let index = g.index(model.count + 3)
        // UIKit: an index past the end appends; re-inserting a subview first removes it,
        // and an index after its old position shifts down by one.
        var target = index
        if let inModel {
          if inModel < index { target -= 1 }
          model.remove(at: inModel)
        }
        parent.insertSubview(view, at: index)
        model.insert(view.tag, at: min(target, model.count))
      case 2:
        view.removeFromSuperview()
        if let inModel { model.remove(at: inModel) }
      case 3:
        parent.bringSubviewToFront(view)
        if let inModel { model.append(model.remove(at: inModel)) }
      case 4:
        parent.sendSubviewToBack(view)
        if let inModel { model.insert(model.remove(at: inModel), at: 0) }
      case 5:
        other.addSubview(view)
        if let inModel { model.remove(at: inModel) }
      default:
        guard !model.isEmpty else { continue }
        let sibling = parent.subviews[g.index(model.count)]
        guard sibling !== view else { continue }
        parent.insertSubview(view, aboveSubview: sibling)
        if let inModel { model.remove(at: inModel) }
        model.insert(view.tag, at: model.firstIndex(of: sibling.tag)! + 1)
      }
      let actual = parent.subviews.map(\.tag)
      #expect(actual == model, "step \(step)")
      if actual != model { return }
      #expect(parent.subviews.allSatisfy { $0.superview === parent })
    }
  }

  @Test func removingTheFrontThousandOfManySiblingsLeavesTheRestInOrder() {
    let parent = View()
    let children = (0..<100_000).map { index -> View in
      let view = View()
      view.tag = index
      return view
    }
    for child in children { parent.addSubview(child) }
    for child in children.prefix(1_000) { child.removeFromSuperview() }
    for child in children.suffix(1_000).reversed() { child.removeFromSuperview() }
    #expect(parent.subviews.count == 98_000)
    #expect(parent.subviews.first?.tag == 1_000)
    #expect(parent.subviews.last?.tag == 98_999)
    #expect(parent.subviews.map(\.tag) == Array(1_000..<99_000))
    #expect(children[0].superview == nil && children[500].superview == nil)
  }
}
