extension Pin {
  /// A vertical line of a view, for aligning horizontally (UIKit's X-axis anchors).
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

    /// The anchor with leading and trailing resolved for a layout direction.
    func resolved(rightToLeft: Bool) -> XAnchor {
      switch self {
      case .leading: return rightToLeft ? .right : .left
      case .trailing: return rightToLeft ? .left : .right
      default: return self
      }
    }

    /// The x of this anchor on `rect` (after ``resolved(rightToLeft:)``).
    func x(of rect: CGRect) -> CGFloat {
      switch self {
      case .left, .leading: return rect.minX
      case .center: return rect.midX
      case .right, .trailing: return rect.maxX
      }
    }

    /// The slot that puts the same anchor of the laid-out view there.
    var slot: PinSpec.Slot {
      switch self {
      case .left, .leading: return .left
      case .center: return .centerX
      case .right, .trailing: return .right
      }
    }
  }

  /// A horizontal line of a view, for aligning vertically (UIKit's Y-axis anchors).
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
  }
}

extension Pin {
  /// `other`'s `anchor`, resolved for the superview's direction, as a value for the same anchor
  /// of the laid-out view.
  func aligning(_ anchor: XAnchor, to rect: CGRect) -> [PinSpec.Slot: CGFloat] {
    let resolved = anchor.resolved(rightToLeft: isRightToLeft)
    return [resolved.slot: resolved.x(of: rect)]
  }

  /// `other`'s `anchor` as a value for the same anchor of the laid-out view.
  func aligning(_ anchor: YAnchor, to rect: CGRect) -> [PinSpec.Slot: CGFloat] {
    [anchor.slot: anchor.y(of: rect)]
  }

  /// `, aligned: .left`, or nothing.
  func alignedSuffix<Anchor: RawRepresentable<String>>(_ anchor: Anchor?) -> String {
    anchor.map { ", aligned: .\($0.rawValue)" } ?? ""
  }
}
