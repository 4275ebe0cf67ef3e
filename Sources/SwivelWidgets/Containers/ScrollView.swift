/// A view whose content is larger than itself and is shown through a movable window
/// (`UIScrollView`).
///
/// The ``contentOffset`` *is* `bounds.origin`: setting it shifts every subview, and taps are
/// hit-tested through it, exactly as in UIKit. A scroll view clips to its bounds by default.
/// Swivel renders still images, so scrolling is setting the offset; ``flashScrollIndicators()``
/// shows the indicators in a render, as a screenshot taken mid-scroll would.
///
/// ```swift
/// let scroll = ScrollView(frame: view.bounds)
/// scroll.addSubview(form)
/// scroll.contentSize = form.frame.size
/// scroll.scrollRectToVisible(passwordField.frame, animated: false)
/// ```
open class ScrollView: View {
  /// How the safe area adds to ``contentInset`` (`UIScrollView.ContentInsetAdjustmentBehavior`).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable, CaseIterable {
    /// As ``scrollableAxes``, and the vertical safe area always when the scroll view belongs to
    /// a controller shown by a navigation or tab bar controller, so that its content starts
    /// below the bar.
    case automatic
    /// The safe area on the axes the content scrolls along (content larger than the bounds).
    case scrollableAxes
    /// No adjustment.
    case never
    /// The safe area on every edge.
    case always
  }

  /// The colour of the scroll indicators (`UIScrollView.IndicatorStyle`).
  public enum IndicatorStyle: Int, Sendable, Hashable, CaseIterable {
    /// Black at 35 % (the light-mode default).
    case `default`
    /// Black at 35 %.
    case black
    /// White at 50 %, for dark content.
    case white
  }

  /// How dragging the content dismisses the keyboard (`UIScrollView.KeyboardDismissMode`);
  /// kept, as Swivel has no keyboard.
  public enum KeyboardDismissMode: Int, Sendable, Hashable, CaseIterable {
    /// Dragging does not dismiss it.
    case none
    /// A drag dismisses it.
    case onDrag
    /// The keyboard follows the drag.
    case interactive
  }

  /// The size of the content (`contentSize`); zero by default, so nothing scrolls.
  open var contentSize: CGSize = .zero {
    didSet {
      guard contentSize != oldValue else { return }
      setNeedsLayout()
      adjustedContentInsetInputsDidChange()
    }
  }

  /// Extra room around the content (`contentInset`); zero by default. Changing it leaves the
  /// offset where it is, as in UIKit.
  public var contentInset: EdgeInsets = .zero {
    didSet {
      guard contentInset != oldValue else { return }
      setNeedsLayout()
      adjustedContentInsetInputsDidChange(movesOffset: false)
    }
  }

  /// How the safe area adds to the content inset; ``ContentInsetAdjustmentBehavior/automatic``
  /// by default.
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet {
      setNeedsLayout()
      adjustedContentInsetInputsDidChange()
    }
  }

  /// Whether the content bounces vertically even when it fits (`alwaysBounceVertical`); false by
  /// default. It makes the vertical axis scrollable for ``ContentInsetAdjustmentBehavior/scrollableAxes``.
  public var alwaysBounceVertical = false { didSet { adjustedContentInsetInputsDidChange() } }
  /// Whether the content bounces horizontally even when it fits (`alwaysBounceHorizontal`);
  /// false by default. It makes the horizontal axis scrollable for
  /// ``ContentInsetAdjustmentBehavior/scrollableAxes``.
  public var alwaysBounceHorizontal = false { didSet { adjustedContentInsetInputsDidChange() } }
  /// Whether the content bounces past its edges (`bounces`); kept (a still render never
  /// overscrolls).
  public var bounces = true
  /// Whether scrolling stops on multiples of the bounds (`isPagingEnabled`); kept, as offsets set
  /// in code always apply.
  public var isPagingEnabled = false
  /// Whether a drag scrolls along one axis at a time (`isDirectionalLockEnabled`); kept.
  public var isDirectionalLockEnabled = false
  /// Whether a tap on the status bar scrolls to the top (`scrollsToTop`); kept.
  public var scrollsToTop = true
  /// How a drag dismisses the keyboard (`keyboardDismissMode`); kept, Swivel has no keyboard.
  public var keyboardDismissMode = KeyboardDismissMode.none
  /// Insets of the scroll indicators from the edges (`scrollIndicatorInsets`); kept.
  public var scrollIndicatorInsets: EdgeInsets = .zero

  /// The object told when the content scrolls (`delegate`), unretained.
  public weak var delegate: (any ScrollViewDelegate)?

  /// ``adjustedContentInset`` as last computed: an offset at its top or left edge follows it.
  var lastAdjustedContentInset = EdgeInsets.zero

  /// Whether the vertical indicator shows when it is visible; true by default.
  public var showsVerticalScrollIndicator = true { didSet { setNeedsLayout() } }
  /// Whether the horizontal indicator shows when it is visible; true by default.
  public var showsHorizontalScrollIndicator = true { didSet { setNeedsLayout() } }
  /// The indicators' colour; ``IndicatorStyle/default`` by default.
  public var indicatorStyle: IndicatorStyle = .default { didSet { setNeedsLayout() } }
  /// Whether the user can scroll; Swivel keeps it for fidelity (offsets set in code always apply).
  public var isScrollEnabled = true

  /// True after ``flashScrollIndicators()`` or an animated offset change, until the offset is
  /// set without animation: the indicators are then drawn.
  public private(set) var isShowingScrollIndicators = false { didSet { setNeedsLayout() } }

  /// The indicator views, made on first use and kept front-most while shown.
  private var indicators: (vertical: View, horizontal: View)?

  /// Creates a scroll view; it clips its content to its bounds.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
  }

  /// Swivel reads no archives: fails (returns nil), as `View.init(coder:)` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The visible part of the content's coordinate space: `bounds.origin`
  /// (`contentOffset`). Setting it lays the scroll view out again, as scrolling does in UIKit.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue != bounds.origin else { return }
      bounds.origin = newValue
      setNeedsLayout()
      delegate?.scrollViewDidScroll(self)
    }
  }

  /// Sets ``contentOffset`` (`setContentOffset(_:animated:)`). A still render has no
  /// animation: `animated` only shows the scroll indicators, as a scroll would.
  public func setContentOffset(_ offset: CGPoint, animated: Bool) {
    contentOffset = offset
    isShowingScrollIndicators = animated
  }

  /// ``contentInset`` plus the safe area where ``contentInsetAdjustmentBehavior`` adds it
  /// (`adjustedContentInset`).
  public var adjustedContentInset: EdgeInsets {
    let safe = safeAreaInsets
    var inset = contentInset
    let (vertical, horizontal): (Bool, Bool)
    switch contentInsetAdjustmentBehavior {
    case .never: (vertical, horizontal) = (false, false)
    case .always: (vertical, horizontal) = (true, true)
    case .automatic, .scrollableAxes:
      vertical =
        alwaysBounceVertical
        || contentSize.height + contentInset.top + contentInset.bottom > bounds.height
      horizontal =
        alwaysBounceHorizontal
        || contentSize.width + contentInset.left + contentInset.right > bounds.width
    }
    let underBar = contentInsetAdjustmentBehavior == .automatic && isShownUnderABar
    if vertical || underBar {
      inset.top += safe.top
      inset.bottom += safe.bottom
    }
    if horizontal {
      inset.left += safe.left
      inset.right += safe.right
    }
    return inset
  }

  /// The offsets the content can scroll between (top-left most and bottom-right most), with the
  /// adjusted insets; when the content is smaller than the bounds both are the top-left one.
  public var contentOffsetRange: (min: CGPoint, max: CGPoint) {
    let inset = adjustedContentInset
    let min = CGPoint(x: -inset.left, y: -inset.top)
    let max = CGPoint(
      x: Swift.max(min.x, contentSize.width + inset.right - bounds.width),
      y: Swift.max(min.y, contentSize.height + inset.bottom - bounds.height))
    return (min, max)
  }

  /// Scrolls the least distance that shows `rect` (content coordinates), within the scrollable
  /// range (`scrollRectToVisible(_:animated:)`); a rect larger than the view shows its
  /// top-left part.
  public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let range = contentOffsetRange
    let inset = adjustedContentInset
    let visible = bounds.inset(
      by: EdgeInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right))
    var offset = contentOffset
    func shift(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat)
      -> CGFloat
    {
      if low < visibleLow || high - low > visibleHigh - visibleLow { return low - visibleLow }
      if high > visibleHigh { return high - visibleHigh }
      return 0
    }
    offset.x += shift(rect.minX, rect.maxX, visible.minX, visible.maxX)
    offset.y += shift(rect.minY, rect.maxY, visible.minY, visible.maxY)
    offset.x = min(max(offset.x, range.min.x), range.max.x)
    offset.y = min(max(offset.y, range.min.y), range.max.y)
    setContentOffset(offset, animated: animated)
  }

  /// Shows the scroll indicators (`flashScrollIndicators()`); they stay in renders until the
  /// offset is next set without animation.
  public func flashScrollIndicators() {
    isShowingScrollIndicators = true
  }

  /// Follows a change of the adjusted content inset (see ``contentInsetAdjustmentBehavior``) and
  /// places the scroll indicators; subclasses that override it must call `super`, as in UIKit.
  open override func layoutSubviews() {
    super.layoutSubviews()
    adjustedContentInsetInputsDidChange()
    placeScrollIndicators()
  }

  // MARK: Touches

  // A scroll view keeps the touches that reach it instead of passing them up the responder
  // chain, as `UIScrollView` does; tables and collection views select on a tap.

  /// Keeps the touch.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}

  /// Keeps the touch (Swivel's scroll views do not scroll under a drag).
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}

  /// Keeps the touch.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}

  /// Keeps the touch.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

  /// Called when ``adjustedContentInset`` changed (`adjustedContentInsetDidChange()`). The
  /// default does nothing.
  open func adjustedContentInsetDidChange() {}

  /// The safe area changed: the adjusted inset may follow.
  package func safeAreaWillNotify() {
    adjustedContentInsetInputsDidChange()
  }

  private func placeScrollIndicators() {
    let frames: (vertical: CGRect?, horizontal: CGRect?) =
      isShowingScrollIndicators ? ScrollIndicatorGeometry(self).frames : (nil, nil)
    guard frames.vertical != nil || frames.horizontal != nil || indicators != nil else { return }
    let views = indicators ?? (ScrollIndicator(), ScrollIndicator())
    indicators = views
    let color =
      indicatorStyle == .white ? Color(white: 1, alpha: 0.5) : Color(white: 0, alpha: 0.35)
    var shown: [View] = []
    for (view, frame) in [(views.vertical, frames.vertical), (views.horizontal, frames.horizontal)]
    {
      guard let frame else {
        if view.superview === self { view.removeFromSuperview() }
        continue
      }
      view.frame = frame
      view.backgroundColor = color
      shown.append(view)
    }
    // Front-most, above all the content, the horizontal bar last.
    if !subviews.suffix(shown.count).elementsEqual(shown, by: ===) {
      for view in shown { addPart(view) }
    }
  }
}

/// A scroll indicator: a rounded bar that ignores touches.
final class ScrollIndicator: View {
  init() {
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    cornerRadius = ScrollIndicatorGeometry.thickness / 2
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override var typeName: String { "ScrollIndicator" }
}

extension ScrollView: SafeAreaAdjusting {}
