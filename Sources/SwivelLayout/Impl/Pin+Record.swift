public import SwivelUI

extension Pin {
  /// Records a common call, or runs it the general way once the chain has left the record (a
  /// call before it was not a common one, or the record is full). Never passes `self` on, so
  /// that an optimised build can keep a chain of common calls off the heap.
  @inlinable
  func add(_ call: PinRecord.Call) -> Pin {
    if state == nil && record.count < PinRecord.capacity {
      record.append(call)
    } else {
      Pin.commitLate(call, view: view, keepsTransform: keepsTransform, record: &record, state: &state)
    }
    return self
  }

  /// Runs `call` the general way for the chain whose calls so far are `record` and `state`.
  @usableFromInline
  static func commitLate(
    _ call: PinRecord.Call, view: View, keepsTransform: Bool, record: inout PinRecord,
    state: inout PinState?
  ) {
    let standIn = Pin(standInFor: view, keepsTransform: keepsTransform, record: record, state: state)
    standIn.commitRecorded(call)
    record = standIn.record
    state = standIn.state
  }

  /// Sets the frame for the chain whose calls are `record` and `state`: straight from the
  /// record when it resolves plainly (``applyRecorded(_:to:keepsTransform:)``), else by the
  /// general resolution, which also raises the chain's warnings.
  @usableFromInline
  static func finish(view: View, keepsTransform: Bool, record: PinRecord, state: PinState?) {
    if state == nil, applyRecorded(record, to: view, keepsTransform: keepsTransform) { return }
    let standIn = Pin(standInFor: view, keepsTransform: keepsTransform, record: record, state: state)
    standIn.applyFrame()
    standIn.warnUnappliedPlacement()
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
    Pin.finish(view: view, keepsTransform: keepsTransform, record: record, state: state)
  }
}
