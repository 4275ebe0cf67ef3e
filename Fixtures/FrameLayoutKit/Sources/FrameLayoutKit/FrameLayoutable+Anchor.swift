//  FrameLayoutable+Anchor.swift
//  FrameLayoutKit
//
//  Placing a view inside its container: filling it, centring it, pinning it to a corner or an
//  edge. Without a container the frame is left as it is.

import SwivelUIKit  // `import UIKit` on iOS.

extension FrameLayoutable {
  /// Fills the container, less the insets.
  public func fillContainer(insets: UIEdgeInsets = .zero) {
    let container = containerBounds
    guard container != .zero else { return }
    frame = container.inset(by: insets)
  }

  /// Centres a view of the given size in the container.
  public func centerInContainer(width: CGFloat, height: CGFloat) {
    let container = containerBounds
    frame = CGRect(
      x: container.midX - width / 2, y: container.midY - height / 2,
      width: width, height: height)
  }

  /// Puts a view of the given size in a corner, `horizontalInset` from the side and
  /// `verticalInset` from the top or bottom.
  public func anchor(
    in corner: Corner, horizontalInset: CGFloat, verticalInset: CGFloat,
    width: CGFloat, height: CGFloat
  ) {
    let container = containerBounds
    let x: CGFloat
    let y: CGFloat
    switch corner {
    case .topLeft, .bottomLeft:
      x = container.minX + horizontalInset
    case .topRight, .bottomRight:
      x = container.maxX - horizontalInset - width
    }
    switch corner {
    case .topLeft, .topRight:
      y = container.minY + verticalInset
    case .bottomLeft, .bottomRight:
      y = container.maxY - verticalInset - height
    }
    frame = CGRect(x: x, y: y, width: width, height: height)
  }

  /// Puts a view of the given size against an edge, `inset` from it, centred along it.
  public func anchor(to edge: Edge, inset: CGFloat, width: CGFloat, height: CGFloat) {
    let container = containerBounds
    var origin = CGPoint(x: container.midX - width / 2, y: container.midY - height / 2)
    switch edge {
    case .top: origin.y = container.minY + inset
    case .bottom: origin.y = container.maxY - inset - height
    case .left: origin.x = container.minX + inset
    case .right: origin.x = container.maxX - inset - width
    }
    frame = CGRect(origin: origin, size: CGSize(width: width, height: height))
  }

  /// Puts a bar against an edge: `thickness` across it, and as long as the edge less
  /// `inset` at both ends.
  public func anchorAndStretch(
    along edge: Edge, edgeInset: CGFloat, endInset: CGFloat,
    thickness: CGFloat
  ) {
    let container = containerBounds
    switch edge {
    case .top:
      frame = CGRect(
        x: container.minX + endInset, y: container.minY + edgeInset,
        width: container.width - 2 * endInset, height: thickness)
    case .bottom:
      frame = CGRect(
        x: container.minX + endInset,
        y: container.maxY - edgeInset - thickness,
        width: container.width - 2 * endInset, height: thickness)
    case .left:
      frame = CGRect(
        x: container.minX + edgeInset, y: container.minY + endInset,
        width: thickness, height: container.height - 2 * endInset)
    case .right:
      frame = CGRect(
        x: container.maxX - edgeInset - thickness,
        y: container.minY + endInset,
        width: thickness, height: container.height - 2 * endInset)
    }
  }
}
