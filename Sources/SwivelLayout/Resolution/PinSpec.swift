import SwivelViews

/// What a ``Pin`` chain has specified so far: one value per slot, each with the order of the
/// call that gave it.
///
/// Calls are kept as ``PinCall``s, one per accepted call in ``calls``, and only turned into text
/// when a warning quotes them, so a chain that warns about nothing formats nothing; the items
/// name their call by its order, so reading and copying them touches no closure.
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

  /// One optional item per slot, as a value and an order per slot in fixed storage: a chain
  /// looks slots up dozens of times per call, and hashing an enum for a dictionary cost more
  /// than the rest of the layout. A class, one per chain, owned by the chain's ``Pin``: a
  /// chain reads its spec on every call, and copying the slots each time cost more than the
  /// lookups.
  final class SlotTable {
    private var values = InlineArray<17, CGFloat>(repeating: 0)
    private var orders = InlineArray<17, Int32>(repeating: 0)
    /// The slots that hold an item, one bit per slot.
    private(set) var present = SlotSet()

    subscript(slot: Slot) -> Item? {
      get {
        present.contains(slot)
          ? Item(value: values[slot.rawValue], order: Int(orders[slot.rawValue])) : nil
      }
      set {
        if let newValue {
          values[slot.rawValue] = newValue.value
          orders[slot.rawValue] = Int32(truncatingIfNeeded: newValue.order)
          present.insert(slot)
        } else {
          present.remove(slot)
        }
      }
    }

    /// Whether no slot holds a value.
    var isEmpty: Bool { present.isEmpty }
  }

  /// A set of slots as bits, for the conflict checks that only ask which slots are given.
  struct SlotSet: Sequence {
    private var bits: UInt32 = 0

    func contains(_ slot: Slot) -> Bool { bits & (1 << slot.rawValue) != 0 }
    mutating func insert(_ slot: Slot) { bits |= 1 << slot.rawValue }
    mutating func remove(_ slot: Slot) { bits &= ~(1 << slot.rawValue) }
    var isEmpty: Bool { bits == 0 }
    /// How many slots the set holds.
    var count: Int { bits.nonzeroBitCount }
    /// The slots of both sets.
    func union(_ other: SlotSet) -> SlotSet { SlotSet(bits: bits | other.bits) }
    /// The slots of both sets that are in `other` too.
    func intersection(_ other: SlotSet) -> SlotSet { SlotSet(bits: bits & other.bits) }

    init() {}
    init(_ slots: Slot...) { for slot in slots { insert(slot) } }
    private init(bits: UInt32) { self.bits = bits }

    /// How many slots of the set come before `slot`.
    func count(before slot: Slot) -> Int { (bits & ((1 << slot.rawValue) - 1)).nonzeroBitCount }

    /// The slots in declaration order.
    func makeIterator() -> Iterator { Iterator(bits: bits) }

    /// Walks the set bits from the lowest.
    struct Iterator: IteratorProtocol {
      var bits: UInt32
      mutating func next() -> Slot? {
        guard bits != 0 else { return nil }
        let index = bits.trailingZeroBitCount
        bits &= bits - 1
        return Slot(rawValue: index)
      }
    }
  }

  /// One accepted value: a coordinate in the superview's bounds, a length or a ratio.
  struct Item {
    var value: CGFloat
    /// The accepted call that gave it, its index in ``PinSpec/calls``.
    var order: Int
    /// The call a warning quotes: the one that gave it, or for an edge that ``Pin/pinEdges()``
    /// made, the length's (quoted as `… with pinEdges()`).
    var quoted: Int
    /// Whether ``Pin/pinEdges()`` made it from a length.
    var isFromPinEdges = false

    init(value: CGFloat, order: Int) {
      self.value = value
      self.order = order
      self.quoted = order
    }

    /// An edge that ``Pin/pinEdges()`` made from `length` at the place of a position given by
    /// the call of `order`.
    init(value: CGFloat, order: Int, pinningEdgesWith length: Item) {
      self.value = value
      self.order = order
      self.quoted = length.quoted
      self.isFromPinEdges = true
    }
  }

  /// An accepted size-to-fit request.
  struct FitItem {
    var mode: Pin.Fit
    /// The accepted call that gave it, its index in ``PinSpec/calls``.
    var order: Int
  }

  let items = SlotTable()
  var fit: FitItem?
  /// The accepted calls, in order.
  private(set) var calls: [PinCall] = []

  /// Records an accepted call and returns its order.
  mutating func accept(_ call: PinCall) -> Int {
    if calls.isEmpty { calls.reserveCapacity(8) }
    calls.append(call)
    return calls.count - 1
  }

  /// The call that gave `item`, as written.
  func text(of item: Item) -> String {
    item.isFromPinEdges ? "\(calls[item.quoted].text) with pinEdges()" : calls[item.quoted].text
  }

  /// The size-to-fit call, as written.
  func text(of fit: FitItem) -> String { calls[fit.order].text }

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

  /// The position slots of an axis as a set.
  static func positionSet(_ axis: LayoutAxis) -> SlotSet {
    axis == .horizontal ? horizontalPositions : verticalPositions
  }
  private static let horizontalPositions = SlotSet(.left, .right, .centerX)
  private static let verticalPositions = SlotSet(.top, .bottom, .centerY)

  /// Both edges of an axis (left and right, top and bottom).
  static func edges(_ axis: LayoutAxis) -> (low: Slot, high: Slot) {
    axis == .horizontal ? (.left, .right) : (.top, .bottom)
  }

  /// Whether the axis has both of its edges (left and right, top and bottom).
  func hasBothEdges(_ axis: LayoutAxis) -> Bool {
    let (low, high) = Self.edges(axis)
    return items.present.contains(low) && items.present.contains(high)
  }

  /// Whether the axis is over-specified: three positions, or two positions other than both
  /// edges together with a length. Both edges and a length are allowed: the length applies and
  /// ``Pin/justify(_:)`` or ``Pin/align(_:)`` places the view between the edges (PinLayout).
  static func isOverSpecified(_ axis: LayoutAxis, _ present: SlotSet, fit: Pin.Fit?) -> Bool {
    let positions = present.intersection(positionSet(axis)).count
    if positions == 3 { return true }
    guard positions == 2 else { return false }
    let hasLength = present.contains(length(axis)) || (fit?.fittedAxes.contains(axis) ?? false)
    let (low, high) = edges(axis)
    let bothEdges = present.contains(low) && present.contains(high)
    return hasLength && !bothEdges
  }

  /// Whether the axis's length is fixed without the aspect ratio.
  static func fixesLength(_ axis: LayoutAxis, _ present: SlotSet, fit: Pin.Fit?) -> Bool {
    present.contains(length(axis)) || (fit?.fittedAxes.contains(axis) ?? false)
      || present.intersection(positionSet(axis)).count == 2
  }

  /// The calls that specify something on an axis, in the order they came.
  func calls(on axis: LayoutAxis) -> [String] {
    var found = (Self.positions(axis) + [Self.length(axis)]).compactMap { items[$0] }
    if fitGivesLength(axis), let fit { found.append(Item(value: 0, order: fit.order)) }
    return found.sorted { $0.order < $1.order }.map(text(of:))
  }

  /// Adds values given by one call, recording the call; slots that already hold the same value
  /// keep their (earlier) item.
  mutating func add(_ values: Values, call: PinCall) {
    let order = accept(call)
    values.forEach { slot, value in
      if !items.present.contains(slot) { items[slot] = Item(value: value, order: order) }
    }
  }
}
