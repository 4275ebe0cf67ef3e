import SwivelInspection
import SwivelSupport

extension AuditItem {
  /// The view (or a label's text) outside its unclipping superview, or off the screen.
  func boundsFindings() -> [LayoutFinding] {
    guard let rect = visibleRect else { return [] }
    var findings: [LayoutFinding] = []
    let what = view is Label ? "its text" : "it"
    if let superview = view.superview, !superview.clipsToBounds, superview !== screen.window {
      let limit = superview.convert(superview.bounds, to: screen.window)
      if let out = overflow(of: rect, beyond: limit) {
        findings.append(
          finding(
            .outsideSuperview, rect, limit: limit,
            "\(what) at \(text(rect)) sticks out of \(superview.typeName)'s bounds "
              + "\(text(limit)) by \(out), which does not clip"))
      }
    }
    let visible = rect.intersection(clip)
    if !visible.isNull, let out = overflow(of: visible, beyond: screen.bounds) {
      findings.append(
        finding(
          .outsideScreen, visible, limit: screen.bounds,
          "\(what) at \(text(visible)) is off the \(text(screen.bounds)) screen by \(out)"))
    }
    return findings
  }

  /// A control, or text outside a control, under the status bar, sensor housing, home
  /// indicator or a rounded corner.
  func unsafeAreaFindings() -> [LayoutFinding] {
    guard isControl || (view is Label && !isInsideControl), let rect = visibleRect else {
      return []
    }
    let shown = rect.intersection(clip).intersection(screen.bounds)
    guard !shown.isNull, !shown.isEmpty else { return [] }
    let what = isControl ? "the control" : "the text"
    if let safe = screen.safeArea, let out = overflow(of: shown, beyond: safe) {
      let edges = ["top", "left", "bottom", "right"].filter { out.contains($0) }
      var seen: Set<String> = []
      let names = MessageText.list(edges.map(screen.unsafeName).filter { seen.insert($0).inserted })
      return [
        finding(
          .unsafeArea, shown, limit: safe,
          "\(what) at \(text(shown)) reaches \(out) into \(names), outside the safe area "
            + "\(text(safe))")
      ]
    }
    if let corner = screen.cornerCutting(shown) {
      return [
        finding(
          .unsafeArea, shown, limit: screen.bounds,
          "\(what) at \(text(shown)) is cut by the rounded \(corner) screen corner "
            + "(radius \(number(LayoutAudit.screenCornerRadius)) pt)")
      ]
    }
    return []
  }
}
