import SwivelUI

extension Pin {
  /// Sets `view`'s frame straight from a record of common calls when nothing in it needs the
  /// general resolution, and says whether it did. It gives the same frame as the general
  /// resolution; anything that would warn (no superview, a value that is not finite, a guide
  /// other than the bounds, a value given twice, an over-specified axis, a negative length) is
  /// left to the general resolution, which replays the calls and raises the warnings.
  func applyRecorded() -> Bool {
    guard let superview = view.superview else { return false }
    let bounds = superview.bounds
    var x = RecordedAxis(), y = RecordedAxis()
    for index in 0..<record.count {
      let call = record[index]
      let v = call.value
      guard call.guide == .bounds, v.isFinite, call.second.isFinite else { return false }
      let accepted: Bool
      switch call.kind {
      case .top: accepted = y.set(.low, bounds.minY + v, index)
      case .bottom: accepted = y.set(.high, bounds.maxY - v, index)
      case .left: accepted = x.set(.low, bounds.minX + v, index)
      case .right: accepted = x.set(.high, bounds.maxX - v, index)
      case .hCenter: accepted = x.set(.middle, bounds.midX + v, index)
      case .vCenter: accepted = y.set(.middle, bounds.midY + v, index)
      case .horizontally:
        accepted = x.set(.low, bounds.minX + v, index) && x.set(.high, bounds.maxX - v, index)
      case .vertically:
        accepted = y.set(.low, bounds.minY + v, index) && y.set(.high, bounds.maxY - v, index)
      case .all:
        accepted =
          x.set(.low, bounds.minX + v, index) && x.set(.high, bounds.maxX - v, index)
          && y.set(.low, bounds.minY + v, index) && y.set(.high, bounds.maxY - v, index)
      case .center:
        accepted = x.set(.middle, bounds.midX, index) && y.set(.middle, bounds.midY, index)
      case .topLeft:
        accepted = y.set(.low, bounds.minY + v, index) && x.set(.low, bounds.minX + v, index)
      case .topRight:
        accepted = y.set(.low, bounds.minY + v, index) && x.set(.high, bounds.maxX - v, index)
      case .bottomLeft:
        accepted = y.set(.high, bounds.maxY - v, index) && x.set(.low, bounds.minX + v, index)
      case .bottomRight:
        accepted = y.set(.high, bounds.maxY - v, index) && x.set(.high, bounds.maxX - v, index)
      case .width: accepted = x.set(.length, v, index)
      case .height: accepted = y.set(.length, v, index)
      case .size: accepted = x.set(.length, v, index) && y.set(.length, call.second, index)
      }
      guard accepted else { return false }
    }
    // The frame at the start matters only to an axis the calls leave open.
    let start =
      x.isFixed && y.isFixed
      ? CGRect.zero
      : keepsTransform && !view.transform.isIdentity
        ? LayoutGeometry.untransformedFrame(of: view) : view.frame
    guard let (left, width) = x.resolve(start: start.minX, startLength: start.width),
      let (top, height) = y.resolve(start: start.minY, startLength: start.height)
    else { return false }
    Pin.place(
      view, on: CGRect(x: left, y: top, width: width, height: height), margins: EdgeInsets(all: 0),
      keepsTransform: keepsTransform, snapping: record.snapsToPixels)
    return true
  }
}

/// One axis of a record of common calls: its low edge, high edge, middle and length, each
/// with the index of the call that gave it (-1: not given).
struct RecordedAxis {
  enum Part { case low, high, middle, length }

  private var low: CGFloat = 0, high: CGFloat = 0, middle: CGFloat = 0, length: CGFloat = 0
  private var lowOrder = -1, highOrder = -1, middleOrder = -1, lengthOrder = -1

  /// Gives `part` its value; false when it was given already (left to the general resolution,
  /// which accepts a repeat of the same value and warns about a different one).
  mutating func set(_ part: Part, _ value: CGFloat, _ order: Int) -> Bool {
    switch part {
    case .low:
      guard lowOrder < 0 else { return false }
      (low, lowOrder) = (value, order)
    case .high:
      guard highOrder < 0 else { return false }
      (high, highOrder) = (value, order)
    case .middle:
      guard middleOrder < 0 else { return false }
      (middle, middleOrder) = (value, order)
    case .length:
      guard lengthOrder < 0 else { return false }
      (length, lengthOrder) = (value, order)
    }
    return true
  }

  /// Whether the calls give both the origin and the length (two of the edges, middle and
  /// length), so that the frame at the start plays no part.
  var isFixed: Bool {
    (lowOrder >= 0 ? 1 : 0) + (highOrder >= 0 ? 1 : 0) + (middleOrder >= 0 ? 1 : 0)
      + (lengthOrder >= 0 ? 1 : 0) >= 2
  }

  /// The origin and length, as the general resolution gives them for positions and lengths
  /// only; nil for an over-specified axis or a negative length.
  func resolve(start: CGFloat, startLength: CGFloat) -> (CGFloat, CGFloat)? {
    let hasLow = lowOrder >= 0, hasHigh = highOrder >= 0, hasMiddle = middleOrder >= 0
    let hasLength = lengthOrder >= 0
    let positions = (hasLow ? 1 : 0) + (hasHigh ? 1 : 0) + (hasMiddle ? 1 : 0)
    if positions == 3 || (positions == 2 && hasLength && !(hasLow && hasHigh)) { return nil }
    let size: CGFloat
    if hasLength {
      size = length
    } else if hasLow && hasHigh {
      size = high - low
    } else if hasLow && hasMiddle {
      size = 2 * (middle - low)
    } else if hasHigh && hasMiddle {
      size = 2 * (high - middle)
    } else {
      size = startLength
    }
    guard size >= 0 else { return nil }
    if hasLow && hasHigh { return (low, size) }
    // The earliest position given places the view.
    func earlier(_ a: Int, _ b: Int) -> Int { a < 0 ? b : b < 0 ? a : Swift.min(a, b) }
    let first = earlier(earlier(lowOrder, highOrder), middleOrder)
    if first < 0 { return (start, size) }
    if first == lowOrder { return (low, size) }
    if first == highOrder { return (high - size, size) }
    return (middle - size / 2, size)
  }
}
