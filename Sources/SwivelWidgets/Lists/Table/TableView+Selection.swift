extension TableView {
  /// The selected row, nil for none (`indexPathForSelectedRow`).
  public var indexPathForSelectedRow: IndexPath? { selectedRow }

  /// Selects a row without telling the delegate, deselecting the one before, and scrolls it to
  /// `position` (`selectRow(at:animated:scrollPosition:)`); nil deselects.
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    if let old = selectedRow, old != indexPath {
      visibleCellsByRow[old]?.setSelected(false, animated: animated)
    }
    selectedRow = indexPath
    guard let indexPath else { return }
    visibleCellsByRow[indexPath]?.setSelected(true, animated: animated)
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects a row without telling the delegate (`deselectRow(at:animated:)`).
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    guard selectedRow == indexPath else { return }
    selectedRow = nil
    visibleCellsByRow[indexPath]?.setSelected(false, animated: animated)
  }

  /// A tap at `location` (the table's bounds coordinates): on a row's info button it calls the
  /// delegate's `accessoryButtonTappedForRowWith`; elsewhere the row under it highlights and,
  /// when ``allowsSelection`` and the delegate agree, becomes the selected row, the one before
  /// deselected; the delegate hears `didDeselectRowAt` and `didSelectRowAt`, as after a touch
  /// on iOS.
  func receiveTap(at location: CGPoint) {
    guard allowsSelection, let tapped = indexPathForRow(at: location),
      let cell = visibleCellsByRow[tapped]
    else { return }
    let delegate = tableDelegate
    if cell.infoButtonHitArea?.contains(cell.convert(location, from: self)) == true {
      delegate?.tableView(self, accessoryButtonTappedForRowWith: tapped)
      return
    }
    guard delegate?.tableView(self, shouldHighlightRowAt: tapped) ?? true else { return }
    cell.setHighlighted(true, animated: false)
    cell.setHighlighted(false, animated: false)
    let proposed = delegate.map { $0.tableView(self, willSelectRowAt: tapped) } ?? tapped
    guard let chosen = proposed else { return }
    if let old = selectedRow, old != chosen {
      deselectRow(at: old, animated: false)
      delegate?.tableView(self, didDeselectRowAt: old)
    }
    selectedRow = chosen
    visibleCellsByRow[chosen]?.setSelected(true, animated: false)
    delegate?.tableView(self, didSelectRowAt: chosen)
  }
}
