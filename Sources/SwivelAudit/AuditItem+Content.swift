import SwivelInspection

extension AuditItem {
  /// A label whose text does not fit: cut by truncation, more lines than allowed, or a height
  /// under one line.
  func textFindings() -> [LayoutFinding] {
    // What the label lays out: its text, or the pseudo-locale's version of it.
    guard let label = view as? Label, let string = label.laidOutText, !string.isEmpty,
      label.bounds.width > 0, label.bounds.height > 0
    else { return [] }
    let bounds = label.bounds
    let lineHeight = label.font.lineHeight
    if label.numberOfLines == 1 {
      // The line as drawn: in the label's own styles (attributed text included), at the size
      // `adjustsFontSizeToFitWidth` shrank it to.
      let full = label.singleLineTextWidth
      // Over by more than half a point, or shortened at all: any mode but clipping drops
      // characters (or words) for any overflow, however small.
      let shown = label.displayedLines.joined()
      if full > bounds.width + 0.5 || (label.lineBreakMode != .byClipping && shown != string) {
        return [
          finding(
            .truncatedText, windowFrame,
            "\"\(string)\" needs \(number(full.rounded(.up))) pt on one line but the label is "
              + "\(number(bounds.width)) pt wide; shown as \"\(label.displayedLines.joined())\"")
        ]
      }
    } else {
      let needed = TextLayout(
        string, font: label.font, maxWidth: bounds.width, maxLines: 0,
        lineBreakMode: .byWordWrapping
      ).lines.count
      let shown = label.displayedLines.count
      if needed > shown {
        let limit = label.numberOfLines == 0 ? "" : ", numberOfLines \(label.numberOfLines)"
        return [
          finding(
            .truncatedText, windowFrame,
            "\"\(string)\" needs \(needed) lines at \(number(bounds.width)) pt but \(shown) "
              + "fit (height \(number(bounds.height)) pt\(limit))")
        ]
      }
    }
    // Up to a point of the line's box may stand outside the label: the box runs from the
    // ascender to the descender, and its top and bottom point hold no ink of most text. A
    // 17-pt line (20.57 pt in Inter, 20.29 in SF Pro) fits the 20-pt labels iOS layouts give it.
    if bounds.height + 1 < lineHeight {
      return [
        finding(
          .truncatedText, windowFrame,
          "the label is \(number(bounds.height)) pt tall but a line of its text is "
            + "\(number((lineHeight * 100).rounded() / 100)) pt; the text is cut vertically")
      ]
    }
    return []
  }

  /// Edges off the pixel grid, and a zero-size view that has something to show.
  func pixelFindings() -> [LayoutFinding] {
    var findings: [LayoutFinding] = []
    let hasContent = Self.hasContent(view)
    if (view.bounds.width == 0 || view.bounds.height == 0) && hasContent {
      findings.append(
        finding(
          .zeroSizeWithContent, windowFrame,
          "it has content but is \(number(view.bounds.width))×\(number(view.bounds.height)) pt, "
            + "so nothing shows"))
    }
    let scale = screen.window.screenScale
    guard !windowFrame.isEmpty, hasContent || view.backgroundColor != nil, scale > 0,
      Self.keepsGrid(view, up: screen.window)
    else { return findings }
    let edges: [(String, CGFloat)] = [
      ("left", windowFrame.minX), ("top", windowFrame.minY),
      ("right", windowFrame.maxX), ("bottom", windowFrame.maxY),
    ]
    let off = edges.filter { abs(($0.1 * scale) - ($0.1 * scale).rounded()) > 0.001 }
    if !off.isEmpty {
      let list = off.map { "\($0.0) \(number($0.1))" }.joined(separator: ", ")
      findings.append(
        finding(
          .offPixelGrid, windowFrame,
          "\(list) pt \(off.count == 1 ? "is" : "are") between pixels at \(number(scale))×; "
            + "the edge\(off.count == 1 ? "" : "s") draw\(off.count == 1 ? "s" : "") blurred"))
    }
    return findings
  }

  /// Whether the view draws something besides subviews.
  static func hasContent(_ view: View) -> Bool {
    if let label = view as? Label { return !(label.text ?? "").isEmpty }
    if let image = view as? ImageView { return image.image != nil }
    if let button = view as? Button { return !(button.currentTitle ?? "").isEmpty }
    return view.backgroundColor.map { $0.rgba.a > 0 } ?? false
  }

  /// Whether every transform from the view up to the window keeps axis-aligned edges (none, or
  /// quarter turns), so that the pixel grid applies.
  static func keepsGrid(_ view: View, up window: Window) -> Bool {
    var current: View? = view
    while let item = current, item !== window {
      let t = item.transform
      let axisAligned = (t.b == 0 && t.c == 0) || (t.a == 0 && t.d == 0)
      if !axisAligned { return false }
      current = item.superview
    }
    return true
  }
}
