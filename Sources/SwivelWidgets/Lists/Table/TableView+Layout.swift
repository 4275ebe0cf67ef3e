extension TableView {
  /// Lays out the table header and footer views, the cells of the rows in view and the
  /// headers and footers of the sections in view; rows that left the view give their cells back
  /// to the reuse queues.
  func layoutTable() {
    reloadIfNeeded()
    layoutTableHeaderAndFooter()
    layoutVisibleRows()
    layoutFillerSeparators()
    layoutVisibleHeadersAndFooters()
  }

  /// The separators of the empty rows a plain table shows below its content: one every
  /// ``rowHeight`` down to the bottom of the bounds, inset as the rows' separators.
  private func layoutFillerSeparators() {
    var frames: [CGRect] = []
    if style == .plain, separatorStyle == .singleLine, tableFooterView == nil, rowHeight > 0,
      dataSource != nil
    {
      let hairline = 1 / (window?.screenScale ?? 2)
      let inset = separatorInset
      var bottom = geometry.contentHeight + rowHeight
      while bottom - hairline < bounds.maxY, frames.count < 1_000 {
        if bottom > bounds.minY {
          frames.append(
            CGRect(
              x: inset.left, y: bottom - hairline,
              width: max(bounds.width - inset.left - inset.right, 0), height: hairline))
        }
        bottom += rowHeight
      }
    }
    while fillerSeparators.count > frames.count {
      fillerSeparators.removeLast().removeFromSuperview()
    }
    for (index, frame) in frames.enumerated() {
      if index == fillerSeparators.count {
        let separator = View(frame: .zero)
        separator.isUserInteractionEnabled = false
        separator.isSwivelPart = true
        fillerSeparators.append(separator)
        insertSubview(separator, at: 0)
      }
      fillerSeparators[index].frame = frame
      fillerSeparators[index].backgroundColor = separatorColor
    }
  }

  private func layoutTableHeaderAndFooter() {
    if let header = tableHeaderView {
      header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeaderHeight)
    }
    if let footer = tableFooterView {
      footer.frame = CGRect(
        x: 0, y: geometry.sectionsBottom, width: bounds.width, height: geometry.tableFooterHeight)
    }
  }

  /// The rows that meet the bounds.
  func rowsInView() -> [IndexPath] {
    var result: [IndexPath] = []
    let minY = bounds.minY, maxY = bounds.maxY
    for section in geometry.sections(from: minY, to: maxY) {
      for row in geometry.sections[section].rows(from: minY, to: maxY) {
        result.append(IndexPath(row: row, section: section))
      }
    }
    return result
  }

  private func layoutVisibleRows() {
    guard let dataSource else { return }
    let delegate = tableDelegate
    let wanted = rowsInView()
    let wantedSet = Set(wanted)
    let leaving = visibleCellsByRow.filter { !wantedSet.contains($0.key) }.sorted {
      $0.key < $1.key
    }
    for (indexPath, cell) in leaving {
      visibleCellsByRow[indexPath] = nil
      enqueue(cell)
      delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }
    for indexPath in wanted {
      let section = geometry.sections[indexPath.section]
      if let cell = visibleCellsByRow[indexPath] {
        cell.frame = rectForRow(at: indexPath)
        cell.placement = placement(for: indexPath, rowCount: section.rowCount)
        continue
      }
      let reloads = reloadCount
      let cell = dataSource.tableView(self, cellForRowAt: indexPath)
      guard reloads == reloadCount else {
        // The data source reloaded the table while making this cell, and that reload laid out
        // the rows in view: this cell belongs to no row, so it goes back to its queue.
        if !visibleCellsByRow.values.contains(where: { $0 === cell }) { enqueue(cell) }
        return
      }
      visibleCellsByRow[indexPath] = cell
      cell.placement = placement(for: indexPath, rowCount: section.rowCount)
      cell.frame = rectForRow(at: indexPath)
      cell.setSelected(indexPath == selectedRow, animated: false)
      if cell.superview !== self { insertSubview(cell, at: 0) }
      delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
      cell.layoutIfNeeded()
    }
  }

  /// How the table draws the row's cell: margins, separators and rounded corners.
  func placement(for indexPath: IndexPath, rowCount: Int) -> TableViewCell.Placement {
    let margins = contentMargins
    var placement = TableViewCell.Placement(
      leadingMargin: margins.leading, trailingMargin: margins.trailing,
      separatorColor: separatorColor, hairline: 1 / (window?.screenScale ?? 2),
      isGrouped: style != .plain)
    let isFirst = indexPath.row == 0, isLast = indexPath.row == rowCount - 1
    guard separatorStyle == .singleLine else {
      placement.roundedCorners = roundedCorners(isFirst: isFirst, isLast: isLast)
      return placement
    }
    let inset = explicitSeparatorInset.map { (left: $0.left, right: $0.right) }
    switch style {
    case .plain:
      placement.separator = .inset(inset)
    case .grouped:
      placement.separator = isLast ? .fullWidth : .inset(inset)
      placement.hasTopSeparator = isFirst
    case .insetGrouped:
      placement.separator = isLast ? .none : .inset(inset)
      placement.roundedCorners = roundedCorners(isFirst: isFirst, isLast: isLast)
    }
    return placement
  }

  private func roundedCorners(isFirst: Bool, isLast: Bool) -> CornerMask {
    guard style == .insetGrouped else { return [] }
    var corners: CornerMask = []
    if isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
    if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
    return corners
  }

  private func layoutVisibleHeadersAndFooters() {
    var wanted: [SectionEnd: CGRect] = [:]
    let minY = bounds.minY, maxY = bounds.maxY
    for index in geometry.sections(from: minY, to: maxY) {
      let section = geometry.sections[index]
      if section.headerHeight > 0 {
        var y = section.top
        // A plain table's header stays at the top while its section scrolls under it.
        if style == .plain {
          let top = bounds.minY + adjustedContentInset.top
          y = max(y, min(top, section.rowsBottom - section.headerHeight))
        }
        wanted[SectionEnd(section: index, isFooter: false)] = CGRect(
          x: 0, y: y, width: bounds.width, height: section.headerHeight)
      }
      if section.footerHeight > 0, section.rowsBottom < maxY, section.bottom > minY {
        wanted[SectionEnd(section: index, isFooter: true)] = CGRect(
          x: 0, y: section.rowsBottom, width: bounds.width, height: section.footerHeight)
      }
    }
    let gone = visibleHeaderFooters.filter { wanted[$0.key] == nil }
      .sorted {
        ($0.key.section, $0.key.isFooter ? 1 : 0) < ($1.key.section, $1.key.isFooter ? 1 : 0)
      }
    for (end, view) in gone {
      visibleHeaderFooters[end] = nil
      enqueue(headerFooter: view)
    }
    for (end, frame) in wanted.sorted(by: {
      ($0.key.section, $0.key.isFooter ? 1 : 0) < ($1.key.section, $1.key.isFooter ? 1 : 0)
    }) {
      let view = visibleHeaderFooters[end] ?? makeHeaderFooter(for: end)
      visibleHeaderFooters[end] = view
      view.frame = frame
      if let titled = view as? TableViewHeaderFooterView {
        titled.tableStyle = style; titled.textInsets = headerTextInsets
      }
      if view.superview !== self || subviews.last(where: { !($0 is ScrollIndicator) }) !== view {
        if let indicator = subviews.first(where: { $0 is ScrollIndicator }) {
          insertSubview(view, belowSubview: indicator)
        } else {
          addSubview(view)
        }
      }
      view.layoutIfNeeded()
    }
  }

  /// The horizontal insets of header and footer text: the rows' content margins, plus the
  /// section inset of an inset-grouped table.
  private var headerTextInsets: (leading: CGFloat, trailing: CGFloat) {
    let (minX, maxX) = rowsMinMaxX
    let margins = contentMargins
    return (minX + margins.leading, bounds.width - maxX + margins.trailing)
  }

  /// The delegate's view for a header or footer, or the table's own for its title.
  private func makeHeaderFooter(for end: SectionEnd) -> View {
    let delegate = tableDelegate
    if let view = end.isFooter
      ? delegate?.tableView(self, viewForFooterInSection: end.section)
      : delegate?.tableView(self, viewForHeaderInSection: end.section)
    {
      return view
    }
    let section = geometry.sections[end.section]
    let identifier = end.isFooter ? Self.titleFooterIdentifier : Self.titleHeaderIdentifier
    let view =
      headerFooterQueues[identifier]?.popLast()
      ?? TableViewHeaderFooterView(reuseIdentifier: identifier)
    view.isSwivelPart = true
    view.isFooter = end.isFooter
    view.tableStyle = style
    view.textLabel?.text = end.isFooter ? section.footerTitle : section.headerTitle
    return view
  }
}
