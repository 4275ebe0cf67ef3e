//  UIView+SizeToFit.swift
//  FrameLayoutKit
//
//  A height that fits the view's content at a given width, for labels and other views that
//  wrap: pass `FrameLayoutKit.autoHeight` as a height and the view measures itself.

import SwivelUIKit  // `import UIKit` on iOS.

/// A height to be measured from the view's content at the width it is given.
public let autoHeight: CGFloat = -1

extension UIView {
  /// The height the view needs at `width`, rounded up to a whole point.
  public func fittingHeight(forWidth width: CGFloat) -> CGFloat {
    return ceil(sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
  }

  /// Puts the view in a corner like `anchor(in:horizontalInset:verticalInset:width:height:)`,
  /// measuring its height when `height` is `autoHeight`.
  public func anchorFitting(
    in corner: Corner, horizontalInset: CGFloat, verticalInset: CGFloat,
    width: CGFloat, height: CGFloat
  ) {
    let resolved = height == autoHeight ? fittingHeight(forWidth: width) : height
    anchor(
      in: corner, horizontalInset: horizontalInset, verticalInset: verticalInset,
      width: width, height: resolved)
  }
}
