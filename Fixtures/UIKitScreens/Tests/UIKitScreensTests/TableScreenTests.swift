import SwivelSnapshotTesting
import SwivelUIKit
import Testing

@testable import UIKitScreens

/// Table screens written as for iOS (`SwivelUIKitFixtures/Tables`, compiled in Swift 5 mode as
/// an app is) lay out with UIKit's numbers, select rows by taps and render.
@Suite struct TableScreenTests {
  @Test func aTableViewControllerSubclassShowsItsRowsAndTakesTaps() throws {
    let controller = FruitListViewController(style: .plain)
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    host.window.layoutIfNeeded()
    let table = try #require(controller.tableView)
    #expect(table.visibleCells.count == 7)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    #expect(cell.textLabel?.text == "Cherry")
    #expect(cell.accessoryType == .disclosureIndicator)
    // Under the 20-pt status bar: row 2 at 20 + 88 in the window.
    #expect(cell.convert(cell.bounds, to: nil) == CGRect(x: 0, y: 108, width: 375, height: 44))
    host.tap(at: CGPoint(x: 50, y: 120))
    #expect(controller.chosen == "Cherry")
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test func aControllerOwningAnInsetGroupedTableUsesItsCellSubclass() throws {
    let controller = ContactsViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    host.window.layoutIfNeeded()
    let cells = controller.tableView.visibleCells
    #expect(cells.count == 5)
    #expect(cells.allSatisfy { $0 is ContactCell })
    let first = try #require(
      controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? ContactCell)
    // Inset 16 pt from the sides, below a 38-pt titled header; 60-pt rows.
    #expect(first.frame == CGRect(x: 16, y: 38, width: 343, height: 60))
    #expect(first.detailTextLabel?.text == "mobile")
    #expect(first.badge.frame == CGRect(x: 343 - 26, y: 24.75, width: 10, height: 10))
  }

  @Test(
    arguments: DeviceConfiguration.matrix(
      devices: [.iphone6, .iphonex], orientations: [.portrait, .landscapeLeft]))
  func tableScreensRender(_ cell: DeviceConfiguration) {
    assertSnapshot(
      of: UINavigationController(rootViewController: FruitListViewController(style: .plain)),
      as: .image(on: cell), named: "fruit")
    assertSnapshot(of: ContactsViewController(), as: .image(on: cell), named: "contacts")
  }
}
