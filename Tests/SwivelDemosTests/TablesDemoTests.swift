import SwivelDemos
import SwivelSnapshotTesting
import Testing

/// The table demos: a Settings list in an inset-grouped table and 500 messages scrolled to the
/// middle, with only the visible rows' cells.
@Suite struct TablesDemoTests {
  private func launch<Controller: TableViewController>(_ name: String, as type: Controller.Type)
    throws
    -> (DeviceHost, Controller)
  {
    let host = try #require(SceneCatalog.named(name)).launch(on: .iphone6, orientation: .portrait)
    host.window.layoutIfNeeded()
    let navigation = try #require(host.rootViewController as? NavigationController)
    return (host, try #require(navigation.viewControllers.first as? Controller))
  }

  @Test func messagesShowTheMiddleRowAndOnlyTheVisibleCells() throws {
    let (_, controller) = try launch("Messages", as: MessageListViewController.self)
    let table = try #require(controller.tableView)
    let visible = try #require(table.indexPathsForVisibleRows)
    #expect(visible.contains(MessageListViewController.middle))
    // 667 − 64 pt of rows of at least 44 pt: never more than 15 cells.
    #expect(visible.count <= 15)
    #expect(table.subviews.filter { $0 is TableViewCell }.count == visible.count)
    // The middle row's centre is the centre of the area between the bars: (64 + 667) / 2.
    let row = table.rectForRow(at: MessageListViewController.middle)
    #expect(row.midY - table.contentOffset.y == (64.0 + 667) / 2)
  }

  @Test func settingsRowsCarryTheirAccessories() throws {
    let (_, controller) = try launch("SettingsList", as: SettingsListViewController.self)
    let table = try #require(controller.tableView)
    let airplane = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(airplane.accessoryView === controller.airplaneSwitch)
    // A 51 × 31 switch 16 pt inside the 343-pt card.
    #expect(
      controller.airplaneSwitch.frame == CGRect(x: 343 - 16 - 51, y: 6.5, width: 51, height: 31))
    let wifi = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(wifi.accessoryType == .disclosureIndicator)
    #expect(wifi.detailTextLabel?.text == "Home")
    #expect(
      table.footerView(forSection: 2)?.textLabel?.text == "Battery health is checked once a day.")
  }
}
