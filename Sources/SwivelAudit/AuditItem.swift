import SwivelInspection
import SwivelSupport

/// One visible view under audit, with the rectangles the checks compare.
struct AuditItem {
  let view: View
  let screen: AuditScreen
  /// What the clipping ancestors leave visible, in window coordinates.
  let clip: CGRect

  /// The view's bounds in window coordinates (the bounding box under a transform).
  let windowFrame: CGRect

  init(view: View, screen: AuditScreen, clip: CGRect) {
    self.view = view
    self.screen = screen
    self.clip = clip
    self.windowFrame = view.convert(view.bounds, to: screen.window)
  }

  var path: String { view.hierarchyPath }

  /// Whether the view is a control a person taps.
  var isControl: Bool { view is Control && view.isUserInteractionEnabled }

  /// Whether an ancestor is a control (a button's title label): the control is checked.
  var isInsideControl: Bool {
    var current = view.superview
    while let ancestor = current {
      if ancestor is Control { return true }
      current = ancestor.superview
    }
    return false
  }

  /// The label's drawn text in its own bounds coordinates, or nil for other views and empty
  /// text.
  var textRectInBounds: CGRect? {
    guard let label = view as? Label, let layout = label.textLayout, !layout.lines.isEmpty else {
      return nil
    }
    let bounds = label.bounds
    let top = bounds.minY + (bounds.height - layout.size.height) / 2
    let alignments = label.paragraphAlignments
    var rect = CGRect.null
    for (index, line) in layout.lines.enumerated() {
      let x: CGFloat
      switch alignments[min(line.paragraph, alignments.count - 1)] {
      case .left, .natural, .justified: x = bounds.minX
      case .center: x = bounds.minX + (bounds.width - line.width) / 2
      case .right: x = bounds.maxX - line.width
      }
      rect = rect.union(
        CGRect(x: x, y: top + layout.top(ofLine: index), width: line.width, height: line.height))
    }
    return rect.intersection(bounds)
  }

  /// What the checks of position look at in window coordinates: a label's text, else the
  /// view's frame; nil when there is nothing to see.
  var visibleRect: CGRect? {
    if view is Label {
      return textRectInBounds.map { view.convert($0, to: screen.window) }
    }
    return windowFrame.isEmpty ? nil : windowFrame
  }

  /// `(0, 20, 375, 60)`, each number to at most three decimals.
  func text(_ rect: CGRect) -> String {
    "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
  }

  /// `12.5`, `282.167`: at most three decimals, as Swivel prints measured numbers.
  func number(_ value: CGFloat) -> String { PlainNumber.text(value, places: 3) }

  func finding(
    _ kind: LayoutFinding.Kind, _ rect: CGRect, limit: CGRect? = nil, _ message: String
  ) -> LayoutFinding {
    LayoutFinding(kind: kind, path: path, frame: rect, limit: limit, message: message)
  }

  /// How far `rect` sticks out of `limit` on each side, as `left 12, bottom 3`.
  func overflow(of rect: CGRect, beyond limit: CGRect) -> String? {
    let tolerance: CGFloat = 0.01
    let sides: [(String, CGFloat)] = [
      ("top", limit.minY - rect.minY), ("left", limit.minX - rect.minX),
      ("bottom", rect.maxY - limit.maxY), ("right", rect.maxX - limit.maxX),
    ]
    let out = sides.filter { $0.1 > tolerance }
    guard !out.isEmpty else { return nil }
    return out.map { "\($0.0) \(number($0.1)) pt" }.joined(separator: ", ")
  }
}
