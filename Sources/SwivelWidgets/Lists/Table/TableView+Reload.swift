extension TableView {
  /// The reuse identifiers of the headers and footers the table makes for titles.
  static let titleHeaderIdentifier = "Swivel.TableView.titleHeader"
  static let titleFooterIdentifier = "Swivel.TableView.titleFooter"

  /// Counts and measures the rows again when a reload is pending or the width changed; the
  /// cells in view go back to their queues.
  func reloadIfNeeded() {
    guard needsReload || geometryWidth != bounds.width else { return }
    needsReload = false
    reloadCount &+= 1
    geometryWidth = bounds.width
    let delegate = tableDelegate
    // In row order, so that the same cells come back for the same rows on every run.
    for (indexPath, cell) in visibleCellsByRow.sorted(by: { $0.key < $1.key }) {
      enqueue(cell)
      delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }
    visibleCellsByRow = [:]
    for end in visibleHeaderFooters.keys.sorted(by: {
      ($0.section, $0.isFooter ? 1 : 0) < ($1.section, $1.isFooter ? 1 : 0)
    }) {
      enqueue(headerFooter: visibleHeaderFooters[end]!)
    }
    visibleHeaderFooters = [:]
    geometry = measureGeometry()
    contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
  }

  /// Every section's header, rows and footer, measured.
  private func measureGeometry() -> TableGeometry {
    var result = TableGeometry()
    result.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
    result.tableFooterHeight = tableFooterView?.frame.height ?? 0
    guard let dataSource else { return result }
    let delegate = tableDelegate
    let count = dataSource.numberOfSections(in: self)
    result.sections.reserveCapacity(count)
    var y = result.tableHeaderHeight
    for index in 0..<max(count, 0) {
      var section = TableGeometry.Section()
      section.top = y
      section.headerTitle = dataSource.tableView(self, titleForHeaderInSection: index)
      section.footerTitle = dataSource.tableView(self, titleForFooterInSection: index)
      section.headerHeight = headerFooterHeight(
        in: index, isFooter: false, title: section.headerTitle)
      let rows = max(dataSource.tableView(self, numberOfRowsInSection: index), 0)
      var offsets = [CGFloat](repeating: 0, count: rows + 1)
      var bottom: CGFloat = 0
      for row in 0..<rows {
        let indexPath = IndexPath(row: row, section: index)
        var height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if height < 0 { height = measuredHeight(of: indexPath) }
        if !height.isFinite, result.firstNonFiniteRow == nil {
          result.firstNonFiniteRow = (indexPath, height)
        }
        bottom += height
        offsets[row + 1] = bottom
      }
      section.rowOffsets = offsets
      section.footerHeight = headerFooterHeight(
        in: index, isFooter: true, title: section.footerTitle)
      y = section.bottom
      result.sections.append(section)
    }
    return result
  }

  /// The height of a self-sizing row: its cell's ``TableViewCell/sizeThatFits(_:)`` at the
  /// rows' width, rounded up to whole pixels. The cell goes back to its queue.
  private func measuredHeight(of indexPath: IndexPath) -> CGFloat {
    guard let dataSource else { return TableMetrics.rowHeight }
    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
    let (minX, maxX) = rowsMinMaxX
    cell.placement = placement(for: indexPath, rowCount: Int.max)
    cell.frame = CGRect(x: 0, y: 0, width: maxX - minX, height: TableMetrics.rowHeight)
    let height = cell.sizeThatFits(CGSize(width: maxX - minX, height: 0)).height
    enqueue(cell)
    let scale = window?.screenScale ?? 2
    return (height * scale).rounded(.up) / scale
  }

  /// A header's or footer's height: the delegate's, the table's, or for
  /// ``TableView/automaticDimension`` the style's for its view or title.
  private func headerFooterHeight(in section: Int, isFooter: Bool, title: String?) -> CGFloat {
    let delegate = tableDelegate
    let asked =
      isFooter
      ? delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
      : delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
    if asked >= 0 { return asked }
    if let view = isFooter
      ? delegate?.tableView(self, viewForFooterInSection: section)
      : delegate?.tableView(self, viewForHeaderInSection: section)
    {
      let height =
        view.frame.height > 0
        ? view.frame.height : view.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
      enqueue(headerFooter: view)
      return height
    }
    switch (style, title) {
    case (.plain, nil): return 0
    case (.plain, _): return TableMetrics.plainHeaderHeight
    case (_, nil):
      return !isFooter && section == 0
        ? TableMetrics.groupedFirstHeaderHeight : TableMetrics.groupedUntitledHeight
    case (_, let title?):
      guard isFooter else { return TableMetrics.groupedTitledHeaderHeight }
      let label = TableViewHeaderFooterView.makeGroupedTitleLabel(isFooter: true)
      label.text = title
      let (minX, maxX) = rowsMinMaxX
      let width = maxX - minX - contentMargins.leading - contentMargins.trailing
      let text = label.sizeThatFits(CGSize(width: width, height: 0)).height
      let scale = window?.screenScale ?? 2
      let height = TableMetrics.groupedFooterTextTop + text + TableMetrics.groupedFooterTextBottom
      return (height * scale).rounded(.up) / scale
    }
  }
}
