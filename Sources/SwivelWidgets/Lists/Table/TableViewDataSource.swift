/// What a table view shows (`UITableViewDataSource`): its sections, rows and cells.
///
/// The table holds its data source unretained, as UIKit does. The optional methods of UIKit's
/// protocol are requirements here with default implementations, so a class implements only
/// those it needs, under UIKit's names.
///
/// ```swift
/// func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
/// func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///   let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
///   cell.textLabel?.text = names[indexPath.row]
///   return cell
/// }
/// ```
public protocol TableViewDataSource: AnyObject {
  /// The number of rows in `section` (`tableView(_:numberOfRowsInSection:)`).
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for a row (`tableView(_:cellForRowAt:)`), usually dequeued with
  /// ``TableView/dequeueReusableCell(withIdentifier:for:)``. Asked only for rows that come
  /// into view.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  /// The number of sections (`numberOfSections(in:)`); 1 by default.
  func numberOfSections(in tableView: TableView) -> Int
  /// The title of a section's header (`tableView(_:titleForHeaderInSection:)`); nil, no
  /// header, by default.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
  /// The title of a section's footer (`tableView(_:titleForFooterInSection:)`); nil by default.
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
  /// No header title.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// No footer title.
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
}
