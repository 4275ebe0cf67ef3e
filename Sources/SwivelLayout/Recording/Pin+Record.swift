public import SwivelViews

extension Pin {
  /// Records a common call. A full record is first moved into the general state, so the
  /// calls keep their order. Never passes `self` or the address of its storage on, so that an
  /// optimised build can keep a chain of common calls off the heap.
  @inlinable @inline(__always)
  func add(_ call: PinRecord.Call) -> Pin {
    if record.count == PinRecord.capacity {
      state = Pin.absorb(record, into: state, view: view, keepsTransform: keepsTransform)
      record.removeAll()
    }
    record.add(call)
    return self
  }

  /// The general state of the chain whose calls so far are `state` then `record`, with the
  /// recorded calls run into it (made first if there is none).
  @usableFromInline
  static func absorb(
    _ record: PinRecord, into state: PinState?, view: View, keepsTransform: Bool
  ) -> PinState {
    Pin(standInFor: view, keepsTransform: keepsTransform, record: record, state: state).generalState
  }

  /// Sets the frame from the chain's calls: straight from the record when the whole chain is
  /// in it and resolves plainly (``applyRecorded()``), else by the general resolution, which
  /// also raises the chain's warnings.
  func finish() {
    if state == nil, applyRecorded() { return }
    applyFrame()
    warnUnappliedPlacement()
  }

  /// Sets the frame now from everything specified so far (PinLayout's `layout()`, needed
  /// there in Xcode playgrounds); the chain sets it again when it ends if calls follow.
  ///
  /// ```swift
  /// let chain = box.pin.top(20).left(20)
  /// chain.layout()   // box is at (20, 20) from here on
  /// ```
  public func layout() {
    materialize()
    finish()
  }
}
