import SwivelSupport

/// A view that lines up its arranged subviews in a row or a column (`UIStackView`), laid out
/// with frames in ``layoutSubviews()``.
///
/// ```swift
/// let row = StackView(arrangedSubviews: [icon, title, toggle])
/// row.axis = .horizontal
/// row.spacing = 8
/// row.alignment = .center
/// row.frame = CGRect(x: 16, y: 100, width: 343, height: 44)
/// ```
///
/// UIKit solves a stack view with Auto Layout constraints and their priorities; Swivel
/// computes the frames directly, by this rule (each ``Distribution`` says the rest):
/// - lengths along the axis start from each view's `View.intrinsicContentSize`; a view
///   with no intrinsic size there (a plain `View`) starts at 0, like an unconstrained view;
/// - extra space goes to the first view without an intrinsic size, else to the view with the
///   lowest content hugging priority; missing space comes from the lowest compression
///   resistance first. UIKit calls a tie an ambiguous layout; Swivel picks the first view in
///   `arrangedSubviews` order, so the result is always the same;
/// - across the axis, a view without an intrinsic size there fills the stack whatever the
///   alignment;
/// - hidden arranged views take no space and no spacing; the arrangement fills the bounds, or
///   the layout margins with `isLayoutMarginsRelativeArrangement`.
open class StackView: View {
  /// How arranged views share the length along the axis (`UIStackView.Distribution`).
  public enum Distribution: Int, Sendable, Hashable, CaseIterable {
    /// Natural sizes; the view with the lowest hugging priority (the first of equals) takes
    /// the extra space, and the one with the lowest compression resistance gives up space
    /// when it is short.
    case fill
    /// Every view the same length.
    case fillEqually
    /// Lengths in proportion to the natural sizes.
    case fillProportionally
    /// Natural sizes with equal gaps, at least ``StackView/spacing``.
    case equalSpacing
    /// Natural sizes with equally spaced centres, gaps at least ``StackView/spacing``.
    case equalCentering
  }

  /// Where arranged views sit across the axis (`UIStackView.Alignment`).
  public enum Alignment: Int, Sendable, Hashable, CaseIterable {
    /// As wide (or tall) as the stack view.
    case fill
    /// At the leading edge (a vertical stack) or the top (a horizontal one).
    case leading
    /// Horizontal stacks: first lines' baselines on one line (views without text use their
    /// bottom). A vertical stack treats it as ``fill``.
    case firstBaseline
    /// Centred across the axis.
    case center
    /// At the trailing edge (a vertical stack) or the bottom (a horizontal one).
    case trailing
    /// Horizontal stacks: last lines' baselines on one line. A vertical stack treats it as
    /// ``fill``.
    case lastBaseline

    /// `top` is `leading` in a horizontal stack, as in UIKit.
    public static let top = Alignment.leading
    /// `bottom` is `trailing` in a horizontal stack, as in UIKit.
    public static let bottom = Alignment.trailing
  }

  /// The views the stack lays out, in order (`arrangedSubviews`). Each is also a subview.
  public private(set) var arrangedSubviews: [View] = []

  /// The direction views are lined up in; horizontal by default.
  public var axis: LayoutAxis = .horizontal { didSet { stackDidChange() } }
  /// How lengths along the axis are shared; ``Distribution/fill`` by default.
  public var distribution: Distribution = .fill { didSet { stackDidChange() } }
  /// Where views sit across the axis; ``Alignment/fill`` by default.
  public var alignment: Alignment = .fill { didSet { stackDidChange() } }
  /// The gap between neighbours (the least gap for the equal-spacing distributions); 0 by
  /// default.
  public var spacing: CGFloat = 0 { didSet { stackDidChange() } }
  /// Whether arranged views are laid out inside the stack's `View.layoutMargins` rather
  /// than its bounds (`UIStackView.isLayoutMarginsRelativeArrangement`); false by default.
  /// When true the stack's natural size includes the margins.
  public var isLayoutMarginsRelativeArrangement = false { didSet { stackDidChange() } }

  /// The spacing after particular views (`setCustomSpacing(_:after:)`), by identity.
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  /// The value of ``customSpacing(after:)`` for a view that has none
  /// (`UIStackView.spacingUseDefault`).
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

  /// Creates an empty horizontal stack view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Swivel reads no archives: fails (returns nil), as `View.init(coder:)` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates a stack view arranging `views`, in order (`init(arrangedSubviews:)`).
  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Appends `view` to the arranged views, adding it as the front-most subview
  /// (`addArrangedSubview(_:)`); a view already arranged moves to the end.
  public func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` into the arranged views at `index`, adding it as a subview if it is not one
  /// (`insertArrangedSubview(_:at:)`). A view already arranged moves: it is taken out first
  /// and then inserted at `index`, or last when `index` is the count it was counted in.
  ///
  /// - Precondition: `index` is within `0…arrangedSubviews.count` (counted before the move).
  public func insertArrangedSubview(_ view: View, at index: Int) {
    requirePrecondition(
      (0...arrangedSubviews.count).contains(index),
      "insertArrangedSubview(_:at: \(index)) is outside 0...\(arrangedSubviews.count); "
        + "pass an index from 0 to the number of arranged views")
    if let old = arrangedSubviews.firstIndex(where: { $0 === view }) {
      arrangedSubviews.remove(at: old)
    }
    arrangedSubviews.insert(view, at: min(index, arrangedSubviews.count))
    if view.superview !== self { addSubview(view) }
    stackDidChange()
  }

  /// Stops arranging `view`; it stays a subview, as in UIKit (`removeArrangedSubview(_:)`).
  public func removeArrangedSubview(_ view: View) {
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    stackDidChange()
  }

  /// An arranged view that leaves the stack (`removeFromSuperview()`, or added to another
  /// view) stops being arranged, as in UIKit, so ``arrangedSubviews`` stays a subset of
  /// `View.subviews`.
  package func subviewWillLeave(_ subview: View) {
    guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
    removeArrangedSubview(subview)
  }

  /// Sets the gap after `view` (`setCustomSpacing(_:after:)`); ``spacingUseDefault`` removes
  /// it.
  public func setCustomSpacing(_ spacing: CGFloat, after view: View) {
    customSpacings[ObjectIdentifier(view)] = spacing == Self.spacingUseDefault ? nil : spacing
    stackDidChange()
  }

  /// The gap set after `view`, or ``spacingUseDefault`` (`customSpacing(after:)`).
  public func customSpacing(after view: View) -> CGFloat {
    customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault
  }

  /// The arranged views that take part: still subviews of the stack, and not hidden.
  var visibleArrangedSubviews: [View] {
    arrangedSubviews.filter { $0.superview === self && !$0.isHidden }
  }

  /// The gap after a visible arranged view: its custom spacing, else ``spacing``.
  func gap(after view: View) -> CGFloat {
    customSpacings[ObjectIdentifier(view)] ?? spacing
  }

  package func subviewDidInvalidateIntrinsicContentSize(_ subview: View) {
    if arrangedSubviews.contains(where: { $0 === subview }) { stackDidChange() }
  }

  private func stackDidChange() {
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  /// Places the visible arranged views by the rules of ``distribution`` and ``alignment``.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let frames = arrangedFrames(
      in: isLayoutMarginsRelativeArrangement ? layoutMarginsFrame : bounds)
    for (view, frame) in zip(visibleArrangedSubviews, frames) {
      view.frame = frame
    }
  }

  /// The length of every gap and arranged view plus the largest cross size; no intrinsic
  /// metric along the axis when nothing is arranged.
  open override var intrinsicContentSize: CGSize { fittingSizeWithMargins() }

  /// The stack's natural size: see ``intrinsicContentSize``.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSizeWithMargins() }

  /// ``fittingSize()`` plus the layout margins when the arrangement is inside them.
  private func fittingSizeWithMargins() -> CGSize {
    let size = fittingSize()
    guard isLayoutMarginsRelativeArrangement else { return size }
    let margins = layoutMargins
    return CGSize(
      width: size.width == View.noIntrinsicMetric
        ? size.width : size.width + margins.left + margins.right,
      height: size.height == View.noIntrinsicMetric
        ? size.height : size.height + margins.top + margins.bottom)
  }
}

extension StackView: SubviewObserving {}
