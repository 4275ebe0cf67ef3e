public import SwivelUI

/// A frame-layout chain for one view, made by `View.pin`: each call adds a specification
/// (an edge, a size, a position relative to another view …) and **sets the frame at once**
/// from everything specified so far, so the last call of a chain leaves the final frame.
///
/// Use it in `ViewController.updateInterface()` (or `layoutSubviews()`). Everything is in the
/// superview's bounds coordinates, `bounds.origin` included:
///
/// ```swift
/// header.pin.top(from: .safeArea).horizontally().height(60)
/// picture.pin.below(of: header, aligned: .left).marginTop(8).width(100).aspectRatio(1)
/// title.pin.after(of: picture, aligned: .top).marginLeading(8).trailing(8).sizeToFit(.width)
/// ```
///
/// Each axis has two degrees of freedom: any two of `left`, `right`, `hCenter` and `width`
/// fix it (`top`, `bottom`, `vCenter`, `height` vertically); an aspect ratio or a size to fit
/// ties the width to the height. Both edges with a width are allowed, as in PinLayout: the
/// width applies and ``justify(_:)`` places the view between the edges (on the left unless
/// told otherwise; ``align(_:)`` vertically). A call that would over-specify the frame is
/// ignored and reported to ``LayoutWarningSink/current``, quoting the call and the earlier calls
/// it conflicts with; the earlier specification stands. What is not specified keeps its value
/// from the start of the chain: position by the top-left corner, size as it was. The order of
/// the calls does not change the result.
///
/// The frame is rounded to the pixel grid of the view's window (`Window.screenScale`, 1
/// outside a window) as PinLayout rounds it: the origin to the nearest pixel, the size up to a
/// whole pixel; ``pixelSnapping(_:)`` turns it off.
/// Under a non-identity `transform` the chain never writes `frame`: it sets `center` and
/// `bounds.size`, so the rectangle laid out is the untransformed one and the transform is kept.
///
/// Calls that only size the view (`width(100)`, `height(1)`, `size(40)`, limits, ratios,
/// `sizeToFit`) apply without a superview too, as PinLayout's do, so a separator sized before
/// it is added keeps its height; every other call on a view without a superview is ignored
/// with a warning.
public final class Pin {
  /// The view being laid out.
  public let view: View
  /// Whether the chain lays out the untransformed view (`View.pin`) or its frame, the
  /// transformed bounding box (`View.pinFrame`).
  let keepsTransform: Bool

  var spec = PinSpec()
  /// The untransformed frame when the chain started: what unspecified values keep.
  let startFrame: CGRect
  var snapsToPixels = true
  /// Messages already reported by this chain (re-applying must not repeat them).
  var reported: Set<String> = []
  /// How the view sits between its left and right edges when it is narrower (``justify(_:)``).
  var justification: XAnchor?
  /// How the view sits between its top and bottom edges when it is shorter (``align(_:)``).
  var alignment: YAnchor?
  /// Whether ``pinEdges()`` turns a length and one position into two edges.
  var pinsEdges = false
  /// The measurement of `View.autoSizeThatFits(_:layoutClosure:)` the chain runs in, if any,
  /// read once (a task-local lookup) rather than on every call.
  let autoSizing = AutoSizing.current

  init(view: View, keepsTransform: Bool = true) {
    self.view = view
    self.keepsTransform = keepsTransform
    self.startFrame = keepsTransform ? LayoutGeometry.untransformedFrame(of: view) : view.frame
  }

  deinit {
    warnUnappliedPlacement()
  }

  /// Turns rounding of the frame's edges to the screen's pixel grid on or off for this chain
  /// (on by default) and re-applies the frame.
  ///
  /// ```swift
  /// hairline.pin.pixelSnapping(false).top(10.3).horizontally().height(0.3)
  /// ```
  @discardableResult
  public func pixelSnapping(_ isEnabled: Bool) -> Pin {
    snapsToPixels = isEnabled
    if !spec.isEmpty { apply(call: { "pixelSnapping(\(isEnabled))" }) }
    return self
  }
}

extension View {
  /// A new layout chain for this view; see ``Pin``.
  ///
  /// ```swift
  /// box.pin.top(20).left(20).right(20).height(60)
  /// ```
  public var pin: Pin { Pin(view: self) }

  /// A layout chain for the view's frame, its bounding box after the transform (PinLayout's
  /// `pinFrame`): the rectangle laid out is where the transformed view appears, reference
  /// views count with their transforms, and the result is set through `frame` (under a
  /// transform the bounds get the size that gives that frame). Without a transform it is
  /// ``pin``.
  ///
  /// ```swift
  /// badge.transform = CGAffineTransform(rotationAngle: .pi / 2)
  /// badge.pinFrame.center().width(100).height(50)   // appears 100 wide, 50 tall
  /// ```
  public var pinFrame: Pin { Pin(view: self, keepsTransform: false) }
}
