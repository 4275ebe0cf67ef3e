// A game's settings in the style of course projects: a UITableViewController subclass that
// overrides the data source methods, a custom cell class made with the value-1 style in
// `init(style:reuseIdentifier:)`, a switch as a row's accessory view, detail text on the
// right, a checkmark on the chosen theme and section titles. Modelled on
// serafimone/Stanford-Concetration-Game, SettingsViewController.swift, and the switch row of
// chunlin2015/tableViewSample, RootTableViewController.m; rewritten, the UIKit shapes kept.
import SwivelUIKit  // SWIVEL: `import UIKit` on iOS.

final class SettingsTableViewCell: UITableViewCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    accessoryView = nil
    accessoryType = .none
    detailTextLabel?.text = nil
  }
}

final class GameSettingsViewController: UITableViewController {
  private final let cellClass = "SettingsTableViewCell"
  let themes = ["Halloween", "Animals", "Sports", "Faces"]
  var chosenTheme = 1
  let soundSwitch = UISwitch()

  init() {
    super.init(style: .grouped)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Settings"
    tableView.register(SettingsTableViewCell.self, forCellReuseIdentifier: cellClass)
    soundSwitch.isOn = true
  }

  override func numberOfSections(in tableView: UITableView) -> Int {
    return 3
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    switch section {
    case 0: return themes.count
    case 1: return 2
    default: return 2
    }
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  {
    switch section {
    case 0: return "Theme"
    case 1: return "Game"
    default: return "About"
    }
  }

  override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  {
    return section == 1 ? "Matching two cards scores two points; a mismatch costs one." : nil
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: cellClass, for: indexPath)
      as! SettingsTableViewCell
    switch (indexPath.section, indexPath.row) {
    case (0, let row):
      cell.textLabel?.text = themes[row]
      cell.accessoryType = row == chosenTheme ? .checkmark : .none
    case (1, 0):
      cell.textLabel?.text = "Sound"
      cell.accessoryView = soundSwitch
      cell.selectionStyle = .none
    case (1, _):
      cell.textLabel?.text = "Difficulty"
      cell.detailTextLabel?.text = "Normal"
      cell.accessoryType = .disclosureIndicator
    case (_, 0):
      cell.textLabel?.text = "Version"
      cell.detailTextLabel?.text = "1.2.0"
    default:
      cell.textLabel?.text = "Rules"
      cell.accessoryType = .detailButton
    }
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard indexPath.section == 0 else { return }
    chosenTheme = indexPath.row
    tableView.reloadData()
  }
}
