/// Where iOS 13+ draws a scroll view's indicators: 3 pt bars, 3 pt in from the edges and the
/// safe area, at least 36 pt long, their length the visible fraction of the content and their
/// position the scrolled fraction (Flutter's Cupertino scrollbar, measured from iOS 13.1; see
/// docs/reference/uikit-controls.md).
struct ScrollIndicatorGeometry {
  static let thickness: CGFloat = 3
  static let margin: CGFloat = 3
  static let minimumLength: CGFloat = 36

  /// The frames, in the scroll view's bounds coordinates; nil for an axis that does not scroll
  /// or whose indicator is turned off.
  let frames: (vertical: CGRect?, horizontal: CGRect?)

  init(_ scroll: ScrollView) {
    let bounds = scroll.bounds
    let inset = scroll.adjustedContentInset
    let safe = scroll.safeAreaInsets
    let content = scroll.contentSize
    let range = scroll.contentOffsetRange
    var vertical: CGRect?
    var horizontal: CGRect?
    if scroll.showsVerticalScrollIndicator, range.max.y > range.min.y {
      let bar = Self.bar(
        start: bounds.minY + safe.top, length: bounds.height - safe.top - safe.bottom,
        visible: bounds.height / (content.height + inset.top + inset.bottom),
        progress: (bounds.minY - range.min.y) / (range.max.y - range.min.y))
      vertical = CGRect(
        x: bounds.maxX - safe.right - Self.margin - Self.thickness, y: bar.start,
        width: Self.thickness,
        height: bar.length)
    }
    if scroll.showsHorizontalScrollIndicator, range.max.x > range.min.x {
      let bar = Self.bar(
        start: bounds.minX + safe.left, length: bounds.width - safe.left - safe.right,
        visible: bounds.width / (content.width + inset.left + inset.right),
        progress: (bounds.minX - range.min.x) / (range.max.x - range.min.x))
      horizontal = CGRect(
        x: bar.start, y: bounds.maxY - safe.bottom - Self.margin - Self.thickness,
        width: bar.length,
        height: Self.thickness)
    }
    frames = (vertical, horizontal)
  }

  /// Where a bar goes along its axis: inside `length` less the margins from `start`, as long
  /// as the visible fraction of it (at least the minimum), and as far along as the progress.
  private static func bar(
    start: CGFloat, length: CGFloat, visible: CGFloat, progress: CGFloat
  ) -> (start: CGFloat, length: CGFloat) {
    let track = length - 2 * margin
    let bar = min(track, max(minimumLength, track * visible))
    return (start + margin + (track - bar) * min(max(progress, 0), 1), bar)
  }
}
