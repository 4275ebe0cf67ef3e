import SwivelSupport
import SwivelViews

extension PinSpec {
  /// The values one call gives, one optional value per slot, kept inline: a chain makes one
  /// per call, and a dictionary (a heap allocation and a hash per slot) cost more than
  /// resolving the frame. Written as a dictionary literal: `[.top: 8, .left: 16]`.
  struct Values: ExpressibleByDictionaryLiteral {
    /// The values of the slots in `slots`, in slot order.
    private var storage = InlineArray<8, CGFloat>(repeating: 0)
    /// The slots that hold a value.
    private(set) var slots = SlotSet()

    init() {}

    /// One slot's value; the common calls use it rather than a literal, whose variadic array
    /// the optimiser does not always keep off the heap.
    init(_ slot: Slot, _ value: CGFloat) { self[slot] = value }

    /// Two slots' values.
    init(_ first: Slot, _ firstValue: CGFloat, _ second: Slot, _ secondValue: CGFloat) {
      self[first] = firstValue
      self[second] = secondValue
    }

    init(dictionaryLiteral elements: (Slot, CGFloat)...) {
      for (slot, value) in elements { self[slot] = value }
    }

    /// One slot's value. A call gives at most 8 (`all` gives 4).
    subscript(slot: Slot) -> CGFloat? {
      get { slots.contains(slot) ? storage[slots.count(before: slot)] : nil }
      set {
        let index = slots.count(before: slot)
        if let newValue {
          if !slots.contains(slot) {
            requirePrecondition(slots.count < 8, "a layout call gives at most 8 values")
            var move = slots.count
            while move > index {
              storage[move] = storage[move - 1]
              move -= 1
            }
            slots.insert(slot)
          }
          storage[index] = newValue
        } else if slots.contains(slot) {
          for move in index..<(slots.count - 1) { storage[move] = storage[move + 1] }
          slots.remove(slot)
        }
      }
    }

    /// Whether no slot holds a value.
    var isEmpty: Bool { slots.isEmpty }

    /// The first value, in slot order, that is not a finite number.
    var firstNonFinite: CGFloat? {
      for index in 0..<slots.count where !storage[index].isFinite { return storage[index] }
      return nil
    }

    /// Calls `body` with each slot and its value, in slot order.
    func forEach(_ body: (Slot, CGFloat) throws -> Void) rethrows {
      var index = 0
      for slot in slots {
        try body(slot, storage[index])
        index += 1
      }
    }

    /// Adds `other`'s values; where both hold a slot, `combine` picks (old, new).
    mutating func merge(_ other: Values, uniquingKeysWith combine: (CGFloat, CGFloat) -> CGFloat) {
      other.forEach { slot, value in self[slot] = self[slot].map { combine($0, value) } ?? value }
    }

    /// These values and `other`'s; where both hold a slot, `combine` picks (old, new).
    func merging(_ other: Values, uniquingKeysWith combine: (CGFloat, CGFloat) -> CGFloat) -> Values
    {
      var merged = self
      merged.merge(other, uniquingKeysWith: combine)
      return merged
    }
  }
}
