/// Where a table's sections, headers, rows and footers go, in content coordinates: the
/// running sums of their heights, kept from one reload to the next so that finding the rows in
/// view is a binary search, never a walk over every row.
struct TableGeometry {
  /// One section's heights and offsets.
  struct Section {
    /// The top of the header.
    var top: CGFloat = 0
    /// The header's height (0 for none).
    var headerHeight: CGFloat = 0
    /// The top of each row from the first row's top, plus the end: `rowCount + 1` values.
    var rowOffsets: [CGFloat] = [0]
    /// The footer's height (0 for none).
    var footerHeight: CGFloat = 0
    /// The header's title, if the header is the style's titled one.
    var headerTitle: String?
    /// The footer's title.
    var footerTitle: String?

    /// The number of rows.
    var rowCount: Int { rowOffsets.count - 1 }
    /// The top of the first row.
    var rowsTop: CGFloat { top + headerHeight }
    /// The bottom of the last row.
    var rowsBottom: CGFloat { rowsTop + rowOffsets[rowOffsets.count - 1] }
    /// The bottom of the footer.
    var bottom: CGFloat { rowsBottom + footerHeight }

    /// A row's top and height.
    func row(_ row: Int) -> (y: CGFloat, height: CGFloat) {
      (rowsTop + rowOffsets[row], rowOffsets[row + 1] - rowOffsets[row])
    }

    /// The rows that meet `minY..<maxY`.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
      guard rowCount > 0, maxY > rowsTop, minY < rowsBottom else { return 0..<0 }
      let first = Self.lastIndex(in: rowOffsets, atOrBelow: minY - rowsTop)
      var end = first
      while end < rowCount, rowsTop + rowOffsets[end] < maxY { end += 1 }
      return max(0, min(first, rowCount - 1))..<max(end, first + 1)
    }

    /// The row at `y` (content coordinates), if any.
    func row(at y: CGFloat) -> Int? {
      guard rowCount > 0, y >= rowsTop, y < rowsBottom else { return nil }
      return min(Self.lastIndex(in: rowOffsets, atOrBelow: y - rowsTop), rowCount - 1)
    }

    /// The last index whose value is at or below `value` (0 when none is).
    static func lastIndex(in values: [CGFloat], atOrBelow value: CGFloat) -> Int {
      var low = 0, high = values.count - 1
      while low < high {
        let mid = (low + high + 1) / 2
        if values[mid] <= value { low = mid } else { high = mid - 1 }
      }
      return low
    }
  }

  /// The table header view's height.
  var tableHeaderHeight: CGFloat = 0
  /// The sections, top to bottom.
  var sections: [Section] = []
  /// The table footer view's height.
  var tableFooterHeight: CGFloat = 0
  /// The first row whose height (the delegate's, or its cell's measure) is NaN or infinite:
  /// such a table cannot be drawn, and its render is refused naming this row.
  var firstNonFiniteRow: (indexPath: IndexPath, height: CGFloat)?

  /// The bottom of the last section.
  var sectionsBottom: CGFloat { sections.last?.bottom ?? tableHeaderHeight }
  /// The content's height.
  var contentHeight: CGFloat { sectionsBottom + tableFooterHeight }

  /// The sections that meet `minY..<maxY`.
  func sections(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
    guard !sections.isEmpty else { return 0..<0 }
    var low = 0, high = sections.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if sections[mid].top <= minY { low = mid } else { high = mid - 1 }
    }
    var end = low
    while end < sections.count, sections[end].top < maxY { end += 1 }
    return low..<max(end, low)
  }

  /// The section and row at `y`, if a row is there.
  func indexPath(at y: CGFloat) -> IndexPath? {
    for section in sections(from: y, to: y + 1) {
      if let row = sections[section].row(at: y) { return IndexPath(row: row, section: section) }
    }
    return nil
  }
}
