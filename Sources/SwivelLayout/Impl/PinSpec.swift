import SwivelUI

/// What a ``Pin`` chain has specified so far: one value per slot, each with the call that gave
/// it and the order it came in.
///
/// Calls are kept as closures and only turned into text when a warning quotes them, so a chain
/// that warns about nothing formats nothing.
struct PinSpec {
  /// A value a chain can specify.
  enum Slot: Int, CaseIterable {
    case left, right, centerX, width
    case top, bottom, centerY, height
    case aspectRatio
    case marginLeft, marginRight, marginTop, marginBottom
    case minWidth, maxWidth, minHeight, maxHeight

    /// Every slot, in declaration order (built once: `allCases` makes a new array per call).
    static let all = Slot.allCases
  }

  /// One optional value per slot, in a fixed array: a chain looks slots up dozens of times per
  /// call, and hashing an enum for a dictionary cost more than the rest of the layout.
  struct SlotTable<Value> {
    private var storage = [Value?](repeating: nil, count: Slot.all.count)
    /// The slots that hold a value, one bit per slot.
    private(set) var present = SlotSet()

    subscript(slot: Slot) -> Value? {
      get { storage[slot.rawValue] }
      set {
        storage[slot.rawValue] = newValue
        if newValue == nil { present.remove(slot) } else { present.insert(slot) }
      }
    }

    /// Whether no slot holds a value.
    var isEmpty: Bool { present.isEmpty }
  }

  /// A set of slots as bits, for the conflict checks that only ask which slots are given.
  struct SlotSet {
    private var bits: UInt32 = 0

    func contains(_ slot: Slot) -> Bool { bits & (1 << slot.rawValue) != 0 }
    mutating func insert(_ slot: Slot) { bits |= 1 << slot.rawValue }
    mutating func remove(_ slot: Slot) { bits &= ~(1 << slot.rawValue) }
    var isEmpty: Bool { bits == 0 }
  }

  /// One accepted value: a coordinate in the superview's bounds, a length or a ratio.
  struct Item {
    var value: CGFloat
    var describe: () -> String
    var order: Int
    /// The call as written, built on demand.
    var call: String { describe() }
  }

  /// An accepted size-to-fit request.
  struct FitItem {
    var mode: Pin.Fit
    var describe: () -> String
    var order: Int
    /// The call as written, built on demand.
    var call: String { describe() }
  }

  var items = SlotTable<Item>()
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
    fit?.mode.fittedAxes.contains(axis) ?? false
  }

  /// Whether the axis has both of its edges (left and right, top and bottom).
  func hasBothEdges(_ axis: LayoutAxis) -> Bool {
    let slots = Self.positions(axis)
    return items.present.contains(slots[0]) && items.present.contains(slots[1])
  }

  /// Whether the axis is over-specified: three positions, or two positions other than both
  /// edges together with a length. Both edges and a length are allowed: the length applies and
  /// ``Pin/justify(_:)`` or ``Pin/align(_:)`` places the view between the edges (PinLayout).
  static func isOverSpecified(_ axis: LayoutAxis, _ present: SlotSet, fit: Pin.Fit?) -> Bool {
    let slots = positions(axis)
    let positions = slots.filter(present.contains).count
    let hasLength = present.contains(length(axis)) || (fit?.fittedAxes.contains(axis) ?? false)
    if positions == 3 { return true }
    let bothEdges = present.contains(slots[0]) && present.contains(slots[1])
    return positions == 2 && hasLength && !bothEdges
  }

  /// Whether the axis's length is fixed without the aspect ratio.
  static func fixesLength(_ axis: LayoutAxis, _ present: SlotSet, fit: Pin.Fit?) -> Bool {
    present.contains(length(axis)) || (fit?.fittedAxes.contains(axis) ?? false)
      || positions(axis).filter(present.contains).count == 2
  }

  /// The calls that specify something on an axis, in the order they came.
  func calls(on axis: LayoutAxis) -> [String] {
    var found = (Self.positions(axis) + [Self.length(axis)]).compactMap { items[$0] }
      .map { (order: $0.order, describe: $0.describe) }
    if fitGivesLength(axis), let fit { found.append((fit.order, fit.describe)) }
    return found.sorted { $0.order < $1.order }.map { $0.describe() }
  }

  /// Adds values given by one call; slots that already hold the same value keep their
  /// (earlier) item.
  mutating func add(_ values: [Slot: CGFloat], call: @escaping () -> String, order: Int) {
    for (slot, value) in values where items[slot] == nil {
      items[slot] = Item(value: value, describe: call, order: order)
    }
  }
}
