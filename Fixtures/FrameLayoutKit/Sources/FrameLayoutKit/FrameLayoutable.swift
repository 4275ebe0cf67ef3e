//  FrameLayoutable.swift
//  FrameLayoutKit
//
//  What can be laid out by frame: views and layers. Each knows its frame and the bounds of
//  the container it sits in (its superview or superlayer).

import SwivelUIKit  // `import UIKit` on iOS.

/// A rectangle placed by its frame inside a container.
public protocol FrameLayoutable: AnyObject {
  var frame: CGRect { get set }

  /// The bounds of the superview or superlayer; `.zero` when there is none.
  var containerBounds: CGRect { get }
}

extension UIView: FrameLayoutable {
  public var containerBounds: CGRect {
    return superview?.bounds ?? .zero
  }
}

extension CALayer: FrameLayoutable {
  public var containerBounds: CGRect {
    return superlayer?.bounds ?? .zero
  }
}

// MARK: - Frame shortcuts

extension FrameLayoutable {
  /// The frame's left edge.
  public var left: CGFloat { return frame.minX }

  /// The frame's horizontal centre.
  public var centerX: CGFloat { return frame.midX }

  /// The frame's right edge.
  public var right: CGFloat { return frame.maxX }

  /// The frame's top edge.
  public var top: CGFloat { return frame.minY }

  /// The frame's vertical centre.
  public var centerY: CGFloat { return frame.midY }

  /// The frame's bottom edge.
  public var bottom: CGFloat { return frame.maxY }

  /// The frame's width.
  public var width: CGFloat { return frame.width }

  /// The frame's height.
  public var height: CGFloat { return frame.height }
}
