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
  func changes(from golden: ViewTree) -> [ViewTreeChange] {
    let oldKeyed = golden.keyed, newKeyed = keyed
    let old = Dictionary(oldKeyed.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    let new = Dictionary(newKeyed.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    func subviews(of entry: Keyed, in all: [Keyed]) -> String {
      let count = all.filter { $0.key.hasPrefix(entry.key + "/") }.count
      return count > 0 ? " with \(count) subview\(count == 1 ? "" : "s")" : ""
    }
    var changes: [ViewTreeChange] = []
    // Only the topmost view of a removed or added subtree is reported.
    for entry in oldKeyed where new[entry.key] == nil && entry.parent.map({ new[$0] != nil }) ?? true {
      changes.append(ViewTreeChange(
        description: "\(entry.name) removed from \(Self.rect(entry.node.frame))" + subviews(of: entry, in: oldKeyed),
        before: golden.pixelRect(entry.node.frame), after: nil))
    }
    for entry in newKeyed {
      guard let before = old[entry.key] else {
        guard entry.parent.map({ old[$0] != nil }) ?? true else { continue }
        changes.append(ViewTreeChange(
          description: "\(entry.name) added at \(Self.rect(entry.node.frame))" + subviews(of: entry, in: newKeyed),
          before: nil, after: pixelRect(entry.node.frame)))
        continue
      }
      let parents = (entry.parent.flatMap { old[$0]?.node.frame }, entry.parent.flatMap { new[$0]?.node.frame })
      let parts = Self.differences(before.node, entry.node, parents: parents)
      guard !parts.isEmpty else { continue }
      changes.append(ViewTreeChange(
        description: before.name + " " + parts.joined(separator: ", "),
        before: golden.pixelRect(before.node.frame), after: pixelRect(entry.node.frame)))
    }
    return changes
  }

  /// What differs between two matched views, as phrases.
  private static func differences(_ a: Node, _ b: Node, parents: (CGRect?, CGRect?)) -> [String] {
    var parts: [String] = []
    let movedAlone: Bool
    if let oldParent = parents.0, let newParent = parents.1 {
      movedAlone = !same(a.frame.minX - oldParent.minX, b.frame.minX - newParent.minX)
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
    if a.background != b.background { parts.append("background \(a.background ?? "none") → \(b.background ?? "none")") }
    if a.fontSize != b.fontSize {
      parts.append("font size \(a.fontSize.map { number($0) } ?? "none") → \(b.fontSize.map { number($0) } ?? "none")")
    }
    return parts
  }

  /// Frames are stored to three decimals.
  private static func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.0005 }

  private static func point(_ point: CGPoint) -> String { "(\(number(point.x)), \(number(point.y)))" }
  private static func size(_ size: CGSize) -> String { "\(number(size.width))×\(number(size.height))" }
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
    return CGRect(x: points.minX * scale, y: points.minY * scale, width: points.width * scale, height: points.height * scale)
  }

  /// A node with its path key, its parent's key and its display name.
  struct Keyed {
    var key: String
    var parent: String?
    var name: String
    var node: Node
  }

  /// Every node with a key unique in the tree: the path of `Type#identifier` or
  /// `Type[n]` (the n-th same-typed sibling without an identifier) from the root.
  var keyed: [Keyed] {
    var result: [Keyed] = []
    var names: [String: String] = [:]
    var stack: [(key: String, counts: [String: Int])] = []
    for node in nodes {
      while stack.count > node.depth { stack.removeLast() }
      let segment: String
      if let identifier = node.identifier {
        segment = node.type + "#" + identifier
      } else {
        let index = stack.last?.counts[node.type, default: 0] ?? 0
        if !stack.isEmpty { stack[stack.count - 1].counts[node.type] = index + 1 }
        segment = node.type + "[\(index)]"
      }
      let parent = stack.last?.key
      let key = (parent.map { $0 + "/" } ?? "") + segment
      let name = Self.name(node, parentName: parent.flatMap { names[$0] })
      names[key] = name
      result.append(Keyed(key: key, parent: parent, name: name, node: node))
      stack.append((key, [:]))
    }
    return result
  }

  /// `Button#signIn`, `Label "Sign in"`, or the type in its superview (`View in View#card`).
  private static func name(_ node: Node, parentName: String?) -> String {
    if let identifier = node.identifier { return node.type + "#" + identifier }
    if let text = node.text, !text.isEmpty { return node.type + " " + quoted(text) }
    return node.type + (parentName.map { " in " + $0 } ?? "")
  }
}
