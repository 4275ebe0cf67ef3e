import SwivelUI

extension PinSpec {
  /// The earlier calls that adding `values` (and a size to fit) would conflict with, or nil
  /// when they fit.
  ///
  /// A slot may be given twice only with the same value. An axis may not have three positions,
  /// nor a centre and an edge together with a length (both edges and a length are allowed:
  /// the view is justified between the edges). An aspect ratio may not join a width and a
  /// height that are both fixed, nor a size to fit. A minimum may not exceed the maximum.
  func conflicts(adding values: [Slot: CGFloat], fit newFit: Pin.Fit? = nil) -> [String]? {
    var culprits: [String] = []
    let clashing = values.compactMap { slot, value in
      items[slot].flatMap { $0.value != value ? (slot, $0) : nil }
    }
    for (_, old) in clashing.sorted(by: { $0.0.rawValue < $1.0.rawValue }) {
      culprits.append(old.call)
    }
    if let newFit, let old = fit, old.mode != newFit { culprits.append(old.call) }
    if !culprits.isEmpty { return nonEmpty(culprits) }

    var present = items.present
    for slot in values.keys { present.insert(slot) }
    let mergedFit = fit?.mode ?? newFit

    for axis in [LayoutAxis.horizontal, .vertical]
    where Self.isOverSpecified(axis, present, fit: mergedFit) {
      return nonEmpty(calls(on: axis))
    }
    if present.contains(.aspectRatio) {
      let ratio = items[.aspectRatio]?.call  // nil when the ratio is the one being added
      if mergedFit != nil {
        return nonEmpty([ratio, fit?.call].compactMap { $0 })
      }
      if Self.fixesLength(.horizontal, present, fit: nil)
        && Self.fixesLength(.vertical, present, fit: nil)
      {
        return nonEmpty(calls(on: .horizontal) + calls(on: .vertical) + [ratio].compactMap { $0 })
      }
    }
    for (low, high) in [(Slot.minWidth, Slot.maxWidth), (.minHeight, .maxHeight)] {
      if let min = values[low] ?? items[low]?.value, let max = values[high] ?? items[high]?.value,
        min > max
      {
        return nonEmpty([items[low]?.call, items[high]?.call].compactMap { $0 })
      }
    }
    return nil
  }

  /// The calls, without repeats (a call such as `all(8)` fills several slots); never empty.
  private func nonEmpty(_ calls: [String]) -> [String] {
    var seen: Set<String> = []
    let unique = calls.filter { !$0.isEmpty && seen.insert($0).inserted }
    return unique.isEmpty ? ["the earlier calls"] : unique
  }
}
