extension Control {
  /// Where a control's content sits across its bounds (`UIControl.ContentHorizontalAlignment`,
  /// UIKit's raw values).
  public enum ContentHorizontalAlignment: Int, Sendable, Hashable, CaseIterable {
    /// Centred.
    case center = 0
    /// Against the left edge.
    case left = 1
    /// Against the right edge.
    case right = 2
    /// Stretched across the bounds.
    case fill = 3
    /// Against the leading edge (the right one in a right-to-left layout).
    case leading = 4
    /// Against the trailing edge.
    case trailing = 5
  }

  /// Where a control's content sits down its bounds (`UIControl.ContentVerticalAlignment`).
  public enum ContentVerticalAlignment: Int, Sendable, Hashable, CaseIterable {
    /// Centred.
    case center = 0
    /// Against the top edge.
    case top = 1
    /// Against the bottom edge.
    case bottom = 2
    /// Stretched down the bounds.
    case fill = 3
  }

  /// `size` placed in `area` by the content alignments, the leading and trailing ones resolved
  /// for the control's layout direction.
  package func contentRect(of size: CGSize, in area: CGRect) -> CGRect {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    var rect = CGRect(origin: area.origin, size: size)
    switch contentHorizontalAlignment {
    case .center: rect.origin.x = area.minX + (area.width - size.width) / 2
    case .left: break
    case .right: rect.origin.x = area.maxX - size.width
    case .fill: rect.size.width = area.width
    case .leading: if rightToLeft { rect.origin.x = area.maxX - size.width }
    case .trailing: if !rightToLeft { rect.origin.x = area.maxX - size.width }
    }
    switch contentVerticalAlignment {
    case .center: rect.origin.y = area.minY + (area.height - size.height) / 2
    case .top: break
    case .bottom: rect.origin.y = area.maxY - size.height
    case .fill: rect.size.height = area.height
    }
    return rect
  }
}
