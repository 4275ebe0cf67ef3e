import SwivelViews

extension Pin {
  /// The untransformed frame for everything specified so far, in the superview's coordinates.
  ///
  /// Lengths come from each axis (given, or from two positions), then from the size to fit
  /// (which replaces a length given on the side it fits, with a warning), then from the aspect
  /// ratio, then from the frame at the start of the chain; minimum and maximum apply last (so
  /// they win over an aspect ratio and a size to fit), and a negative length becomes 0 with a
  /// warning. Positions then follow: between both edges as ``justify(_:)`` and ``align(_:)``
  /// say, else the earliest position given on each axis.
  func resolvedFrame() -> CGRect {
    if justification == nil, alignment == nil, !pinsEdges,
      let frame = spec.plainFrame(start: startFrame)
    {
      return frame
    }
    let x = PinAxisPlan(
      spec, .horizontal, placement: justification?.placement(rightToLeft: isRightToLeft) ?? .low,
      pinningEdges: pinsEdges)
    let y = PinAxisPlan(
      spec, .vertical, placement: alignment?.placement ?? .low, pinningEdges: pinsEdges)
    var width = x.fixedLength
    var height = y.fixedLength

    if let fit = spec.fit {
      (width, height) = fitted(fit, width: width, height: height, x: x, y: y)
    }
    if let ratio = spec.items[.aspectRatio] {
      switch (width, height) {
      case (let w?, nil):
        let side = x.clamp(w.value).value
        height = .init(value: side / ratio.value, sources: w.sources.appending(ratio))
      case (nil, let h?):
        let side = y.clamp(h.value).value
        width = .init(value: side * ratio.value, sources: h.sources.appending(ratio))
      case (nil, nil):
        let text = spec.text(of: ratio)
        warn(
          .notApplied, call: text,
          "\(text) on \(viewName): neither the width nor the height can be determined; not applied")
      case (.some, .some):
        break  // rejected when the ratio or the second length was added
      }
    }

    let w = finalLength(width, x, start: startFrame.width, name: "width")
    let h = finalLength(height, y, start: startFrame.height, name: "height")
    return CGRect(
      x: x.origin(for: w, current: startFrame.minX), y: y.origin(for: h, current: startFrame.minY),
      width: w, height: h)
  }

  /// The lengths after the size to fit. It proposes the reference side (given by the chain,
  /// else the current one) within its limits and an unlimited other side, and takes the other
  /// side from the answer (and, flexible, the reference side too); `.content` proposes the
  /// current size, like UIKit's `sizeToFit()`.
  private func fitted(
    _ fit: PinSpec.FitItem, width: PinAxisPlan.Length?, height: PinAxisPlan.Length?,
    x: PinAxisPlan, y: PinAxisPlan
  ) -> (PinAxisPlan.Length?, PinAxisPlan.Length?) {
    let unlimited = CGFloat.greatestFiniteMagnitude
    let fitted = PinAxisPlan.Sources(PinSpec.Item(value: 0, order: fit.order))
    switch fit.mode {
    case .width, .widthFlexible:
      let w = x.clamp(width?.value ?? startFrame.width).value  // negative: warned later
      let size = view.sizeThatFits(CGSize(width: max(0, w), height: unlimited))
      warnReplaced(y, by: fit, value: size.height, name: "height")
      let flexible = fit.mode == .widthFlexible
      return (
        .init(
          value: flexible ? size.width : w, sources: flexible ? fitted : width?.sources ?? .init()),
        .init(value: size.height, sources: fitted)
      )
    case .height, .heightFlexible:
      let h = y.clamp(height?.value ?? startFrame.height).value
      let size = view.sizeThatFits(CGSize(width: unlimited, height: max(0, h)))
      warnReplaced(x, by: fit, value: size.width, name: "width")
      let flexible = fit.mode == .heightFlexible
      return (
        .init(value: size.width, sources: fitted),
        .init(
          value: flexible ? size.height : h, sources: flexible ? fitted : height?.sources ?? .init()
        )
      )
    case .content:
      let size = view.sizeThatFits(startFrame.size)
      warnReplaced(x, by: fit, value: size.width, name: "width")
      warnReplaced(y, by: fit, value: size.height, name: "height")
      return (.init(value: size.width, sources: fitted), .init(value: size.height, sources: fitted))
    }
  }

  /// The one rule for an explicit length meeting a size to fit on the same side: the fitted
  /// length applies (PinLayout's result), and a warning says so.
  private func warnReplaced(
    _ axis: PinAxisPlan, by fit: PinSpec.FitItem, value: CGFloat, name: String
  ) {
    guard let given = axis.length.map(spec.text(of:)) else { return }
    let fitCall = spec.text(of: fit)
    warn(
      .replaced, call: given,
      "\(given) and \(fitCall) both give \(viewName)'s \(name); \(fitCall)'s "
        + "\(LayoutText.number(value)) applied")
  }

  private func finalLength(
    _ length: PinAxisPlan.Length?, _ axis: PinAxisPlan, start: CGFloat, name: String
  ) -> CGFloat {
    let (value, limit) = axis.clamp(length?.value ?? start)
    guard value < 0 else { return value }
    var seen: Set<String> = []
    let items = (length?.sources.all ?? []) + (limit.map { [$0] } ?? [])
    let sources = items.map(spec.text(of:)).filter { seen.insert($0).inserted }
    let latest = items.max { $0.order < $1.order }.map(spec.text(of:))
    let verb = sources.count == 1 ? "gives" : "give"
    let cause =
      sources.isEmpty ? "the frame at the start gives" : "\(LayoutText.list(sources)) \(verb)"
    // The call quoted is the latest that gave the length, else the chain's last call.
    warn(
      .negativeSize, call: latest ?? generalState.lastCall?.text ?? "",
      "\(cause) \(viewName) a negative \(name) (\(LayoutText.number(value))); \(name) set to 0")
    return 0
  }
}
