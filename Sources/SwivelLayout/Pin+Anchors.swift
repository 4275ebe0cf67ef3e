import SwivelViews

extension Pin {
  /// A vertical line of a view, for aligning horizontally (UIKit's X-axis anchors;
  /// PinLayout's `HorizontalAlign`).
  public enum XAnchor: String, Sendable, Hashable, CaseIterable {
    /// The left edge.
    case left
    /// The horizontal centre.
    case center
    /// The right edge.
    case right
    /// The leading edge: left, or right in a right-to-left layout.
    case leading
    /// The trailing edge: right, or left in a right-to-left layout.
    case trailing
    /// PinLayout's name for ``leading``.
    case start
    /// PinLayout's name for ``trailing``.
    case end

    /// The anchor with leading and trailing resolved for a layout direction.
    func resolved(rightToLeft: Bool) -> XAnchor {
      switch self {
      case .leading, .start: return rightToLeft ? .right : .left
      case .trailing, .end: return rightToLeft ? .left : .right
      default: return self
      }
    }

    /// The x of this anchor on `rect` (after ``resolved(rightToLeft:)``).
    func x(of rect: CGRect) -> CGFloat {
      switch self {
      case .left, .leading, .start: return rect.minX
      case .center: return rect.midX
      case .right, .trailing, .end: return rect.maxX
      }
    }

    /// The slot that puts the same anchor of the laid-out view there.
    var slot: PinSpec.Slot {
      switch self {
      case .left, .leading, .start: return .left
      case .center: return .centerX
      case .right, .trailing, .end: return .right
      }
    }

    /// Where a narrower view goes between both edges for this justification.
    func placement(rightToLeft: Bool) -> PinAxisPlan.Placement {
      switch resolved(rightToLeft: rightToLeft) {
      case .center: return .center
      case .right, .trailing, .end: return .high
      default: return .low
      }
    }
  }

  /// A horizontal line of a view, for aligning vertically (UIKit's Y-axis anchors;
  /// PinLayout's `VerticalAlign`).
  public enum YAnchor: String, Sendable, Hashable, CaseIterable {
    /// The top edge.
    case top
    /// The vertical centre.
    case center
    /// The bottom edge.
    case bottom

    /// The y of this anchor on `rect`.
    func y(of rect: CGRect) -> CGFloat {
      switch self {
      case .top: return rect.minY
      case .center: return rect.midY
      case .bottom: return rect.maxY
      }
    }

    /// The slot that puts the same anchor of the laid-out view there.
    var slot: PinSpec.Slot {
      switch self {
      case .top: return .top
      case .center: return .centerY
      case .bottom: return .bottom
      }
    }

    /// Where a shorter view goes between both edges for this alignment.
    var placement: PinAxisPlan.Placement {
      switch self {
      case .top: return .low
      case .center: return .center
      case .bottom: return .high
      }
    }
  }
}

extension Pin {
  /// `other`'s `anchor`, resolved for the superview's direction, as a value for the same anchor
  /// of the laid-out view.
  func aligning(_ anchor: XAnchor, to rect: CGRect) -> PinSpec.Values {
    let resolved = anchor.resolved(rightToLeft: isRightToLeft)
    return [resolved.slot: resolved.x(of: rect)]
  }

  /// `other`'s `anchor` as a value for the same anchor of the laid-out view.
  func aligning(_ anchor: YAnchor, to rect: CGRect) -> PinSpec.Values {
    [anchor.slot: anchor.y(of: rect)]
  }

  /// The value lining up `anchor` with a group of rectangles: the leftmost left, the
  /// rightmost right, or the average centre.
  func aligning(_ anchor: XAnchor, toAll rects: [CGRect]) -> PinSpec.Values {
    let resolved = anchor.resolved(rightToLeft: isRightToLeft)
    let value: CGFloat
    switch resolved.slot {
    case .left: value = rects.map(\.minX).min() ?? 0
    case .right: value = rects.map(\.maxX).max() ?? 0
    default: value = rects.map(\.midX).reduce(0, +) / CGFloat(max(rects.count, 1))
    }
    return [resolved.slot: value]
  }

  /// The value lining up `anchor` with a group of rectangles: the highest top, the lowest
  /// bottom, or the average centre.
  func aligning(_ anchor: YAnchor, toAll rects: [CGRect]) -> PinSpec.Values {
    let value: CGFloat
    switch anchor {
    case .top: value = rects.map(\.minY).min() ?? 0
    case .bottom: value = rects.map(\.maxY).max() ?? 0
    case .center: value = rects.map(\.midY).reduce(0, +) / CGFloat(max(rects.count, 1))
    }
    return [anchor.slot: value]
  }

  /// `, aligned: .left`, or nothing.
  static func alignedSuffix<Anchor: RawRepresentable<String>>(_ anchor: Anchor?) -> String {
    anchor.map { ", aligned: .\($0.rawValue)" } ?? ""
  }
}
