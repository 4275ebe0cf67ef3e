public import SwivelViews

/// The common calls of a ``Pin`` chain as it received them, kept inline in the chain: each call
/// appends one entry (for the general resolution to replay, should it be needed) and notes what
/// it gives each axis, as insets from the superview's bounds, so that the frame is resolved
/// once, when the chain ends, with no pass over the calls.
///
/// Eight fields rather than an array or an `InlineArray`, so that a debug build (which
/// specialises nothing) appends with a plain store.
@usableFromInline
struct PinRecord {
  /// A recorded call.
  @usableFromInline
  struct Call {
    /// Which call it was.
    @usableFromInline
    enum Kind: UInt8 {
      case top, bottom, left, right, hCenter, vCenter
      case horizontally, vertically, all, center
      case topLeft, topRight, bottomLeft, bottomRight
      case width, height, size
    }

    // The numbers first, so that a call takes 24 bytes.
    /// The inset, offset or length (the width, for `size`).
    @usableFromInline var value: CGFloat
    /// The height, for `size`.
    @usableFromInline var second: CGFloat
    @usableFromInline var kind: Kind
    @usableFromInline var guide: Pin.Guide

    @inlinable
    init(_ kind: Kind, _ value: CGFloat, _ second: CGFloat = 0, _ guide: Pin.Guide = .bounds) {
      self.kind = kind
      self.value = value
      self.second = second
      self.guide = guide
    }
  }

  /// How many calls a record holds; a longer chain is resolved the general way.
  @usableFromInline static var capacity: Int { 8 }

  @usableFromInline var count = 0
  @usableFromInline var c0 = Call(.top, 0), c1 = Call(.top, 0), c2 = Call(.top, 0),
    c3 = Call(.top, 0)
  @usableFromInline var c4 = Call(.top, 0), c5 = Call(.top, 0), c6 = Call(.top, 0),
    c7 = Call(.top, 0)
  /// Whether the frame is rounded to the pixel grid (``Pin/pixelSnapping(_:)``).
  @usableFromInline var snapsToPixels = true
  /// What the calls give each axis.
  @usableFromInline var x = RecordedAxis(), y = RecordedAxis()
  /// Whether the axes hold everything the calls gave: false once a call measured from a guide
  /// other than the bounds, gave a value that is not finite or gave a part of an axis twice,
  /// all of which the general resolution handles (and warns about).
  @usableFromInline var isPlain = true

  @inlinable
  init() {}

  /// Records `call`: appends it and notes what it gives each axis. The caller checks that
  /// there is room.
  @inlinable @inline(__always)
  mutating func add(_ call: Call) {
    append(call)
    guard isPlain else { return }
    let v = call.value
    guard call.guide == .bounds, v.isFinite, call.second.isFinite else {
      isPlain = false
      return
    }
    let given: Bool
    switch call.kind {
    case .top: given = y.give(.low, v)
    case .bottom: given = y.give(.high, v)
    case .left: given = x.give(.low, v)
    case .right: given = x.give(.high, v)
    case .hCenter: given = x.give(.middle, v)
    case .vCenter: given = y.give(.middle, v)
    case .horizontally: given = x.give(.low, v) && x.give(.high, v)
    case .vertically: given = y.give(.low, v) && y.give(.high, v)
    case .all: given = x.give(.low, v) && x.give(.high, v) && y.give(.low, v) && y.give(.high, v)
    case .center: given = x.give(.middle, 0) && y.give(.middle, 0)
    case .topLeft: given = y.give(.low, v) && x.give(.low, v)
    case .topRight: given = y.give(.low, v) && x.give(.high, v)
    case .bottomLeft: given = y.give(.high, v) && x.give(.low, v)
    case .bottomRight: given = y.give(.high, v) && x.give(.high, v)
    case .width: given = x.give(.length, v)
    case .height: given = y.give(.length, v)
    case .size: given = x.give(.length, v) && y.give(.length, call.second)
    }
    if !given { isPlain = false }
  }

  /// Forgets the calls (once the general state has them), keeping the pixel snapping.
  @usableFromInline
  mutating func removeAll() {
    count = 0
    x = RecordedAxis()
    y = RecordedAxis()
    isPlain = true
  }

  /// Appends `call`; the caller checks that there is room.
  @inlinable @inline(__always)
  mutating func append(_ call: Call) {
    switch count {
    case 0: c0 = call
    case 1: c1 = call
    case 2: c2 = call
    case 3: c3 = call
    case 4: c4 = call
    case 5: c5 = call
    case 6: c6 = call
    default: c7 = call
    }
    count += 1
  }

  /// The call at `index` (below ``count``).
  subscript(index: Int) -> Call {
    switch index {
    case 0: c0
    case 1: c1
    case 2: c2
    case 3: c3
    case 4: c4
    case 5: c5
    case 6: c6
    default: c7
    }
  }
}
