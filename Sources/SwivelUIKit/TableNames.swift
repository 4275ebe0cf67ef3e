// UIKit's names for Swivel's table views. Nested types come with their class:
// `UITableView.Style`, `UITableView.ScrollPosition`, `UITableView.automaticDimension`,
// `UITableViewCell.CellStyle`, `UITableViewCell.AccessoryType`, `UITableViewCell.SelectionStyle`.

/// `UITableView`: `TableView`.
public typealias UITableView = TableView
/// `UITableViewCell`: `TableViewCell`.
public typealias UITableViewCell = TableViewCell
/// `UITableViewHeaderFooterView`: `TableViewHeaderFooterView`.
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
/// `UITableViewDataSource`: `TableViewDataSource`.
public typealias UITableViewDataSource = TableViewDataSource
/// `UITableViewDelegate`: `TableViewDelegate`.
public typealias UITableViewDelegate = TableViewDelegate
/// `UITableViewController`: `TableViewController`.
public typealias UITableViewController = TableViewController
