extension View {
  /// The accessibility elements of this view's tree in the order VoiceOver visits them,
  /// frames in this view's coordinates (call it on a host's window for the screen).
  ///
  /// The walk follows UIKit's rules:
  /// - A view that `isAccessibilityElement` is one element; its subviews are not visited.
  /// - Hidden views, views with `alpha` under 0.01 and the subviews of a view with
  ///   `accessibilityElementsHidden` are skipped.
  /// - While a visible view has `accessibilityViewIsModal`, only its subtree is read (the
  ///   front-most such view, when there are several).
  /// - A container's `accessibilityElements` are read in the order given, not sorted.
  /// - Otherwise elements are sorted by position into rows, top to bottom, and within a row
  ///   from the leading edge: left to right, right to left when the root's layout is right
  ///   to left. A **row** starts at the top-most unplaced element (the left-most of equal
  ///   tops) and holds every unplaced element whose top is above that element's vertical
  ///   midpoint; the next row starts at the top-most element left over. Elements of a row
  ///   are ordered by their leading edge, then by their top, then by their place in the
  ///   tree.
  /// - A view with `shouldGroupAccessibilityChildren` is sorted as one block by its frame,
  ///   and its elements are read together, sorted among themselves by the same rule.
  ///
  /// The walk keeps its own stack, so a tree of any depth (a chain of 100,000 views) gives its
  /// elements rather than overflowing the thread's stack.
  public func accessibilityElementsInOrder() -> [AccessibilityElement] {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let start = frontMostModalView() ?? self
    var walk = AccessibilityWalk(root: self, rightToLeft: rightToLeft)
    let nodes: [AccessibilityWalk.Node]
    if start !== self, start.isAccessibilityElement {
      nodes = [walk.element(of: start)]
    } else {
      nodes = walk.sorted(walk.nodes(inside: start))
    }
    return nodes.flatMap(\.elements)
  }

  /// The front-most visible view with `accessibilityViewIsModal` in this tree, if any.
  func frontMostModalView() -> View? {
    var found: View?
    var stack: [View] = [self]
    while let view = stack.popLast() {
      guard !view.isHidden, view.alpha >= 0.01 else { continue }
      if view !== self, view.accessibilityViewIsModal { found = view }
      if view.accessibilityElementsHidden && view !== self { continue }
      stack.append(contentsOf: view.subviews.reversed())
    }
    return found
  }
}

/// One walk of a tree for `View.accessibilityElementsInOrder()`.
struct AccessibilityWalk {
  /// An element, or a group read together, with the frame it is sorted by.
  struct Node {
    var frame: CGRect
    var elements: [AccessibilityElement]
    var index: Int
  }

  let root: View
  let rightToLeft: Bool
  private var counter = 0

  init(root: View, rightToLeft: Bool) {
    self.root = root
    self.rightToLeft = rightToLeft
  }

  /// Whether a view is drawn: not hidden and not (nearly) transparent.
  static func isVisible(_ view: View) -> Bool { !view.isHidden && view.alpha >= 0.01 }

  mutating func nextIndex() -> Int {
    counter += 1
    return counter
  }

  /// The element `view` is.
  mutating func element(of view: View) -> Node {
    let frame: CGRect = view.accessibilityOverrides?.frame ?? view.convert(view.bounds, to: root)
    let element = AccessibilityElement(
      label: view.accessibilityLabel, value: view.accessibilityValue, hint: view.accessibilityHint,
      traits: view.accessibilityTraits, identifier: view.identifier, frame: frame,
      path: view.hierarchyPath)
    return Node(frame: frame, elements: [element], index: nextIndex())
  }

  /// The unsorted nodes inside `container` (not the container itself).
  mutating func nodes(inside container: View) -> [Node] {
    walk(container, isSubtree: false)
  }

  /// The nodes `view` contributes: itself as an element, its parts, a group, or its subviews'
  /// nodes.
  mutating func nodes(of view: View) -> [Node] {
    if let own = ownNodes(of: view) { return own }
    return walk(view, isSubtree: true)
  }

  /// What `view` contributes without looking at its subviews: itself as an element, its
  /// parts, or nothing when its elements are hidden; nil when its subviews decide.
  private mutating func ownNodes(of view: View) -> [Node]? {
    if view.isAccessibilityElement { return [element(of: view)] }
    if let parts = view.exposedAccessibilityParts {
      let elements = parts.map { part -> AccessibilityElement in
        var element = part
        element.frame = view.convert(part.frame, to: root)
        element.path = view.hierarchyPath + element.path
        return element
      }
      return elements.map { Node(frame: $0.frame, elements: [$0], index: nextIndex()) }
    }
    if view.accessibilityElementsHidden { return [] }
    return nil
  }

  /// A container being walked: the views read inside it, how far the walk got, and the nodes
  /// collected so far.
  private struct Level {
    let container: View
    /// Whether the level stands for the container itself (``nodes(of:)``: it may group its
    /// nodes) rather than only what is inside it (``nodes(inside:)``).
    let isSubtree: Bool
    /// Whether `children` are the container's `accessibilityElements`, read as one node.
    let isCustom: Bool
    let children: [View]
    var next = 0
    var collected: [Node] = []
  }

  /// The level for what is inside `container`: its `accessibilityElements` or its visible
  /// subviews; nil when its elements are hidden.
  private func level(inside container: View, isSubtree: Bool) -> Level? {
    if let custom = container.accessibilityElements {
      return Level(
        container: container, isSubtree: isSubtree, isCustom: true,
        children: custom.filter(Self.isVisible))
    }
    if container.accessibilityElementsHidden && container !== root { return nil }
    return Level(
      container: container, isSubtree: isSubtree, isCustom: false,
      children: container.subviews.filter(Self.isVisible))
  }

  /// The nodes of a finished level: the custom elements as one node in their given order, a
  /// group as one node sorted among itself, or the nodes as collected.
  private mutating func finish(_ level: Level) -> [Node] {
    let container = level.container
    if level.isCustom {
      let ordered = level.collected.flatMap(\.elements)
      guard !ordered.isEmpty else { return [] }
      let frame = container.convert(container.bounds, to: root)
      return [Node(frame: frame, elements: ordered, index: nextIndex())]
    }
    if level.isSubtree, container.shouldGroupAccessibilityChildren, !level.collected.isEmpty {
      let frame = container.convert(container.bounds, to: root)
      return [
        Node(
          frame: frame, elements: sorted(level.collected).flatMap(\.elements), index: nextIndex())
      ]
    }
    return level.collected
  }

  /// The nodes inside `start` (or of `start` itself when `isSubtree`), depth first in tree
  /// order. The walk keeps its own stack, so a chain of any depth is read without recursion;
  /// a view listed in the `accessibilityElements` of its own subtree is read once, not again
  /// inside itself.
  private mutating func walk(_ start: View, isSubtree: Bool) -> [Node] {
    guard let first = level(inside: start, isSubtree: isSubtree) else { return [] }
    var stack = [first]
    var onStack: Set<ObjectIdentifier> = [ObjectIdentifier(start)]
    while var top = stack.popLast() {
      if top.next < top.children.count {
        let child = top.children[top.next]
        top.next += 1
        if let own = ownNodes(of: child) {
          top.collected += own
          stack.append(top)
        } else {
          stack.append(top)
          if !onStack.contains(ObjectIdentifier(child)),
            let inner = level(inside: child, isSubtree: true)
          {
            onStack.insert(ObjectIdentifier(child))
            stack.append(inner)
          }
        }
        continue
      }
      onStack.remove(ObjectIdentifier(top.container))
      let nodes = finish(top)
      guard !stack.isEmpty else { return nodes }
      stack[stack.count - 1].collected += nodes
    }
    return []
  }

  /// `nodes` in reading order: rows top to bottom, each from its leading edge.
  func sorted(_ nodes: [Node]) -> [Node] {
    var remaining = nodes.sorted { a, b in
      if a.frame.minY != b.frame.minY { return a.frame.minY < b.frame.minY }
      return leads(a, b)
    }
    var result: [Node] = []
    while let anchor = remaining.first {
      let midY = anchor.frame.midY
      let count = remaining.prefix { $0.frame.minY < midY }.count
      let row = remaining.prefix(max(count, 1))
      result += row.sorted(by: leads)
      remaining.removeFirst(row.count)
    }
    return result
  }

  /// Whether `a` comes before `b` in a row: the leading edge, then the top, then the tree.
  func leads(_ a: Node, _ b: Node) -> Bool {
    let edgeA = rightToLeft ? -a.frame.maxX : a.frame.minX
    let edgeB = rightToLeft ? -b.frame.maxX : b.frame.minX
    if edgeA != edgeB { return edgeA < edgeB }
    if a.frame.minY != b.frame.minY { return a.frame.minY < b.frame.minY }
    return a.index < b.index
  }
}
