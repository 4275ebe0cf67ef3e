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
    for slot in Slot.allCases {
      if let value = values[slot], let old = items[slot], old.value != value {
        culprits.append(old.call)
      }
    }
    if let newFit, let old = fit, old.mode != newFit { culprits.append(old.call) }
    if !culprits.isEmpty { return nonEmpty(culprits) }

    var merged = self
    merged.add(values, call: { "" }, order: .max)
    if let newFit, merged.fit == nil {
      merged.fit = FitItem(mode: newFit, describe: { "" }, order: .max)
    }

    for axis in [LayoutAxis.horizontal, .vertical] where merged.isOverSpecified(axis) {
      return nonEmpty(calls(on: axis))
    }
    if merged.items[.aspectRatio] != nil {
      let ratio = items[.aspectRatio]?.call  // nil when the ratio is the one being added
      if merged.fit != nil {
        return nonEmpty([ratio, fit?.call].compactMap { $0 })
      }
      if merged.fixesLength(.horizontal) && merged.fixesLength(.vertical) {
        return nonEmpty(calls(on: .horizontal) + calls(on: .vertical) + [ratio].compactMap { $0 })
      }
    }
    for (low, high) in [(Slot.minWidth, Slot.maxWidth), (.minHeight, .maxHeight)] {
      if let min = merged.items[low], let max = merged.items[high], min.value > max.value {
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
