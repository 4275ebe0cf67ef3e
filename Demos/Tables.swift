import Foundation

/// A Settings-style list built on an inset-grouped `TableViewController`, as iOS 13 and later
/// draw Settings: sections with uppercase headers, rows with disclosure chevrons, value-1 detail
/// text, a switch as an accessory view, and a footer under the last section.
public final class SettingsListViewController: TableViewController {
  /// One row: its title, its detail text, and whether it has a switch instead of a chevron.
  struct Row {
    var title: String
    var detail: String?
    var hasSwitch = false
  }

  let sections: [(header: String, rows: [Row], footer: String?)] = [
    (
      "Connectivity",
      [
        Row(title: "Airplane Mode", hasSwitch: true),
        Row(title: "Wi-Fi", detail: "Home"),
        Row(title: "Bluetooth", detail: "On"),
        Row(title: "Cellular"),
      ], nil
    ),
    (
      "Alerts",
      [
        Row(title: "Notifications"),
        Row(title: "Sounds & Haptics"),
        Row(title: "Focus", detail: "Off"),
      ], nil
    ),
    (
      "System",
      [
        Row(title: "General"),
        Row(title: "Display & Brightness"),
        Row(title: "Battery", detail: "87 %"),
      ], "Battery health is checked once a day."
    ),
  ]

  /// The Airplane Mode switch, off.
  public let airplaneSwitch = Switch()

  /// A settings list in an inset-grouped table.
  public init() {
    super.init(style: .insetGrouped)
    // The switch is the row's accessory: VoiceOver names it after the row.
    airplaneSwitch.accessibilityLabel = "Airplane Mode"
  }

  public required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "plain")
    tableView.register(Value1Cell.self, forCellReuseIdentifier: "value1")
  }

  public override func numberOfSections(in tableView: TableView) -> Int { sections.count }

  public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  {
    sections[section].rows.count
  }

  public override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int)
    -> String?
  {
    sections[section].header
  }

  public override func tableView(_ tableView: TableView, titleForFooterInSection section: Int)
    -> String?
  {
    sections[section].footer
  }

  public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let row = sections[indexPath.section].rows[indexPath.row]
    let cell = tableView.dequeueReusableCell(
      withIdentifier: row.detail == nil ? "plain" : "value1", for: indexPath)
    cell.textLabel?.text = row.title
    cell.detailTextLabel?.text = row.detail
    if row.hasSwitch {
      cell.accessoryView = airplaneSwitch
      cell.selectionStyle = .none
    } else {
      cell.accessoryView = nil
      cell.accessoryType = .disclosureIndicator
      cell.selectionStyle = .default
    }
    return cell
  }
}

/// A cell of one fixed style, whatever style it is created with: `dequeueReusableCell` makes
/// registered classes with the default style, so a class registered for another style fixes it
/// in `init(style:reuseIdentifier:)`, as on iOS.
class FixedStyleCell: TableViewCell {
  /// The style every cell of the class has.
  class var fixedStyle: CellStyle { .default }

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: Self.fixedStyle, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) { nil }
}

/// A value-1 cell: the detail text on the trailing side.
final class Value1Cell: FixedStyleCell {
  override class var fixedStyle: CellStyle { .value1 }
}

/// A long message list: 500 subtitle rows in a plain table, sized to their text, scrolled so
/// that message 250 is in the middle of the screen. Only the rows in view have cells.
public final class MessageListViewController: TableViewController {
  /// The number of messages.
  public static let count = 500
  /// The message shown in the middle.
  public static let middle = IndexPath(row: 250, section: 0)
  private static let senders = ["Anna", "Ben", "Chloé", "Dev", "Emma", "Farid", "Grace", "Hugo"]
  private static let previews = [
    "See you at eight?", "The photos are up.", "Running late, sorry!", "Lunch tomorrow?",
    "Thanks for yesterday.", "Call me when free.", "Tickets are booked.",
  ]
  private var hasScrolled = false

  /// A message list in a plain table.
  public init() {
    super.init(style: .plain)
  }

  public required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Messages"
    tableView.rowHeight = TableView.automaticDimension
    tableView.register(MessageCell.self, forCellReuseIdentifier: "message")
  }

  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard !hasScrolled else { return }
    hasScrolled = true
    tableView.scrollToRow(at: Self.middle, at: .middle, animated: false)
  }

  public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  { Self.count }

  public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    let row = indexPath.row
    cell.textLabel?.text = "\(Self.senders[row % Self.senders.count]) · #\(row)"
    cell.detailTextLabel?.text = Self.previews[row % Self.previews.count]
    cell.accessoryType = .disclosureIndicator
    return cell
  }
}

/// A subtitle cell for the message list.
final class MessageCell: FixedStyleCell {
  override class var fixedStyle: CellStyle { .subtitle }
}
