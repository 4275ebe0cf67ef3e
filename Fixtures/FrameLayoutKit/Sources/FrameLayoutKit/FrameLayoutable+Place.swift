//  FrameLayoutable+Place.swift
//  FrameLayoutKit
//
//  Placing a view beside a sibling that shares its container: right of it, left of it, below
//  or above, lined up with one of the sibling's lines and moved along it by `offset`.

import SwivelUIKit  // `import UIKit` on iOS.

extension FrameLayoutable {
  /// Places a view of the given size next to `sibling`, `spacing` away from it.
  public func place(
    _ placement: Placement, of sibling: FrameLayoutable, spacing: CGFloat,
    width: CGFloat, height: CGFloat, offset: CGFloat = 0
  ) {
    let other = sibling.frame
    let x: CGFloat
    let y: CGFloat
    switch placement {
    case .rightOfAlignedTop, .rightOfCentered, .rightOfAlignedBottom:
      x = other.maxX + spacing
    case .leftOfAlignedTop, .leftOfCentered, .leftOfAlignedBottom:
      x = other.minX - spacing - width
    case .belowAlignedLeft, .aboveAlignedLeft:
      x = other.minX + offset
    case .belowCentered, .aboveCentered:
      x = other.midX - width / 2 + offset
    case .belowAlignedRight, .aboveAlignedRight:
      x = other.maxX - width + offset
    }
    switch placement {
    case .rightOfAlignedTop, .leftOfAlignedTop:
      y = other.minY + offset
    case .rightOfCentered, .leftOfCentered:
      y = other.midY - height / 2 + offset
    case .rightOfAlignedBottom, .leftOfAlignedBottom:
      y = other.maxY - height + offset
    case .belowAlignedLeft, .belowCentered, .belowAlignedRight:
      y = other.maxY + spacing
    case .aboveAlignedLeft, .aboveCentered, .aboveAlignedRight:
      y = other.minY - spacing - height
    }
    frame = CGRect(x: x, y: y, width: width, height: height)
  }

  /// Places a view of the given height next to `sibling` and stretches its width: beside
  /// the sibling, to the container's side, `spacing` from both; below or above it, across the
  /// container, `spacing` in from each side.
  public func placeAndStretchWidth(
    _ placement: Placement, of sibling: FrameLayoutable,
    spacing: CGFloat, height: CGFloat, offset: CGFloat = 0
  ) {
    let container = containerBounds
    let other = sibling.frame
    switch placement {
    case .rightOfAlignedTop, .rightOfCentered, .rightOfAlignedBottom:
      let width = container.maxX - other.maxX - 2 * spacing
      place(
        placement, of: sibling, spacing: spacing, width: max(width, 0), height: height,
        offset: offset)
    case .leftOfAlignedTop, .leftOfCentered, .leftOfAlignedBottom:
      let width = other.minX - container.minX - 2 * spacing
      place(
        placement, of: sibling, spacing: spacing, width: max(width, 0), height: height,
        offset: offset)
    default:
      let width = container.width - 2 * spacing
      place(placement, of: sibling, spacing: spacing, width: max(width, 0), height: height)
      frame.origin.x = container.minX + spacing
    }
  }

  /// Places a view of the given width next to `sibling` and stretches its height: below or
  /// above the sibling, to the container's bottom or top, `spacing` from both; beside it,
  /// down the container, `spacing` in from top and bottom.
  public func placeAndStretchHeight(
    _ placement: Placement, of sibling: FrameLayoutable,
    spacing: CGFloat, width: CGFloat, offset: CGFloat = 0
  ) {
    let container = containerBounds
    let other = sibling.frame
    switch placement {
    case .belowAlignedLeft, .belowCentered, .belowAlignedRight:
      let height = container.maxY - other.maxY - 2 * spacing
      place(
        placement, of: sibling, spacing: spacing, width: width, height: max(height, 0),
        offset: offset)
    case .aboveAlignedLeft, .aboveCentered, .aboveAlignedRight:
      let height = other.minY - container.minY - 2 * spacing
      place(
        placement, of: sibling, spacing: spacing, width: width, height: max(height, 0),
        offset: offset)
    default:
      let height = container.height - 2 * spacing
      place(placement, of: sibling, spacing: spacing, width: width, height: max(height, 0))
      frame.origin.y = container.minY + spacing
    }
  }
}
