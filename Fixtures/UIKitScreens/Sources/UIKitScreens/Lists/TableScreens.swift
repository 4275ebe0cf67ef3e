// Table screens written as for iOS, in the shapes Apple's table view guides and code-only
// tutorials use: a UITableViewController subclass overriding the data source and delegate
// methods, a cell subclass with its own designated initializer, and a plain view controller
// that owns a UITableView and is its data source and delegate. Only the import differs.
import SwivelUIKit  // SWIVEL: `import UIKit` on iOS.

final class FruitListViewController: UITableViewController {
  let fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape"]
  var chosen: String?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Fruit"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
  }

  override func numberOfSections(in tableView: UITableView) -> Int {
    return 1
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return fruits.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
    cell.textLabel?.text = fruits[indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    chosen = fruits[indexPath.row]
    tableView.deselectRow(at: indexPath, animated: true)
  }
}

final class ContactCell: UITableViewCell {
  let badge = UIView()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    badge.backgroundColor = .systemGreen
    badge.layer.cornerRadius = 5
    contentView.addSubview(badge)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    badge.frame = CGRect(
      x: contentView.bounds.width - 26, y: (contentView.bounds.height - 10) / 2, width: 10,
      height: 10)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    badge.isHidden = false
  }
}

final class ContactsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let tableView = UITableView(frame: .zero, style: .insetGrouped)
  let sections = [
    ("Favourites", ["Anna Bell", "Chris Doe"]), ("Work", ["Eve Fox", "Gil Hart", "Ida Jones"]),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    tableView.delegate = self
    tableView.rowHeight = 60
    tableView.register(ContactCell.self, forCellReuseIdentifier: "Contact")
    view.addSubview(tableView)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    tableView.frame = view.bounds
  }

  func numberOfSections(in tableView: UITableView) -> Int {
    return sections.count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return sections[section].1.count
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    return sections[section].0
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath) as! ContactCell
    let name = sections[indexPath.section].1[indexPath.row]
    cell.textLabel?.text = name
    cell.detailTextLabel?.text = "mobile"
    cell.badge.isHidden = indexPath.row % 2 == 1
    return cell
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    return UITableView.automaticDimension
  }
}
