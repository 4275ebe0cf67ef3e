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
    let margin = Self.margin, thickness = Self.thickness
    var vertical: CGRect?
    var horizontal: CGRect?
    if scroll.showsVerticalScrollIndicator, range.max.y > range.min.y {
      let start = bounds.minY + safe.top + margin
      let track = bounds.height - safe.top - safe.bottom - 2 * margin
      let visible = bounds.height / (content.height + inset.top + inset.bottom)
      let length = min(track, max(Self.minimumLength, track * visible))
      let progress = (bounds.minY - range.min.y) / (range.max.y - range.min.y)
      let y = start + (track - length) * min(max(progress, 0), 1)
      vertical = CGRect(x: bounds.maxX - safe.right - margin - thickness, y: y, width: thickness, height: length)
    }
    if scroll.showsHorizontalScrollIndicator, range.max.x > range.min.x {
      let start = bounds.minX + safe.left + margin
      let track = bounds.width - safe.left - safe.right - 2 * margin
      let visible = bounds.width / (content.width + inset.left + inset.right)
      let length = min(track, max(Self.minimumLength, track * visible))
      let progress = (bounds.minX - range.min.x) / (range.max.x - range.min.x)
      let x = start + (track - length) * min(max(progress, 0), 1)
      horizontal = CGRect(x: x, y: bounds.maxY - safe.bottom - margin - thickness, width: length, height: thickness)
    }
    frames = (vertical, horizontal)
  }
}
