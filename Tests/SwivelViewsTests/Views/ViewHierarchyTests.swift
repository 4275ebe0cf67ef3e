import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct ViewHierarchyTests {
  @Test func addSubviewAppendsInFront() {
    let parent = View(), a = View(), b = View()
    parent.addSubview(a)
    parent.addSubview(b)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
    #expect(a.superview === parent)
  }

  @Test func addSubviewMovesAViewFromItsOldParent() {
    let first = View(), second = View(), child = View()
    first.addSubview(child)
    second.addSubview(child)
    #expect(first.subviews.isEmpty)
    #expect(second.subviews.count == 1)
    #expect(child.superview === second)
  }

  @Test func readdingToTheSameParentMovesItToTheFront() {
    let parent = View(), a = View(), b = View()
    parent.addSubview(a)
    parent.addSubview(b)
    parent.addSubview(a)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [b, a].map(ObjectIdentifier.init))
  }

  @Test func insertAtIndexAboveBelowAndReorder() {
    let parent = View(), a = View(), b = View(), c = View(), d = View()
    a.identifier = "a"; b.identifier = "b"; c.identifier = "c"; d.identifier = "d"
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, at: 0)
    #expect(parent.subviews.map(\.identifier) == ["c", "a", "b"])
    parent.insertSubview(d, aboveSubview: c)
    #expect(parent.subviews.map(\.identifier) == ["c", "d", "a", "b"])
    parent.insertSubview(c, belowSubview: b)
    #expect(parent.subviews.map(\.identifier) == ["d", "a", "c", "b"])
    parent.bringSubviewToFront(d)
    #expect(parent.subviews.map(\.identifier) == ["a", "c", "b", "d"])
    parent.sendSubviewToBack(b)
    #expect(parent.subviews.map(\.identifier) == ["b", "a", "c", "d"])
    parent.insertSubview(a, at: 99)
    #expect(parent.subviews.map(\.identifier) == ["b", "c", "d", "a"])
  }

  @Test func removeFromSuperviewDetaches() {
    let parent = View(), child = View()
    parent.addSubview(child)
    child.removeFromSuperview()
    #expect(parent.subviews.isEmpty)
    #expect(child.superview == nil)
    child.removeFromSuperview()  // a no-op without a superview
    #expect(child.superview == nil)
  }

  @Test func windowIsFoundThroughAncestors() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let middle = View(), leaf = View()
    middle.addSubview(leaf)
    #expect(leaf.window == nil)
    window.addSubview(middle)
    #expect(leaf.window === window)
    #expect(window.window === window)
  }

  @Test func lookupByIdentifierAndTagIsDepthFirst() {
    let root = View(), a = View(), b = View(), deep = View()
    a.identifier = "a"
    deep.identifier = "target"
    deep.tag = 7
    b.addSubview(deep)
    root.addSubview(a)
    root.addSubview(b)
    #expect(root.view(withIdentifier: "target") === deep)
    #expect(root.viewWithTag(7) === deep)
    #expect(root.view(withIdentifier: "missing") == nil)
  }

  @Test func hierarchyPathNamesIdentifiersAndIndices() {
    let window = Window(frame: .zero)
    let container = View(), label = Label()
    label.identifier = "title"
    container.addSubview(View())
    container.addSubview(label)
    window.addSubview(container)
    #expect(label.hierarchyPath == "Window > View[0] > Label#title")
  }

  @Test func descendantCheck() {
    let root = View(), child = View()
    root.addSubview(child)
    #expect(child.isDescendant(of: root))
    #expect(!root.isDescendant(of: child))
    #expect(root.isDescendant(of: root))
  }
}
