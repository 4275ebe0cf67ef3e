import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// A chain of views 100,000 deep: layout, hit testing, conversion, lookup,
/// dumping, description and release all finish without overflowing the stack; dumps stop at
/// the documented depth limit and say so.
@Suite struct DeepHierarchyTests {
  static let depth = 100_000

  /// Views that count their layout passes.
  final class CountingView: View {
    nonisolated(unsafe) static var passes = 0
    override func layoutSubviews() { Self.passes += 1 }
  }

  /// A chain `root > v1 > … > v(depth)`, each 1 point in from its parent, built bottom-up
  /// (each `addSubview` then checks one level, not the whole chain); returns root and leaf.
  static func chain(depth: Int, make: () -> View = { View() }) -> (root: View, leaf: View) {
    let leaf = make()
    leaf.frame = CGRect(x: 1, y: 1, width: 10, height: 10)
    leaf.identifier = "leaf"
    var top = leaf
    for _ in 0..<depth {
      let parent = make()
      parent.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      parent.addSubview(top)
      top = parent
    }
    return (top, leaf)
  }

  @Test func layoutRunsEveryPendingPassAtAnyDepth() {
    CountingView.passes = 0
    let (root, leaf) = Self.chain(depth: Self.depth, make: { CountingView() })
    root.layoutIfNeeded()
    #expect(CountingView.passes == Self.depth + 1)
    #expect(!leaf.needsLayout && !root.needsLayout)
    leaf.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(CountingView.passes == Self.depth + 2)
  }

  @Test func hitTestingReachesTheDeepestView() {
    let (root, leaf) = Self.chain(depth: Self.depth)
    #expect(root.hitTest(CGPoint(x: 5, y: 5)) === leaf)
    #expect(root.hitTest(CGPoint(x: 0.5, y: 5)) !== leaf)
  }

  @Test func conversionAndLookupWalkTheWholeChain() {
    let (root, leaf) = Self.chain(depth: Self.depth)
    #expect(leaf.convert(CGPoint(x: 2, y: 3), to: root) == CGPoint(x: 3, y: 4))
    #expect(root.convert(CGPoint(x: 3, y: 4), to: leaf) == CGPoint(x: 2, y: 3))
    #expect(root.view(withIdentifier: "leaf") === leaf)
    leaf.tag = 7
    #expect(root.viewWithTag(7) === leaf)
    #expect(leaf.isDescendant(of: root))
  }

  @Test func dumpsStopAtTheDepthLimitAndCountWhatTheyLeaveOut() {
    let (root, _) = Self.chain(depth: Self.depth)
    var dump = root.dump()
    var levels = 0
    while let only = dump.subviews.first {
      dump = only
      levels += 1
    }
    #expect(levels == ViewDump.maximumDepth)
    #expect(dump.omittedSubviewCount == 1)
    let text = root.recursiveDescription
    #expect(text.hasSuffix("… 1 subview(s) deeper than \(ViewDump.maximumDepth) levels not shown"))
    #expect(text.split(separator: "\n").count == ViewDump.maximumDepth + 2)
  }

  @Test func shallowTreesDumpCompletely() {
    let (root, _) = Self.chain(depth: 5)
    #expect(!root.recursiveDescription.contains("not shown"))
    #expect(root.dump().subviews.first?.omittedSubviewCount == 0)
  }

  @Test func releasingTheChainTearsItDownIteratively() {
    weak var weakLeaf: View?
    weak var weakMiddle: View?
    do {
      let (root, leaf) = Self.chain(depth: Self.depth)
      weakLeaf = leaf
      weakMiddle = leaf.superview?.superview
      #expect(root.subviews.count == 1)
    }
    #expect(weakLeaf == nil)
    #expect(weakMiddle == nil)
  }

  @Test func aSubtreeKeptAliveOutsideSurvivesItsParentsRelease() {
    var kept: View?
    do {
      let (root, leaf) = Self.chain(depth: 1_000)
      kept = leaf.superview
      #expect(root.subviews.count == 1)
    }
    #expect(kept?.superview == nil)
    #expect(kept?.subviews.first?.identifier == "leaf")
    #expect(kept?.subviews.first?.superview === kept)
  }
}
