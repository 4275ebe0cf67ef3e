/// A controller whose view is a table view (`UITableViewController`): it is the table's data
/// source and delegate, and implements their methods as `open` so that a subclass writes
/// `override func tableView(_:numberOfRowsInSection:)` as on iOS.
///
/// ```swift
/// final class NamesController: TableViewController {
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     tableView.register(TableViewCell.self, forCellReuseIdentifier: "name")
///   }
///   override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
///   override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///     let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
///     cell.textLabel?.text = "Row \(indexPath.row)"
///     return cell
///   }
/// }
/// ```
open class TableViewController: UIKitViewController, TableViewDataSource, TableViewDelegate {
  /// The table's style, fixed at creation.
  public let tableViewStyle: TableView.Style
  /// Whether the selection is cleared when the view is about to appear
  /// (`clearsSelectionOnViewWillAppear`); true.
  public var clearsSelectionOnViewWillAppear = true
  private var ownTableView: TableView?

  /// A controller with a table of `style` (`init(style:)`).
  public init(style: TableView.Style) {
    tableViewStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a plain table (`init(nibName:bundle:)`).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableViewStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Swivel reads no archives: fails (returns nil).
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The table, which is the controller's view (`tableView`).
  public var tableView: TableView! {
    get {
      loadViewIfNeeded()
      return ownTableView
    }
    set {
      ownTableView = newValue
      view = newValue
    }
  }

  /// Makes a table of ``tableViewStyle`` the size of the screen, with the controller as its
  /// data source and delegate.
  open override func loadView() {
    let table = TableView(frame: Screen.main.bounds, style: tableViewStyle)
    table.dataSource = self
    table.delegate = self
    ownTableView = table
    view = table
  }

  /// Clears the selection when ``clearsSelectionOnViewWillAppear``.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if clearsSelectionOnViewWillAppear, let selected = ownTableView?.indexPathForSelectedRow {
      ownTableView?.deselectRow(at: selected, animated: animated)
    }
  }

  // MARK: Data source

  /// ``TableViewDataSource``'s default.
  open func numberOfSections(in tableView: TableView) -> Int {
    ProtocolDefaults.shared.numberOfSections(in: tableView)
  }
  /// No rows: override it.
  open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
  /// Override it; the default is an empty default-style cell.
  open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell(style: .default, reuseIdentifier: nil)
  }
  /// ``TableViewDataSource``'s default.
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    ProtocolDefaults.shared.tableView(tableView, titleForHeaderInSection: section)
  }
  /// ``TableViewDataSource``'s default.
  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    ProtocolDefaults.shared.tableView(tableView, titleForFooterInSection: section)
  }

  // MARK: Delegate

  /// ``TableViewDelegate``'s default.
  open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    ProtocolDefaults.shared.tableView(tableView, heightForRowAt: indexPath)
  }
  /// ``TableViewDelegate``'s default.
  open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    ProtocolDefaults.shared.tableView(tableView, estimatedHeightForRowAt: indexPath)
  }
  /// ``TableViewDelegate``'s default.
  open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    ProtocolDefaults.shared.tableView(tableView, heightForHeaderInSection: section)
  }
  /// ``TableViewDelegate``'s default.
  open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    ProtocolDefaults.shared.tableView(tableView, heightForFooterInSection: section)
  }
  /// ``TableViewDelegate``'s default.
  open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    ProtocolDefaults.shared.tableView(tableView, viewForHeaderInSection: section)
  }
  /// ``TableViewDelegate``'s default.
  open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    ProtocolDefaults.shared.tableView(tableView, viewForFooterInSection: section)
  }
  /// ``TableViewDelegate``'s default.
  open func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    ProtocolDefaults.shared.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
  }
  /// ``TableViewDelegate``'s default.
  open func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    ProtocolDefaults.shared.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
  }
  /// ``TableViewDelegate``'s default.
  open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    ProtocolDefaults.shared.tableView(tableView, shouldHighlightRowAt: indexPath)
  }
  /// ``TableViewDelegate``'s default.
  open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    ProtocolDefaults.shared.tableView(tableView, willSelectRowAt: indexPath)
  }
  /// ``TableViewDelegate``'s default.
  open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    ProtocolDefaults.shared.tableView(tableView, didSelectRowAt: indexPath)
  }
  /// ``TableViewDelegate``'s default.
  open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
    ProtocolDefaults.shared.tableView(tableView, didDeselectRowAt: indexPath)
  }
  /// Does nothing.
  open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  {}
  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: ScrollView) {}
}
