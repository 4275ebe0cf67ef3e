extension StackView {
  /// Where each view sits across the axis: its offset from the stack's cross start and its
  /// cross length, by ``alignment``.
  func crossPlacements(of views: [View], in available: CGFloat) -> [(
    offset: CGFloat, length: CGFloat
  )] {
    let crossAxis: LayoutAxis = axis == .horizontal ? .vertical : .horizontal
    let lengths = views.map { view in
      hasNaturalLength(view, on: crossAxis)
        ? min(naturalLength(of: view, on: crossAxis), available) : available
    }
    switch effectiveAlignment {
    case .fill:
      return views.map { _ in (0, available) }
    case .leading:
      return lengths.map { (0, $0) }
    case .center:
      return lengths.map { ((available - $0) / 2, $0) }
    case .trailing:
      return lengths.map { (available - $0, $0) }
    case .firstBaseline, .lastBaseline:
      let last = effectiveAlignment == .lastBaseline
      // Each view's baseline measured from its top at its natural height; the views move so
      // that every baseline lands on the lowest one, the group starting at the top.
      let baselines = zip(views, lengths).map { baselineOffset(of: $0, height: $1, last: last) }
      let line = baselines.max() ?? 0
      return zip(baselines, lengths).map { (line - $0, $1) }
    }
  }

  /// The alignment in force: the baseline alignments act as ``Alignment/fill`` in a vertical
  /// stack, where they have no meaning.
  var effectiveAlignment: Alignment {
    axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline)
      ? .fill : alignment
  }

  /// The distance from a view's top to its first (or last) baseline at `height`: a label's
  /// text line, a button's title line, else the view's bottom (UIKit's default for views
  /// without text).
  func baselineOffset(of view: View, height: CGFloat, last: Bool) -> CGFloat {
    if let label = view as? Label { return label.baselineOffset(height: height, last: last) }
    if let button = view as? Button {
      // The title label is centred in the button, as ``Button/layoutSubviews()`` places it.
      let title = button.label
      let titleHeight = max(title.sizeThatFits(.zero).height, title.font.lineHeight)
      return (height - titleHeight) / 2 + title.baselineOffset(height: titleHeight, last: last)
    }
    return height
  }

  /// The natural size: lengths and gaps along the axis, the largest view across it (with room
  /// above and below the shared baseline for the baseline alignments).
  func fittingSize() -> CGSize {
    let views = visibleArrangedSubviews
    guard !views.isEmpty else {
      return axis == .horizontal
        ? CGSize(width: 0, height: View.noIntrinsicMetric)
        : CGSize(width: View.noIntrinsicMetric, height: 0)
    }
    let crossAxis: LayoutAxis = axis == .horizontal ? .vertical : .horizontal
    let natural = views.map { naturalLength(of: $0, on: axis) }
    let gaps = views.dropLast().map(gap(after:)).reduce(0, +)
    let along =
      distribution == .fillEqually
      ? (natural.max() ?? 0) * CGFloat(views.count) + gaps : natural.reduce(0, +) + gaps
    let crossLengths = views.map { naturalLength(of: $0, on: crossAxis) }
    var across = crossLengths.max() ?? 0
    if effectiveAlignment == .firstBaseline || effectiveAlignment == .lastBaseline {
      let last = effectiveAlignment == .lastBaseline
      let baselines = zip(views, crossLengths).map {
        baselineOffset(of: $0, height: $1, last: last)
      }
      let above = baselines.max() ?? 0
      let below = zip(crossLengths, baselines).map { $0 - $1 }.max() ?? 0
      across = above + below
    }
    return axis == .horizontal
      ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
  }
}
