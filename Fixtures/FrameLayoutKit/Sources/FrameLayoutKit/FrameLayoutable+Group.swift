//  FrameLayoutable+Group.swift
//  FrameLayoutKit
//
//  Laying out several subviews of one container at once: a row or a column of equal-sized
//  views centred in the container or set in a corner, or views that share the container's
//  width or height equally.

import SwivelUIKit  // `import UIKit` on iOS.

extension UIView {
  /// Lays out `views` (subviews of this view) as a row or column of `width` × `height`
  /// views, `spacing` apart, the whole group centred in this view.
  public func groupInCenter(
    _ axis: Axis, views: [UIView], spacing: CGFloat, width: CGFloat,
    height: CGFloat
  ) {
    let group = groupSize(
      axis, count: views.count, spacing: spacing, width: width,
      height: height)
    let origin = CGPoint(x: bounds.midX - group.width / 2, y: bounds.midY - group.height / 2)
    lay(axis, views: views, from: origin, spacing: spacing, width: width, height: height)
  }

  /// Lays out `views` as a row or column set in a corner of this view, `inset` from both of
  /// its sides.
  public func group(
    in corner: Corner, _ axis: Axis, views: [UIView], inset: CGFloat,
    spacing: CGFloat, width: CGFloat, height: CGFloat
  ) {
    let group = groupSize(
      axis, count: views.count, spacing: spacing, width: width,
      height: height)
    var origin = CGPoint(x: bounds.minX + inset, y: bounds.minY + inset)
    if corner == .topRight || corner == .bottomRight {
      origin.x = bounds.maxX - inset - group.width
    }
    if corner == .bottomLeft || corner == .bottomRight {
      origin.y = bounds.maxY - inset - group.height
    }
    lay(axis, views: views, from: origin, spacing: spacing, width: width, height: height)
  }

  /// Shares this view's width (a row) or height (a column) equally among `views`, with
  /// `padding` around the group and `spacing` between the views; the other dimension is
  /// `thickness`, from the top or left plus `padding`.
  public func groupAndFill(
    _ axis: Axis, views: [UIView], padding: CGFloat, spacing: CGFloat,
    thickness: CGFloat
  ) {
    guard !views.isEmpty else { return }
    let count = CGFloat(views.count)
    switch axis {
    case .horizontal:
      let width = (bounds.width - 2 * padding - spacing * (count - 1)) / count
      lay(
        axis, views: views, from: CGPoint(x: bounds.minX + padding, y: bounds.minY + padding),
        spacing: spacing, width: width, height: thickness)
    case .vertical:
      let height = (bounds.height - 2 * padding - spacing * (count - 1)) / count
      lay(
        axis, views: views, from: CGPoint(x: bounds.minX + padding, y: bounds.minY + padding),
        spacing: spacing, width: thickness, height: height)
    }
  }

  private func groupSize(
    _ axis: Axis, count: Int, spacing: CGFloat, width: CGFloat,
    height: CGFloat
  ) -> CGSize {
    let n = CGFloat(count)
    let gaps = spacing * max(n - 1, 0)
    switch axis {
    case .horizontal: return CGSize(width: width * n + gaps, height: height)
    case .vertical: return CGSize(width: width, height: height * n + gaps)
    }
  }

  private func lay(
    _ axis: Axis, views: [UIView], from origin: CGPoint, spacing: CGFloat,
    width: CGFloat, height: CGFloat
  ) {
    var next = origin
    for view in views {
      view.frame = CGRect(x: next.x, y: next.y, width: width, height: height)
      switch axis {
      case .horizontal: next.x += width + spacing
      case .vertical: next.y += height + spacing
      }
    }
  }
}
