public import SwivelViews

/// How ``distribute(_:along:in:gaps:pixelSnapping:)`` spaces views.
public enum DistributionGaps: Sendable, Hashable {
  /// The views keep their sizes and equal gaps take up the rest of the rectangle: with
  /// `includingEnds`, n + 1 gaps, one before the first view and one after the last (the seeds'
  /// trick of hidden, equally sized spacer views, as one call); without, n − 1 gaps, the
  /// first and last views flush with the ends (a lone view is centred).
  case equal(includingEnds: Bool)
  /// Gaps of `gap` points. The views keep their sizes and the group is centred, or with
  /// `fillEqually` they get equal sizes that fill the rectangle (UIStackView's
  /// `.fillEqually`).
  case fixed(CGFloat, fillEqually: Bool = false)

  /// `.equal(includingEnds: true)`, `.fixed(8)`, `.fixed(8, fillEqually: true)`.
  var callText: String {
    switch self {
    case .equal(let ends): return ".equal(includingEnds: \(ends))"
    case .fixed(let gap, let fill):
      return ".fixed(\(LayoutText.number(gap))\(fill ? ", fillEqually: true" : ""))"
    }
  }
}

/// Lays out `views` one after another along `axis` inside `rect` (in their superview's bounds
/// coordinates), setting only their position and size along that axis. Vertically the first
/// view is at the top; horizontally it is on the leading side (on the right in a right-to-left
/// layout, as a stack view would put it).
///
/// ```swift
/// // Three buttons across the bottom, with equal space around each one.
/// let buttons = [ok, maybe, cancel]
/// distribute(buttons, along: .horizontal, in: bar.bounds, gaps: .equal(includingEnds: true))
/// // A column of rows 8 pt apart whose heights share the space.
/// distribute(rows, along: .vertical, in: content, gaps: .fixed(8, fillEqually: true))
/// ```
///
/// Edges are rounded to the pixel grid of the views' window (1 outside a window) unless
/// `pixelSnapping` is false, so gaps may then differ by a pixel. Views with a transform keep it
/// (their `center` and `bounds` are set). The views must share one superview; when they do
/// not, or a value is not finite, nothing moves and a ``LayoutWarning`` is reported. When
/// the views do not fit, gaps (or, filling, sizes) become 0, the group is centred and a
/// warning is reported.
public func distribute(
  _ views: [View], along axis: LayoutAxis, in rect: CGRect, gaps: DistributionGaps,
  pixelSnapping: Bool = true
) {
  guard let first = views.first else { return }
  let names = views.map(LayoutText.name(of:)).joined(separator: ", ")
  let call =
    "distribute([\(names)], along: .\(axis.rawValue), in: \(LayoutText.rect(rect)), "
    + "gaps: \(gaps.callText))"
  func warn(_ kind: LayoutWarning.Kind, _ text: String) {
    LayoutText.warn(kind, call: call, view: first, "\(call): \(text)")
  }
  guard views.allSatisfy({ $0.superview === first.superview }) else {
    return warn(.unrelatedView, "the views do not share one superview; nothing moved")
  }
  let fixedGap: CGFloat
  if case .fixed(let gap, _) = gaps { fixedGap = gap } else { fixedGap = 0 }
  guard [rect.minX, rect.minY, rect.width, rect.height, fixedGap].allSatisfy(\.isFinite) else {
    return warn(.invalidValue, "the rectangle and gap must be finite numbers; nothing moved")
  }

  let horizontal = axis == .horizontal
  let rightToLeft =
    horizontal && first.superview?.effectiveUserInterfaceLayoutDirection == .rightToLeft
  let ordered = rightToLeft ? Array(views.reversed()) : views
  let frames = ordered.map(LayoutGeometry.untransformedFrame(of:))
  let plan = DistributionPlan(
    sizes: frames.map { horizontal ? $0.width : $0.height },
    origin: horizontal ? rect.minX : rect.minY, length: horizontal ? rect.width : rect.height,
    gaps: gaps)
  if let overflow = plan.overflow { warn(.overflow, overflow) }

  var cursor = plan.start
  for (index, view) in ordered.enumerated() {
    var frame = frames[index]
    let size = plan.sizes[index]
    if horizontal {
      frame.origin.x = cursor
      frame.size.width = size
    } else {
      frame.origin.y = cursor
      frame.size.height = size
    }
    LayoutGeometry.setUntransformedFrame(frame, of: view, snapping: pixelSnapping)
    cursor += size + plan.gap
  }
}
