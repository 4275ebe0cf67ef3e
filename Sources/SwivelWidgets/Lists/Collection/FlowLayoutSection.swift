/// One section of a ``CollectionViewFlowLayout`` as computed: frames of its header, items and
/// footer, and its lines, in order along the scrolling axis, for binary search.
struct FlowLayoutSection {
  /// One line of items: a row when scrolling vertically, a column when horizontally.
  struct Line {
    /// The items of the line.
    var items: Range<Int>
    /// Where the line starts and ends along the scrolling axis.
    var start: CGFloat
    var end: CGFloat
  }

  var headerFrame: CGRect?
  var footerFrame: CGRect?
  var itemFrames: [CGRect] = []
  var lines: [Line] = []
  /// Where the section starts and ends along the scrolling axis, header and footer included.
  var start: CGFloat = 0
  var end: CGFloat = 0

  /// The index of the first line that ends after `position` along the scrolling axis
  /// (`lines.count` when none does).
  func firstLine(endingAfter position: CGFloat) -> Int {
    var low = 0, high = lines.count
    while low < high {
      let middle = (low + high) / 2
      if lines[middle].end > position { high = middle } else { low = middle + 1 }
    }
    return low
  }
}

/// The two axes of a flow layout: *along* the scrolling direction and *across* it (the
/// direction items fill a line in).
struct FlowAxes {
  let isVertical: Bool

  func across(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }
  func along(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }

  /// The insets at the start and end of a line and at the start and end along the scrolling axis.
  func split(_ insets: EdgeInsets) -> (
    acrossStart: CGFloat, acrossEnd: CGFloat, alongStart: CGFloat, alongEnd: CGFloat
  ) {
    isVertical
      ? (insets.left, insets.right, insets.top, insets.bottom)
      : (insets.top, insets.bottom, insets.left, insets.right)
  }

  func rect(across: CGFloat, along: CGFloat, size: CGSize) -> CGRect {
    isVertical
      ? CGRect(x: across, y: along, width: size.width, height: size.height)
      : CGRect(x: along, y: across, width: size.width, height: size.height)
  }

  func alongRange(of rect: CGRect) -> (min: CGFloat, max: CGFloat) {
    isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
  }
}

extension CGRect {
  /// Whether the two rectangles share an area (edges that only touch do not count), so an
  /// element just outside the bounds gets no view.
  func overlapsArea(of other: CGRect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
}
