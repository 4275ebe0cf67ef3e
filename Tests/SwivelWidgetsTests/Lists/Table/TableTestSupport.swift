import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets

/// A data source and delegate for table tests: `rows[section]` rows per section, optional
/// titles and heights, and a record of what the table asked and told.
final class TableTestSource: TableViewDataSource, TableViewDelegate {
  var rows: [Int]
  var headerTitles: [Int: String] = [:]
  var footerTitles: [Int: String] = [:]
  var heights: ((IndexPath) -> CGFloat)?
  var identifier = "row"
  /// Every distinct cell object handed to the table.
  var cellsSeen: [ObjectIdentifier: TableViewCell] = [:]
  var cellRequests = 0
  var selected: [IndexPath] = []
  var deselected: [IndexPath] = []
  var displayed: [IndexPath] = []

  init(rows: [Int]) {
    self.rows = rows
  }

  func numberOfSections(in tableView: TableView) -> Int { rows.count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows[section]
  }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    cellRequests += 1
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    cellsSeen[ObjectIdentifier(cell)] = cell
    cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
    return cell
  }
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    headerTitles[section]
  }
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    footerTitles[section]
  }
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heights?(indexPath) ?? tableView.rowHeight
  }
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
    deselected.append(indexPath)
  }
  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    displayed.append(indexPath)
  }

  /// A laid-out table of `style` and `size` showing this source.
  func makeTable(
    style: TableView.Style = .plain, size: CGSize = CGSize(width: 375, height: 667),
    cellClass: TableViewCell.Type = TableViewCell.self
  ) -> TableView {
    let table = TableView(frame: CGRect(origin: .zero, size: size), style: style)
    table.register(cellClass, forCellReuseIdentifier: identifier)
    table.dataSource = self
    table.delegate = self
    table.layoutIfNeeded()
    return table
  }
}
