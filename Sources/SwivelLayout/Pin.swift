public import SwivelViews

/// A frame-layout chain for one view, made by `View.pin`: each call adds a specification
/// (an edge, a size, a position relative to another view …), and the frame is set from all of
/// them **when the chain ends** (when the `Pin` is released, at the end of the statement for a
/// chain written in one), as PinLayout sets it. A chain kept in a variable ends when the
/// variable is released (in a debug build at the end of its scope, in an optimised one possibly
/// after its last use); ``layout()`` sets the frame at once.
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
/// A `View.pin` chain never writes `frame`: it sets `center` and `bounds.size`, as PinLayout
/// does, so under a transform the rectangle laid out is the untransformed one and the
/// transform is kept, and a view that keeps its own size (a switch) is centred on the
/// rectangle.
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
  @usableFromInline let keepsTransform: Bool
  /// The common calls since the last call that needed the general state (see ``PinRecord``).
  /// (Unchecked for exclusivity: a chain is not `Sendable` and its methods never reach this
  /// storage again while they change it, and a dynamic check costs a runtime call per call.)
  @usableFromInline @exclusivity(unchecked) var record = PinRecord()
  /// The general resolution's state with the calls before the record's, made at the first
  /// call that is not a common one (the recorded calls are run into it first); nil while the
  /// record holds the whole chain.
  @usableFromInline @exclusivity(unchecked) var state: PinState?
  /// Whether this is a stand-in that runs the general resolution for a chain, which sets no
  /// frame when it is released.
  @usableFromInline let isStandIn: Bool

  @inlinable @inline(__always)
  init(view: View, keepsTransform: Bool = true) {
    self.view = view
    self.keepsTransform = keepsTransform
    self.isStandIn = false
  }

  /// A stand-in for the chain of `view` whose calls so far are `record` and `state`, with the
  /// recorded calls moved into the general state.
  init(standInFor view: View, keepsTransform: Bool, record: PinRecord, state: PinState?) {
    self.view = view
    self.keepsTransform = keepsTransform
    self.record = record
    self.state = state
    self.isStandIn = true
    materialize()
  }

  /// Sets the frame when the chain ends, as PinLayout does.
  deinit {
    if !isStandIn, state != nil || record.count > 0 { finish() }
  }

  /// Turns rounding of the frame's edges to the screen's pixel grid on or off for this chain
  /// (on by default).
  ///
  /// ```swift
  /// hairline.pin.pixelSnapping(false).top(10.3).horizontally().height(0.3)
  /// ```
  @inlinable @inline(__always) @discardableResult
  public func pixelSnapping(_ isEnabled: Bool) -> Pin {
    record.snapsToPixels = isEnabled
    return self
  }
}

extension View {
  /// A new layout chain for this view; see ``Pin``.
  ///
  /// ```swift
  /// box.pin.top(20).left(20).right(20).height(60)
  /// ```
  @inlinable @inline(__always)
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
  @inlinable @inline(__always)
  public var pinFrame: Pin { Pin(view: self, keepsTransform: false) }
}
