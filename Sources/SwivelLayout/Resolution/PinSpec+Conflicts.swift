import SwivelViews

extension PinSpec {
  /// The earlier calls that adding `values` (and a size to fit) would conflict with, or nil
  /// when they fit.
  ///
  /// A slot may be given twice only with the same value. An axis may not have three positions,
  /// nor a centre and an edge together with a length (both edges and a length are allowed:
  /// the view is justified between the edges). An aspect ratio may not join a width and a
  /// height that are both fixed, nor a size to fit. A minimum may not exceed the maximum.
  func conflicts(adding values: Values, fit newFit: Pin.Fit? = nil) -> [String]? {
    var culprits: [String] = []
    for slot in values.slots.intersection(items.present) {
      if let old = items[slot], old.value != values[slot] { culprits.append(text(of: old)) }
    }
    if let newFit, let old = fit, old.mode != newFit { culprits.append(text(of: old)) }
    if !culprits.isEmpty { return nonEmpty(culprits) }

    let present = items.present.union(values.slots)
    let mergedFit = fit?.mode ?? newFit

    if Self.isOverSpecified(.horizontal, present, fit: mergedFit) {
      return nonEmpty(calls(on: .horizontal))
    }
    if Self.isOverSpecified(.vertical, present, fit: mergedFit) {
      return nonEmpty(calls(on: .vertical))
    }
    if present.contains(.aspectRatio) {
      let ratio = items[.aspectRatio].map(text(of:))  // nil when the ratio is the one being added
      if mergedFit != nil {
        return nonEmpty([ratio, fit.map(text(of:))].compactMap { $0 })
      }
      if Self.fixesLength(.horizontal, present, fit: nil)
        && Self.fixesLength(.vertical, present, fit: nil)
      {
        return nonEmpty(calls(on: .horizontal) + calls(on: .vertical) + [ratio].compactMap { $0 })
      }
    }
    guard !present.intersection(Self.limits).isEmpty else { return nil }
    for (low, high) in [(Slot.minWidth, Slot.maxWidth), (.minHeight, .maxHeight)] {
      if let min = values[low] ?? items[low]?.value, let max = values[high] ?? items[high]?.value,
        min > max
      {
        return nonEmpty([items[low].map(text(of:)), items[high].map(text(of:))].compactMap { $0 })
      }
    }
    return nil
  }

  /// The minimum and maximum slots.
  private static let limits = SlotSet(.minWidth, .maxWidth, .minHeight, .maxHeight)

  /// The calls, without repeats (a call such as `all(8)` fills several slots); never empty.
  private func nonEmpty(_ calls: [String]) -> [String] {
    var seen: Set<String> = []
    let unique = calls.filter { !$0.isEmpty && seen.insert($0).inserted }
    return unique.isEmpty ? ["the earlier calls"] : unique
  }
}
