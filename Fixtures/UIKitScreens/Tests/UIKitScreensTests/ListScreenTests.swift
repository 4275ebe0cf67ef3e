import SwivelSnapshotTesting
import SwivelUIKit
import Testing

@testable import UIKitScreens

/// The Settings clone (a controller owning a grouped table), the course project's settings
/// (a `UITableViewController` subclass with a value-1 cell class, a switch accessory and a
/// checkmark) and the frame-layout chat list (rows sized in `heightForRowAt` with
/// `boundingRect`, opened scrolled to a message): UIKit's numbers and taps, goldens on two
/// devices in both orientations.
@Suite struct ListScreenTests {
  @Test(arguments: PortedScreenTests.cells)
  func generalSettings(_ cell: DeviceConfiguration) {
    assertSnapshot(
      of: PortedScreenTests.inNavigation(GeneralSettingsViewController()), as: .image(on: cell))
  }

  @Test(arguments: PortedScreenTests.cells)
  func gameSettings(_ cell: DeviceConfiguration) {
    assertSnapshot(
      of: PortedScreenTests.inNavigation(GameSettingsViewController()), as: .image(on: cell))
  }

  @Test(arguments: PortedScreenTests.cells)
  func messages(_ cell: DeviceConfiguration) {
    assertSnapshot(
      of: PortedScreenTests.inNavigation(MessagesViewController()), as: .image(on: cell))
  }

  @Test func theSettingsCloneHasContiguousRowsAndDeselectsATappedRow() throws {
    let controller = GeneralSettingsViewController()
    let host = try DeviceHost(
      device: .iphone6, rootViewController: PortedScreenTests.inNavigation(controller))
    host.window.layoutIfNeeded()
    let table = try #require(controller.tableView)
    #expect(table.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    // UIKit's 44-pt rows, one below the other in a section, full width in a grouped table.
    let first = table.rectForRow(at: IndexPath(row: 0, section: 2))
    let second = table.rectForRow(at: IndexPath(row: 1, section: 2))
    #expect(first.height == 44 && first.width == 375 && second.minY == first.maxY)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.textLabel?.text == "About" && cell.accessoryType == .disclosureIndicator)
    // A tap on "Software Update" reaches didSelectRowAt, which deselects it at once.
    let rect = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)), to: host.window)
    _ = host.tap(at: CGPoint(x: rect.midX, y: rect.midY))
    #expect(controller.lastTapped == IndexPath(row: 1, section: 0))
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test func theGameSettingsMoveTheirCheckmarkOnATap() throws {
    let controller = GameSettingsViewController()
    let host = try DeviceHost(
      device: .iphone6, rootViewController: PortedScreenTests.inNavigation(controller))
    host.window.layoutIfNeeded()
    let table = controller.tableView!
    func cell(_ row: Int, _ section: Int) -> UITableViewCell? {
      table.cellForRow(at: IndexPath(row: row, section: section))
    }
    #expect(
      cell(1, 0)?.accessoryType == .checkmark
        && cell(3, 0)?.accessoryType == UITableViewCell.AccessoryType.none)
    #expect(cell(0, 1)?.accessoryView === controller.soundSwitch)
    #expect(cell(1, 1)?.detailTextLabel?.text == "Normal")
    // Value 1: the detail text is right-aligned against the chevron, the title at the left.
    let detail = try #require(cell(1, 1)?.detailTextLabel),
      title = try #require(cell(1, 1)?.textLabel)
    #expect(
      detail.convert(detail.bounds, to: table).minX > title.convert(title.bounds, to: table).maxX)
    let rect = table.convert(table.rectForRow(at: IndexPath(row: 3, section: 0)), to: host.window)
    _ = host.tap(at: CGPoint(x: rect.midX, y: rect.midY))
    host.window.layoutIfNeeded()
    #expect(controller.chosenTheme == 3)
    #expect(
      cell(3, 0)?.accessoryType == .checkmark
        && cell(1, 0)?.accessoryType == UITableViewCell.AccessoryType.none)
  }

  @Test func theChatListOpensWithItsMessageInTheMiddleAndOnlyVisibleRowsHaveCells() throws {
    let controller = MessagesViewController()
    let host = try DeviceHost(
      device: .iphone6, rootViewController: PortedScreenTests.inNavigation(controller))
    host.window.layoutIfNeeded()
    let table = controller.tableView
    // Each row is as tall as heightForRowAt says (measured with boundingRect).
    for row in [0, 1, 100, 199] {
      let height = MessageCell.height(for: controller.messages[row], width: 375)
      #expect(table.rectForRow(at: IndexPath(row: row, section: 0)).height == height)
    }
    // Row 100 is centred in the part of the table below the 64 pt of bars.
    let rect = table.rectForRow(at: IndexPath(row: 100, section: 0))
    let inset = table.adjustedContentInset
    let visibleMiddle =
      table.contentOffset.y + inset.top + (table.bounds.height - inset.top - inset.bottom) / 2
    #expect(inset.top == 64 && abs(rect.midY - visibleMiddle) <= 0.5)
    let visible = try #require(table.indexPathsForVisibleRows)
    #expect(visible.contains(IndexPath(row: 100, section: 0)))
    #expect(table.visibleCells.count == visible.count && visible.count < 15)
    // The message cell lays out its own subviews by hand: the text below the name.
    let cell = try #require(table.cellForRow(at: IndexPath(row: 100, section: 0)) as? MessageCell)
    #expect(
      cell.messageLabel.frame.minY == cell.nameLabel.frame.maxY + 2
        && cell.avatarView.frame.minX == 12)
  }
}
