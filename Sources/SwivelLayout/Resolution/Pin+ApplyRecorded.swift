public import SwivelViews

extension Pin {
  /// Sets the view's frame straight from the record when the whole chain is in it and nothing
  /// needs the general resolution, and says whether it did. It gives the same frame as the
  /// general resolution; anything that would warn (no superview, a value that is not finite, a
  /// guide other than the bounds, a value given twice, an over-specified axis, a negative
  /// length) is left to the general resolution, which replays the calls and raises the
  /// warnings.
  func applyRecorded() -> Bool {
    guard record.isPlain, let bounds = view.superviewBounds else { return false }
    let x = record.x, y = record.y
    // The frame at the start matters only to an axis the calls leave open.
    let start =
      x.isFixed && y.isFixed
      ? CGRect.zero
      : keepsTransform && !view.transform.isIdentity
        ? LayoutGeometry.untransformedFrame(of: view) : view.frame
    guard
      let (left, width) = x.resolve(
        min: bounds.minX, max: bounds.maxX, mid: bounds.midX, start: start.minX,
        startLength: start.width),
      let (top, height) = y.resolve(
        min: bounds.minY, max: bounds.maxY, mid: bounds.midY, start: start.minY,
        startLength: start.height)
    else { return false }
    Pin.place(
      view, on: CGRect(x: left, y: top, width: width, height: height), margins: EdgeInsets(all: 0),
      keepsTransform: keepsTransform, snapping: record.snapsToPixels)
    return true
  }
}

/// What the common calls of a chain give one axis: an inset from the low edge of the
/// superview's bounds, an inset from the high edge, an offset from the middle and a length,
/// each at most once, and which position came first.
@usableFromInline
struct RecordedAxis {
  @usableFromInline
  enum Part: UInt8 { case low = 1, high = 2, middle = 4, length = 8 }

  @usableFromInline var low: CGFloat = 0, high: CGFloat = 0, middle: CGFloat = 0,
    length: CGFloat = 0
  /// The parts given, as a set of ``Part`` bits.
  @usableFromInline var given: UInt8 = 0
  /// The position given first (the earliest one places the view), 0 before any.
  @usableFromInline var first: UInt8 = 0

  @inlinable
  init() {}

  /// Gives `part` its value; false when it was given already (left to the general resolution,
  /// which accepts a repeat of the same value and warns about a different one) or when it is
  /// the middle after an edge (left to the general resolution, which does not apply it).
  @inlinable @inline(__always)
  mutating func give(_ part: Part, _ value: CGFloat) -> Bool {
    guard given & part.rawValue == 0 else { return false }
    if part == .middle && given & (Part.low.rawValue | Part.high.rawValue) != 0 { return false }
    given |= part.rawValue
    switch part {
    case .low: low = value
    case .high: high = value
    case .middle: middle = value
    case .length: length = value
    }
    if part != .length && first == 0 { first = part.rawValue }
    return true
  }

  /// Whether the calls give both the origin and the length (two of the edges, middle and
  /// length), so that the frame at the start plays no part.
  var isFixed: Bool { given.nonzeroBitCount >= 2 }

  /// The origin and length in the superview whose bounds run from `min` to `max` with their
  /// middle at `mid`, as the general resolution gives them for positions and lengths only;
  /// nil for an over-specified axis or a negative length.
  func resolve(
    min: CGFloat, max: CGFloat, mid: CGFloat, start: CGFloat, startLength: CGFloat
  ) -> (CGFloat, CGFloat)? {
    let hasLow = given & Part.low.rawValue != 0, hasHigh = given & Part.high.rawValue != 0
    let hasMiddle = given & Part.middle.rawValue != 0, hasLength = given & Part.length.rawValue != 0
    let positions = (given & 7).nonzeroBitCount
    if positions == 3 || (positions == 2 && hasLength && !(hasLow && hasHigh)) { return nil }
    // The same arithmetic as the general resolution: positions in the superview first.
    let lowEdge = min + low, highEdge = max - high, centre = mid + middle
    let size: CGFloat
    if hasLength {
      size = length
    } else if hasLow && hasHigh {
      size = highEdge - lowEdge
    } else if hasLow && hasMiddle {
      size = 2 * (centre - lowEdge)
    } else if hasHigh && hasMiddle {
      size = 2 * (highEdge - centre)
    } else {
      size = startLength
    }
    guard size >= 0 else { return nil }
    if hasLow && hasHigh { return (lowEdge, size) }
    switch first {
    case Part.low.rawValue: return (lowEdge, size)
    case Part.high.rawValue: return (highEdge - size, size)
    case Part.middle.rawValue: return (centre - size / 2, size)
    default: return (start, size)
    }
  }
}
