import SwivelViews

/// Where ``distribute(_:along:in:gaps:pixelSnapping:)`` puts views along the axis: their sizes,
/// the gap between them and where the first one starts, with the reason when they do not fit.
struct DistributionPlan {
  /// The views' sizes along the axis, in placing order.
  var sizes: [CGFloat]
  /// The space between two views.
  var gap: CGFloat
  /// Where the first view starts.
  var start: CGFloat
  /// Why the views do not fit, for a warning; nil when they do.
  var overflow: String?

  /// Plans `sizes` along a segment of `length` starting at `origin`.
  init(sizes: [CGFloat], origin: CGFloat, length: CGFloat, gaps: DistributionGaps) {
    let number = LayoutText.number
    let count = CGFloat(sizes.count)
    let used = sizes.reduce(0, +)
    self.sizes = sizes
    switch gaps {
    case .equal(let includingEnds):
      let slots = includingEnds ? count + 1 : count - 1
      gap = slots > 0 ? (length - used) / slots : 0
      start = slots > 0 ? origin + (includingEnds ? gap : 0) : origin + (length - used) / 2
      if gap < 0 {
        overflow =
          "the views need \(number(used)) pt but the rectangle has \(number(length)); "
          + "gaps set to 0"
        gap = 0
        start = origin + (length - used) / 2
      }
    case .fixed(let fixed, fillEqually: true):
      gap = fixed
      var size = (length - (count - 1) * gap) / count
      if size < 0 {
        overflow =
          "\(number(count - 1)) gaps of \(number(gap)) pt need more than the "
          + "rectangle's \(number(length)); sizes set to 0"
        size = 0
      }
      self.sizes = sizes.map { _ in size }
      start = origin + (length - (count * size + (count - 1) * gap)) / 2
    case .fixed(let fixed, fillEqually: false):
      gap = fixed
      let total = used + (count - 1) * gap
      if total > length {
        overflow =
          "the views and gaps need \(number(total)) pt but the rectangle has "
          + "\(number(length)); the group overflows both ends"
      }
      start = origin + (length - total) / 2
    }
  }
}
