/// What a ``Pin`` chain has specified so far: one value per slot, each with the call that gave
/// it and the order it came in.
struct PinSpec {
  /// A value a chain can specify.
  enum Slot: CaseIterable {
    case left, right, centerX, width
    case top, bottom, centerY, height
    case aspectRatio
    case marginLeft, marginRight, marginTop, marginBottom
    case minWidth, maxWidth, minHeight, maxHeight
  }

  /// One accepted value: a coordinate in the superview's bounds, a length or a ratio.
  struct Item {
    var value: CGFloat
    var call: String
    var order: Int
  }

  /// An accepted size-to-fit request.
  struct FitItem {
    var mode: Pin.Fit
    var call: String
    var order: Int
  }

  var items: [Slot: Item] = [:]
  var fit: FitItem?

  /// Whether nothing has been specified.
  var isEmpty: Bool { items.isEmpty && fit == nil }

  /// The position slots of an axis: low edge, high edge, centre.
  static func positions(_ axis: LayoutAxis) -> [Slot] {
    axis == .horizontal ? [.left, .right, .centerX] : [.top, .bottom, .centerY]
  }

  /// The length slot of an axis.
  static func length(_ axis: LayoutAxis) -> Slot {
    axis == .horizontal ? .width : .height
  }

  /// Whether the size to fit gives this axis's length.
  func fitGivesLength(_ axis: LayoutAxis) -> Bool {
    guard let fit else { return false }
    switch fit.mode {
    case .width: return axis == .vertical
    case .height: return axis == .horizontal
    case .content: return true
    }
  }

  /// How many of the axis's two degrees of freedom are taken.
  func count(_ axis: LayoutAxis) -> Int {
    let positions = Self.positions(axis).filter { items[$0] != nil }.count
    let length = items[Self.length(axis)] != nil ? 1 : 0
    return positions + length + (fitGivesLength(axis) ? 1 : 0)
  }

  /// Whether the axis's length is fixed without the aspect ratio.
  func fixesLength(_ axis: LayoutAxis) -> Bool {
    items[Self.length(axis)] != nil || fitGivesLength(axis)
      || Self.positions(axis).filter { items[$0] != nil }.count == 2
  }

  /// The calls that specify something on an axis, in the order they came.
  func calls(on axis: LayoutAxis) -> [String] {
    var found = (Self.positions(axis) + [Self.length(axis)]).compactMap { items[$0] }
      .map { (order: $0.order, call: $0.call) }
    if fitGivesLength(axis), let fit { found.append((fit.order, fit.call)) }
    return found.sorted { $0.order < $1.order }.map(\.call)
  }

  /// Adds values given by one call; slots that already hold the same value keep their
  /// (earlier) item.
  mutating func add(_ values: [Slot: CGFloat], call: String, order: Int) {
    for (slot, value) in values where items[slot] == nil {
      items[slot] = Item(value: value, call: call, order: order)
    }
  }
}
