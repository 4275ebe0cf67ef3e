import SwivelViews

extension PinSpec {
  /// The slots that need the full resolution of ``Pin/resolvedFrame(call:)``: an aspect
  /// ratio, margins and limits.
  private static let needsFullResolution = SlotSet(
    .aspectRatio, .marginLeft, .marginRight, .marginTop, .marginBottom,
    .minWidth, .maxWidth, .minHeight, .maxHeight)

  /// The frame of a plain spec — positions and lengths only: no size to fit, ratio, margin or
  /// limit — or nil when the spec is not plain or gives a negative length (whose warning the
  /// full resolution raises). The same frame as the full resolution with the default
  /// placement, read straight from the slots: most chains are plain, and a chain resolves on
  /// every call.
  func plainFrame(start: CGRect) -> CGRect? {
    guard fit == nil, items.present.intersection(Self.needsFullResolution).isEmpty,
      let x = plainAxis(
        .left, .right, .centerX, .width, start: start.minX, startLength: start.width),
      let y = plainAxis(
        .top, .bottom, .centerY, .height, start: start.minY, startLength: start.height)
    else { return nil }
    return CGRect(x: x.origin, y: y.origin, width: x.length, height: y.length)
  }

  /// One axis of ``plainFrame(start:)``: its length (given, from two positions, else the
  /// start's) and its origin (the low edge when both edges are given, else the earliest
  /// position given, else the start's); nil for a negative length.
  private func plainAxis(
    _ lowSlot: Slot, _ highSlot: Slot, _ midSlot: Slot, _ lengthSlot: Slot, start: CGFloat,
    startLength: CGFloat
  ) -> (origin: CGFloat, length: CGFloat)? {
    let low = items[lowSlot], high = items[highSlot], mid = items[midSlot]
    let length: CGFloat
    if let given = items[lengthSlot] {
      length = given.value
    } else if let low, let high {
      length = high.value - low.value
    } else if let low, let mid {
      length = 2 * (mid.value - low.value)
    } else if let high, let mid {
      length = 2 * (high.value - mid.value)
    } else {
      length = startLength
    }
    guard length >= 0 else { return nil }
    if let low, high != nil { return (low.value, length) }
    func earlier(_ a: Int?, _ b: Int?) -> Int? {
      guard let a else { return b }
      guard let b else { return a }
      return Swift.min(a, b)
    }
    guard let first = earlier(earlier(low?.order, high?.order), mid?.order) else {
      return (start, length)
    }
    if let low, first == low.order { return (low.value, length) }
    if let high, first == high.order { return (high.value - length, length) }
    if let mid { return (mid.value - length / 2, length) }
    return (start, length)
  }
}
