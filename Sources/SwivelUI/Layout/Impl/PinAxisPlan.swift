/// One axis of a ``PinSpec``, read for resolving: edges with their margins applied, the length
/// they fix, its limits, and where the axis starts for a given length.
struct PinAxisPlan {
  /// A length and the calls it comes from.
  struct Length {
    var value: CGFloat
    var sources: [String]
  }

  private var low: PinSpec.Item?
  private var high: PinSpec.Item?
  private var mid: PinSpec.Item?
  private var length: PinSpec.Item?
  private var marginLow: CGFloat = 0
  private var marginHigh: CGFloat = 0
  private var minLength: PinSpec.Item?
  private(set) var maxLength: PinSpec.Item?

  init(_ spec: PinSpec, _ axis: LayoutAxis) {
    let horizontal = axis == .horizontal
    low = spec.items[horizontal ? .left : .top]
    high = spec.items[horizontal ? .right : .bottom]
    mid = spec.items[horizontal ? .centerX : .centerY]
    length = spec.items[horizontal ? .width : .height]
    marginLow = spec.items[horizontal ? .marginLeft : .marginTop]?.value ?? 0
    marginHigh = spec.items[horizontal ? .marginRight : .marginBottom]?.value ?? 0
    minLength = spec.items[horizontal ? .minWidth : .minHeight]
    maxLength = spec.items[horizontal ? .maxWidth : .maxHeight]
  }

  /// The low edge (left, top) pushed in by its margin.
  private var lowEdge: CGFloat? { low.map { $0.value + marginLow } }
  /// The high edge (right, bottom) pulled in by its margin.
  private var highEdge: CGFloat? { high.map { $0.value - marginHigh } }
  /// The centre, moved by the low margin and back by the high one.
  private var midPoint: CGFloat? { mid.map { $0.value + marginLow - marginHigh } }

  /// The length this axis fixes on its own: given, or from two of its positions.
  var fixedLength: Length? {
    if let length { return Length(value: length.value, sources: [length.call]) }
    if let l = lowEdge, let h = highEdge, let low, let high {
      return Length(value: h - l, sources: ordered(low, high))
    }
    if let l = lowEdge, let m = midPoint, let low, let mid {
      return Length(value: 2 * (m - l), sources: ordered(low, mid))
    }
    if let h = highEdge, let m = midPoint, let high, let mid {
      return Length(value: 2 * (h - m), sources: ordered(mid, high))
    }
    return nil
  }

  /// `value` within the minimum and maximum, with the limit's call when one applied.
  func clamp(_ value: CGFloat) -> (value: CGFloat, limit: String?) {
    if let maxLength, value > maxLength.value { return (maxLength.value, maxLength.call) }
    if let minLength, value < minLength.value { return (minLength.value, minLength.call) }
    return (value, nil)
  }

  /// Where the axis starts for `length`: set by the earliest of its positions (so that when a
  /// limit changes a length fixed by two edges, the edge given first stays), else `current`.
  func origin(for length: CGFloat, current: CGFloat) -> CGFloat {
    let positions = [low, high, mid].compactMap { $0 }
    guard let first = positions.min(by: { $0.order < $1.order }) else { return current }
    if first.order == low?.order, let l = lowEdge { return l }
    if first.order == high?.order, let h = highEdge { return h - length }
    if let m = midPoint { return m - length / 2 }
    return current
  }

  private func ordered(_ a: PinSpec.Item, _ b: PinSpec.Item) -> [String] {
    let pair = a.order <= b.order ? [a.call, b.call] : [b.call, a.call]
    return pair[0] == pair[1] ? [pair[0]] : pair
  }
}
