public import SwivelUI

/// The common calls of a ``Pin`` chain as it received them, kept inline in the chain: each call
/// only appends one entry, and the frame is resolved from the entries once, when the chain
/// ends. A chain made of these calls alone allocates nothing and, compiled with optimisation,
/// costs about what assigning the frame costs.
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
  @usableFromInline var c0 = Call(.top, 0), c1 = Call(.top, 0), c2 = Call(.top, 0), c3 = Call(.top, 0)
  @usableFromInline var c4 = Call(.top, 0), c5 = Call(.top, 0), c6 = Call(.top, 0), c7 = Call(.top, 0)
  /// Whether the frame is rounded to the pixel grid (``Pin/pixelSnapping(_:)``).
  @usableFromInline var snapsToPixels = true

  @inlinable
  init() {}

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
