/// One view that differs between the golden's tree and the snapshot's: what changed, and where
/// it is on each image.
package struct ViewTreeChange: Sendable, Equatable {
  /// `Button#signIn moved (20, 60) → (20, 68)`.
  package var description: String
  /// Where the view was on the golden's image, in pixels (nil for an added view).
  package var before: CGRect?
  /// Where the view is on the snapshot's image, in pixels (nil for a removed view).
  package var after: CGRect?
  /// How many of the differing pixels lie where the view was or is.
  package var pixels = 0
}

extension ViewTree {
  /// The views that differ from `golden`'s, in tree order (``rank(_:actual:expected:)`` orders
  /// them by the pixels they explain).
  ///
  /// Views are matched by their path from the root: type and identifier, or type and place
  /// among same-typed siblings without one. A matched view reports a new frame only when it
  /// moved or resized relative to its superview (children that moved with it are not
  /// repeated), and any change of text, visibility, alpha, background or font size. A view
  /// without a match is added or removed; its subviews go with it.
  ///
  /// Linear in the two trees' sizes: paths are numbered once (each an index of its parent's
  /// path and one step), and each view's subview count comes from the depth-first order.
  func changes(from golden: ViewTree) -> [ViewTreeChange] {
    var paths = PathNumbers()
    let oldKeyed = golden.keyed(&paths), newKeyed = keyed(&paths)
    let old = Dictionary(
      oldKeyed.indices.map { (oldKeyed[$0].key, $0) }, uniquingKeysWith: { first, _ in first })
    let new = Dictionary(
      newKeyed.indices.map { (newKeyed[$0].key, $0) }, uniquingKeysWith: { first, _ in first })
    func subviews(_ count: Int) -> String {
      count > 0 ? " with \(count) subview\(count == 1 ? "" : "s")" : ""
    }
    var changes: [ViewTreeChange] = []
    // Only the topmost view of a removed or added subtree is reported.
    for (index, entry) in oldKeyed.enumerated()
    where new[entry.key] == nil && entry.parent.map({ new[oldKeyed[$0].key] != nil }) ?? true {
      changes.append(
        ViewTreeChange(
          description:
            "\(golden.name(at: index, in: oldKeyed)) removed from \(Self.rect(entry.node.frame))"
            + subviews(entry.subviewCount),
          before: golden.pixelRect(entry.node.frame), after: nil))
    }
    for (index, entry) in newKeyed.enumerated() {
      guard let beforeIndex = old[entry.key] else {
        guard entry.parent.map({ old[newKeyed[$0].key] != nil }) ?? true else { continue }
        changes.append(
          ViewTreeChange(
            description: "\(name(at: index, in: newKeyed)) added at \(Self.rect(entry.node.frame))"
              + subviews(entry.subviewCount),
            before: nil, after: pixelRect(entry.node.frame)))
        continue
      }
      let before = oldKeyed[beforeIndex]
      let parents = (
        before.parent.map { oldKeyed[$0].node.frame }, entry.parent.map { newKeyed[$0].node.frame }
      )
      let parts = Self.differences(before.node, entry.node, parents: parents)
      guard !parts.isEmpty else { continue }
      changes.append(
        ViewTreeChange(
          description: golden.name(at: beforeIndex, in: oldKeyed) + " "
            + parts.joined(separator: ", "),
          before: golden.pixelRect(before.node.frame), after: pixelRect(entry.node.frame)))
    }
    return changes
  }

  /// What differs between two matched views, as phrases.
  private static func differences(_ a: Node, _ b: Node, parents: (CGRect?, CGRect?)) -> [String] {
    var parts: [String] = []
    let movedAlone: Bool
    if let oldParent = parents.0, let newParent = parents.1 {
      movedAlone =
        !same(a.frame.minX - oldParent.minX, b.frame.minX - newParent.minX)
        || !same(a.frame.minY - oldParent.minY, b.frame.minY - newParent.minY)
    } else {
      movedAlone = !same(a.frame.minX, b.frame.minX) || !same(a.frame.minY, b.frame.minY)
    }
    let resized = !same(a.frame.width, b.frame.width) || !same(a.frame.height, b.frame.height)
    if movedAlone && resized {
      parts.append("moved and resized \(rect(a.frame)) → \(rect(b.frame))")
    } else if movedAlone {
      parts.append("moved \(point(a.frame.origin)) → \(point(b.frame.origin))")
    } else if resized {
      parts.append("resized \(size(a.frame.size)) → \(size(b.frame.size))")
    }
    if a.text != b.text { parts.append("text \(quoted(a.text)) → \(quoted(b.text))") }
    if a.isHidden != b.isHidden { parts.append(b.isHidden ? "hidden" : "shown") }
    if !same(a.alpha, b.alpha) { parts.append("alpha \(number(a.alpha)) → \(number(b.alpha))") }
    if a.background != b.background {
      parts.append("background \(a.background ?? "none") → \(b.background ?? "none")")
    }
    if a.fontSize != b.fontSize {
      parts.append(
        "font size \(a.fontSize.map { number($0) } ?? "none") → \(b.fontSize.map { number($0) } ?? "none")"
      )
    }
    return parts
  }

  /// Frames are stored to three decimals.
  private static func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.0005 }

  private static func point(_ point: CGPoint) -> String {
    "(\(number(point.x)), \(number(point.y)))"
  }
  private static func size(_ size: CGSize) -> String {
    "\(number(size.width))×\(number(size.height))"
  }
  private static func rect(_ rect: CGRect) -> String {
    "(\(number(rect.minX)), \(number(rect.minY)), \(size(rect.size)))"
  }

  private static func quoted(_ text: String?) -> String {
    guard let text else { return "none" }
    let short = text.count > 40 ? text.prefix(39) + "…" : Substring(text)
    return "\"" + short.replacingOccurrences(of: "\n", with: "\\n") + "\""
  }

  /// A frame in window coordinates as a pixel rectangle of the image.
  func pixelRect(_ frame: CGRect) -> CGRect {
    let points = frame.applying(toImage)
    return CGRect(
      x: points.minX * scale, y: points.minY * scale, width: points.width * scale,
      height: points.height * scale)
  }

  /// A node with its path's number, its parent's index and how many views lie below it.
  struct Keyed {
    /// The number of the node's path from the root (see ``PathNumbers``).
    var key: Int
    /// The parent's index in the same list.
    var parent: Int?
    var node: Node
    /// How many views lie below it.
    var subviewCount = 0
  }

  /// Numbers for paths from the root, shared by the two trees compared, so equal paths get
  /// equal numbers: a path is its parent path's number and one step, `Type#identifier` or
  /// `Type[n]` (the n-th same-typed sibling without an identifier).
  struct PathNumbers {
    private struct Step: Hashable {
      var parent: Int
      var name: String
    }
    private var numbers: [Step: Int] = [:]

    mutating func number(parent: Int?, step: String) -> Int {
      let key = Step(parent: parent ?? -1, name: step)
      if let known = numbers[key] { return known }
      numbers[key] = numbers.count
      return numbers.count - 1
    }
  }

  /// Every node with the number of its path from the root, depth first.
  func keyed(_ paths: inout PathNumbers) -> [Keyed] {
    var result: [Keyed] = []
    result.reserveCapacity(nodes.count)
    var stack: [(index: Int, counts: [String: Int])] = []
    func close(_ index: Int, before end: Int) { result[index].subviewCount = end - index - 1 }
    for node in nodes {
      while stack.count > node.depth { close(stack.removeLast().index, before: result.count) }
      let step: String
      if let identifier = node.identifier {
        step = node.type + "#" + identifier
      } else {
        let index = stack.last?.counts[node.type, default: 0] ?? 0
        if !stack.isEmpty { stack[stack.count - 1].counts[node.type] = index + 1 }
        step = node.type + "[\(index)]"
      }
      let parent = stack.last?.index
      let key = paths.number(parent: parent.map { result[$0].key }, step: step)
      result.append(Keyed(key: key, parent: parent, node: node))
      stack.append((result.count - 1, [:]))
    }
    while let open = stack.popLast() { close(open.index, before: result.count) }
    return result
  }

  /// `Button#signIn`, `Label "Sign in"`, or the type in its superview (`View in View#card`),
  /// the superview named by its own identifier, text or type only, so a name stays short
  /// however deep the view is.
  func name(at index: Int, in keyed: [Keyed]) -> String {
    let node = keyed[index].node
    if let own = Self.ownName(node) { return own }
    return node.type
      + (keyed[index].parent.map { " in " + (Self.ownName(keyed[$0].node) ?? keyed[$0].node.type) }
        ?? "")
  }

  /// `Button#signIn` or `Label "Sign in"`; nil for a view with neither identifier nor text.
  private static func ownName(_ node: Node) -> String? {
    if let identifier = node.identifier { return node.type + "#" + identifier }
    if let text = node.text, !text.isEmpty { return node.type + " " + quoted(text) }
    return nil
  }
}
