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

  /// One section.
  open func numberOfSections(in tableView: TableView) -> Int { 1 }
  /// No rows: override it.
  open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
  /// Override it; the default is an empty default-style cell.
  open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell(style: .default, reuseIdentifier: nil)
  }
  /// No header title.
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// No footer title.
  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  // MARK: Delegate

  /// The table's ``TableView/rowHeight``.
  open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// The table's ``TableView/estimatedRowHeight``.
  open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    tableView.estimatedRowHeight
  }
  /// The table's ``TableView/sectionHeaderHeight``.
  open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  /// The table's ``TableView/sectionFooterHeight``.
  open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  /// No view.
  open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
  /// No view.
  open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
  /// Does nothing.
  open func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Every row highlights.
  open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// The tapped row.
  open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }
  /// Does nothing.
  open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  {}
  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: ScrollView) {}
}
