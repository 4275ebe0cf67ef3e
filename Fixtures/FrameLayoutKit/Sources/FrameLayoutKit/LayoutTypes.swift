//  LayoutTypes.swift
//  FrameLayoutKit

import SwivelUIKit  // `import UIKit` on iOS.

/// A corner of the container.
public enum Corner {
  case topLeft
  case topRight
  case bottomLeft
  case bottomRight
}

/// A side of the container.
public enum Edge {
  case top
  case left
  case bottom
  case right
}

/// Where a view goes relative to a sibling, and which of the sibling's lines it lines up with.
public enum Placement {
  case rightOfAlignedTop
  case rightOfCentered
  case rightOfAlignedBottom
  case leftOfAlignedTop
  case leftOfCentered
  case leftOfAlignedBottom
  case belowAlignedLeft
  case belowCentered
  case belowAlignedRight
  case aboveAlignedLeft
  case aboveCentered
  case aboveAlignedRight
}

/// The direction a group of views is laid out in.
public enum Axis {
  case horizontal
  case vertical
}
