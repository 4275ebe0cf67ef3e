extension TableView {
  /// A row's rectangle in the table's content coordinates (`rectForRow(at:)`).
  ///
  /// - Precondition: `indexPath` names a row; the message names it and the counts.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    reloadIfNeeded()
    requireRow(indexPath, in: "rectForRow(at: \(indexPath))")
    let (y, height) = geometry.sections[indexPath.section].row(indexPath.row)
    let (minX, maxX) = rowsMinMaxX
    return CGRect(x: minX, y: y, width: maxX - minX, height: height)
  }

  /// A section's rectangle, header to footer (`rect(forSection:)`).
  ///
  /// - Precondition: `section` is one of the sections.
  public func rect(forSection section: Int) -> CGRect {
    reloadIfNeeded()
    requireSection(section, in: "rect(forSection: \(section))")
    let geometry = geometry.sections[section]
    return CGRect(
      x: 0, y: geometry.top, width: bounds.width, height: geometry.bottom - geometry.top)
  }

  /// A section header's rectangle where it scrolls to, not where a plain table keeps it
  /// (`rectForHeader(inSection:)`).
  ///
  /// - Precondition: `section` is one of the sections.
  public func rectForHeader(inSection section: Int) -> CGRect {
    reloadIfNeeded()
    requireSection(section, in: "rectForHeader(inSection: \(section))")
    let geometry = geometry.sections[section]
    return CGRect(x: 0, y: geometry.top, width: bounds.width, height: geometry.headerHeight)
  }

  /// A section footer's rectangle (`rectForFooter(inSection:)`).
  ///
  /// - Precondition: `section` is one of the sections.
  public func rectForFooter(inSection section: Int) -> CGRect {
    reloadIfNeeded()
    requireSection(section, in: "rectForFooter(inSection: \(section))")
    let geometry = geometry.sections[section]
    return CGRect(x: 0, y: geometry.rowsBottom, width: bounds.width, height: geometry.footerHeight)
  }

  /// The row at `point` (content coordinates), nil between rows or outside them
  /// (`indexPathForRow(at:)`).
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    reloadIfNeeded()
    let (minX, maxX) = rowsMinMaxX
    guard point.x >= minX, point.x < maxX else { return nil }
    return geometry.indexPath(at: point.y)
  }

  /// The cell of a row in view, nil for a row out of view (`cellForRow(at:)`).
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    layoutIfNeeded()
    return visibleCellsByRow[indexPath]
  }

  /// The row a cell in view shows (`indexPath(for:)`).
  public func indexPath(for cell: TableViewCell) -> IndexPath? {
    visibleCellsByRow.first(where: { $0.value === cell })?.key
  }

  /// The cells in view, top to bottom (`visibleCells`).
  public var visibleCells: [TableViewCell] {
    (indexPathsForVisibleRows ?? []).compactMap { visibleCellsByRow[$0] }
  }

  /// The rows in view, top to bottom (`indexPathsForVisibleRows`).
  public var indexPathsForVisibleRows: [IndexPath]? {
    layoutIfNeeded()
    return visibleCellsByRow.keys.sorted()
  }

  /// The section header view in view, nil otherwise (`headerView(forSection:)`).
  public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
    layoutIfNeeded()
    return visibleHeaderFooters[SectionEnd(section: section, isFooter: false)]
      as? TableViewHeaderFooterView
  }

  /// The section footer view in view, nil otherwise (`footerView(forSection:)`).
  public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
    layoutIfNeeded()
    return visibleHeaderFooters[SectionEnd(section: section, isFooter: true)]
      as? TableViewHeaderFooterView
  }

  /// Scrolls so that the row is at `position` of the visible area (inside the adjusted
  /// content inset and, in a plain table, below its section's header), within the scrollable
  /// range (`scrollToRow(at:at:animated:)`). ``ScrollPosition/none`` scrolls the least that
  /// shows the row, nothing when it is in view.
  ///
  /// - Precondition: `indexPath` names a row; the message names it and the counts, as UIKit's
  ///   exception does.
  public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    layoutIfNeeded()
    reloadIfNeeded()
    requireRow(indexPath, in: "scrollToRow(at: \(indexPath))")
    let row = rectForRow(at: indexPath)
    let inset = adjustedContentInset
    let header = style == .plain ? geometry.sections[indexPath.section].headerHeight : 0
    let visibleHeight = bounds.height - inset.top - inset.bottom - header
    var y = contentOffset.y
    switch position {
    case .top: y = row.minY - inset.top - header
    case .middle: y = row.midY - visibleHeight / 2 - inset.top - header
    case .bottom: y = row.maxY - bounds.height + inset.bottom
    case .none:
      if row.minY < contentOffset.y + inset.top + header {
        y = row.minY - inset.top - header
      } else if row.maxY > contentOffset.y + bounds.height - inset.bottom {
        y = row.maxY - bounds.height + inset.bottom
      }
    }
    let range = contentOffsetRange
    y = min(max(y, range.min.y), range.max.y)
    setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    layoutIfNeeded()
  }
}
