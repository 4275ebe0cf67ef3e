import SwivelViews

/// One axis of a ``PinSpec``, read for resolving: edges with their margins applied, the length
/// they fix, its limits, and where the axis starts for a given length.
struct PinAxisPlan {
  /// A length and the calls it comes from (their text built only for a warning).
  struct Length {
    var value: CGFloat
    var sources: Sources
  }

  /// The items a length comes from, at most three (two positions and a ratio), kept inline:
  /// a chain resolves its frame on every call, and an array per length was an allocation
  /// each time.
  struct Sources {
    private var items = InlineArray<3, PinSpec.Item>(repeating: PinSpec.Item(value: 0, order: 0))
    private var count = 0

    /// None: the length is the one the view had.
    init() {}

    /// One item.
    init(_ item: PinSpec.Item) { self = Sources().appending(item) }

    /// `item` after these.
    func appending(_ item: PinSpec.Item) -> Sources {
      var sources = self
      if count < 3 {
        sources.items[count] = item
        sources.count += 1
      }
      return sources
    }

    /// The items in order.
    var all: [PinSpec.Item] { (0..<count).map { items[$0] } }
  }

  /// Where a view shorter than the room between both edges goes (``Pin/justify(_:)``,
  /// ``Pin/align(_:)``).
  enum Placement {
    case low, center, high
  }

  private var low: PinSpec.Item?
  private var high: PinSpec.Item?
  private var mid: PinSpec.Item?
  private(set) var length: PinSpec.Item?
  private var marginLow: CGFloat = 0
  private var marginHigh: CGFloat = 0
  private var minLength: PinSpec.Item?
  private(set) var maxLength: PinSpec.Item?
  private var placement: Placement

  /// Reads `axis` of `spec`. With `pinningEdges` (``Pin/pinEdges()``) a length with one
  /// position becomes two edges before the margins apply, so margins shrink the view.
  init(_ spec: PinSpec, _ axis: LayoutAxis, placement: Placement, pinningEdges: Bool) {
    let horizontal = axis == .horizontal
    low = spec.items[horizontal ? .left : .top]
    high = spec.items[horizontal ? .right : .bottom]
    mid = spec.items[horizontal ? .centerX : .centerY]
    length = spec.items[horizontal ? .width : .height]
    marginLow = spec.items[horizontal ? .marginLeft : .marginTop]?.value ?? 0
    marginHigh = spec.items[horizontal ? .marginRight : .marginBottom]?.value ?? 0
    minLength = spec.items[horizontal ? .minWidth : .minHeight]
    maxLength = spec.items[horizontal ? .maxWidth : .maxHeight]
    self.placement = placement
    if pinningEdges { pinEdges() }
  }

  private mutating func pinEdges() {
    guard let given = length, low == nil || high == nil else { return }
    let side = clamp(given.value).value
    func item(_ value: CGFloat, _ order: Int) -> PinSpec.Item {
      PinSpec.Item(value: value, order: order, pinningEdgesWith: given)
    }
    if let low {
      high = item(low.value + side, low.order)
    } else if let high {
      low = item(high.value - side, high.order)
    } else if let mid {
      low = item(mid.value - side / 2, mid.order)
      high = item(mid.value + side / 2, mid.order)
      self.mid = nil
    } else {
      return
    }
    length = nil
  }

  /// The low edge (left, top) pushed in by its margin.
  private var lowEdge: CGFloat? { low.map { $0.value + marginLow } }
  /// The high edge (right, bottom) pulled in by its margin.
  private var highEdge: CGFloat? { high.map { $0.value - marginHigh } }
  /// The centre, moved by the low margin and back by the high one.
  private var midPoint: CGFloat? { mid.map { $0.value + marginLow - marginHigh } }

  /// The length this axis fixes on its own: given, or from two of its positions.
  var fixedLength: Length? {
    if let length { return Length(value: length.value, sources: Sources(length)) }
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
  func clamp(_ value: CGFloat) -> (value: CGFloat, limit: PinSpec.Item?) {
    if let maxLength, value > maxLength.value { return (maxLength.value, maxLength) }
    if let minLength, value < minLength.value { return (minLength.value, minLength) }
    return (value, nil)
  }

  /// Where the axis starts for `length`. Between both edges the placement decides (the low
  /// edge by default, as in PinLayout); otherwise the earliest position given (so that when a
  /// limit changes a length fixed by an edge and the centre, the one given first stays), else
  /// `current`.
  func origin(for length: CGFloat, current: CGFloat) -> CGFloat {
    if let l = lowEdge, let h = highEdge {
      switch placement {
      case .low: return l
      case .center: return l + (h - l - length) / 2
      case .high: return h - length
      }
    }
    func earlier(_ a: Int?, _ b: Int?) -> Int? {
      guard let a else { return b }
      guard let b else { return a }
      return Swift.min(a, b)
    }
    guard let first = earlier(earlier(low?.order, high?.order), mid?.order) else { return current }
    if first == low?.order, let l = lowEdge { return l }
    if first == high?.order, let h = highEdge { return h - length }
    if let m = midPoint { return m - length / 2 }
    return current
  }

  /// Both calls, the earlier first (one call such as `horizontally()` may give both; the
  /// repeat is dropped when the text is built).
  private func ordered(_ a: PinSpec.Item, _ b: PinSpec.Item) -> Sources {
    let (earlier, later) = a.order <= b.order ? (a, b) : (b, a)
    return Sources(earlier).appending(later)
  }
}
