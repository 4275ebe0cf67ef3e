extension Pin {
  /// The untransformed frame for everything specified so far, in the superview's coordinates.
  ///
  /// Lengths come from each axis (given, or from two positions), then from the size to fit,
  /// then from the aspect ratio, then from the frame at the start of the chain; minimum and
  /// maximum apply last (so they win over an aspect ratio), and a negative length becomes 0
  /// with a warning. Positions then follow the earliest position given on each axis.
  func resolvedFrame(call: String) -> CGRect {
    let x = PinAxisPlan(spec, .horizontal)
    let y = PinAxisPlan(spec, .vertical)
    var width = x.fixedLength
    var height = y.fixedLength

    if let fit = spec.fit {
      (width, height) = fitted(fit, width: width, height: height, x: x, y: y)
    }
    if let ratio = spec.items[.aspectRatio] {
      switch (width, height) {
      case (let w?, nil):
        let side = x.clamp(w.value).value
        height = .init(value: side / ratio.value, sources: w.sources + [ratio.call])
      case (nil, let h?):
        let side = y.clamp(h.value).value
        width = .init(value: side * ratio.value, sources: h.sources + [ratio.call])
      case (nil, nil):
        let side = x.clamp(startFrame.width).value
        width = .init(value: side, sources: [])
        height = .init(value: side / ratio.value, sources: [ratio.call])
      case (.some, .some):
        break  // rejected when the ratio or the second length was added
      }
    }

    let w = finalLength(width, x, start: startFrame.width, name: "width", call: call)
    let h = finalLength(height, y, start: startFrame.height, name: "height", call: call)
    return CGRect(
      x: x.origin(for: w, current: startFrame.minX), y: y.origin(for: h, current: startFrame.minY),
      width: w, height: h)
  }

  private func fitted(
    _ fit: PinSpec.FitItem, width: PinAxisPlan.Length?, height: PinAxisPlan.Length?,
    x: PinAxisPlan, y: PinAxisPlan
  ) -> (PinAxisPlan.Length?, PinAxisPlan.Length?) {
    let unlimited = CGFloat.greatestFiniteMagnitude
    switch fit.mode {
    case .width:
      let w = x.clamp(width?.value ?? startFrame.width).value  // negative: warned later
      let size = view.sizeThatFits(CGSize(width: max(0, w), height: unlimited))
      return (
        .init(value: w, sources: width?.sources ?? []),
        .init(value: size.height, sources: [fit.call])
      )
    case .height:
      let h = y.clamp(height?.value ?? startFrame.height).value
      let size = view.sizeThatFits(CGSize(width: unlimited, height: max(0, h)))
      return (
        .init(value: size.width, sources: [fit.call]),
        .init(value: h, sources: height?.sources ?? [])
      )
    case .content:
      let proposal = CGSize(
        width: x.maxLength?.value ?? unlimited, height: y.maxLength?.value ?? unlimited)
      let size = view.sizeThatFits(proposal)
      return (
        .init(value: size.width, sources: [fit.call]),
        .init(value: size.height, sources: [fit.call])
      )
    }
  }

  private func finalLength(
    _ length: PinAxisPlan.Length?, _ axis: PinAxisPlan, start: CGFloat, name: String, call: String
  ) -> CGFloat {
    let (value, limit) = axis.clamp(length?.value ?? start)
    guard value < 0 else { return value }
    let sources = (length?.sources ?? []) + (limit.map { [$0] } ?? [])
    let verb = sources.count == 1 ? "gives" : "give"
    let cause =
      sources.isEmpty ? "the frame at the start gives" : "\(LayoutText.list(sources)) \(verb)"
    warn(
      .negativeSize, call: call,
      "\(cause) \(viewName) a negative \(name) (\(LayoutText.number(value))); \(name) set to 0")
    return 0
  }
}
