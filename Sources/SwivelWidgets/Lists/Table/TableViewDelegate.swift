/// How a table view's rows, headers and footers are sized and what happens when they are
/// displayed and tapped (`UITableViewDelegate`).
///
/// A table view delegate is a ``ScrollViewDelegate``, as in UIKit, and is set through the
/// scroll view's ``ScrollView/delegate`` (`tableView.delegate = self`); the table reads it as
/// a `TableViewDelegate` when it is one. Every method is optional: the default implementations
/// answer what UIKit does when the method is missing.
public protocol TableViewDelegate: ScrollViewDelegate {
  /// A row's height (`tableView(_:heightForRowAt:)`); ``TableView/rowHeight`` by default.
  /// ``TableView/automaticDimension`` sizes the row to its cell.
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// A row's estimated height (`tableView(_:estimatedHeightForRowAt:)`);
  /// ``TableView/estimatedRowHeight`` by default. Kept: Swivel measures every row when it
  /// reloads.
  func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// A section header's height (`tableView(_:heightForHeaderInSection:)`);
  /// ``TableView/sectionHeaderHeight`` by default, whose ``TableView/automaticDimension``
  /// means the style's height for the header's title or view.
  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
  /// A section footer's height (`tableView(_:heightForFooterInSection:)`);
  /// ``TableView/sectionFooterHeight`` by default.
  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
  /// A view for a section's header (`tableView(_:viewForHeaderInSection:)`); nil by default,
  /// for the title's header.
  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
  /// A view for a section's footer (`tableView(_:viewForFooterInSection:)`); nil by default.
  func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
  /// A cell is about to be shown (`tableView(_:willDisplay:forRowAt:)`).
  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
  /// A cell left the screen (`tableView(_:didEndDisplaying:forRowAt:)`).
  func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
  /// Whether a touch highlights the row (`tableView(_:shouldHighlightRowAt:)`); true by default.
  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// The row to select instead, or nil for none (`tableView(_:willSelectRowAt:)`); the row
  /// itself by default.
  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// A row was selected by a tap (`tableView(_:didSelectRowAt:)`).
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
  /// A row was deselected because another was tapped (`tableView(_:didDeselectRowAt:)`).
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
  /// A row's info button was tapped (`tableView(_:accessoryButtonTappedForRowWith:)`); the row
  /// is not selected.
  func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
}

extension TableViewDelegate {
  /// The table's ``TableView/rowHeight``.
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// The table's ``TableView/estimatedRowHeight``.
  public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    tableView.estimatedRowHeight
  }
  /// The table's ``TableView/sectionHeaderHeight``.
  public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  /// The table's ``TableView/sectionFooterHeight``.
  public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  /// No view: the title's header, if any.
  public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    nil
  }
  /// No view: the title's footer, if any.
  public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    nil
  }
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Every row highlights.
  public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// The tapped row.
  public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  { indexPath }
  /// Does nothing.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
}
