// A settings screen in the style of Settings-app clones: a plain UIViewController that makes a
// grouped UITableView filling its view, registers the stock cell class, is its own data source
// and delegate, and shows sections of rows with disclosure indicators; a tap deselects the row
// and remembers it. Modelled on imbaggaarm/appSettings, GeneralViewController.m (an
// Objective-C Settings clone); rewritten in Swift, the UIKit shapes kept.
import SwivelUIKit  // SWIVEL: `import UIKit` on iOS.

final class GeneralSettingsViewController: UIViewController {
  let cellID = "cellID"
  let sections: [[String]] = [
    ["About", "Software Update"],
    ["AirDrop", "Handoff"],
    ["Keyboard", "Fonts", "Language & Region", "Dictionary"],
    ["Reset"],
  ]
  private(set) var tableView: UITableView!
  private(set) var lastTapped: IndexPath?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "General"
    view.backgroundColor = UIColor(white: 0.95, alpha: 1)

    tableView = UITableView(frame: view.bounds, style: .grouped)
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellID)
    tableView.delegate = self
    tableView.dataSource = self
    view.addSubview(tableView)
  }
}

extension GeneralSettingsViewController: UITableViewDataSource, UITableViewDelegate {
  func numberOfSections(in tableView: UITableView) -> Int {
    return sections.count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return sections[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: cellID, for: indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    lastTapped = indexPath
  }
}
