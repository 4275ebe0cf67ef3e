import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// Taps select rows through the window's hit testing, as touches do on iOS; `scrollToRow`
/// puts rows where UIKit puts them, clamped to the scrollable range.
@Suite struct TableViewSelectionTests {
  final class ListController: TableViewController {
    let source = TableTestSource(rows: [30])
    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
    }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      30
    }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
      -> TableViewCell
    {
      source.tableView(tableView, cellForRowAt: indexPath)
    }
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      source.selected.append(indexPath)
    }
    override func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
      source.deselected.append(indexPath)
    }
  }

  @Test func tapsSelectTheRowUnderThem() throws {
    let controller = ListController(style: .plain)
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    let window = host.window
    window.layoutIfNeeded()
    let table = try #require(controller.tableView)
    // Under the 20-pt status bar the content starts at 20: row 1 spans 64..<108 in the window.
    #expect(table.adjustedContentInset.top == 20)
    #expect(table.contentOffset.y == -20)
    window.sendTap(at: CGPoint(x: 100, y: 70))
    #expect(controller.source.selected == [IndexPath(row: 1, section: 0)])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
    window.sendTap(at: CGPoint(x: 300, y: 20 + 3 * 44 + 1))
    #expect(controller.source.deselected == [IndexPath(row: 1, section: 0)])
    #expect(controller.source.selected.last == IndexPath(row: 3, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    let selected = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
    #expect(selected.isSelected)
    #expect(!selected.selectionPart.isHidden)
    #expect(selected.selectionPart.backgroundColor == .systemGray4)
  }

  @Test func aTapOnTheInfoButtonCallsTheDelegateAndSelectsNothing() throws {
    final class InfoController: TableViewController {
      var tappedInfo: [IndexPath] = []
      override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        3
      }
      override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
      {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = .detailDisclosureButton
        return cell
      }
      override func tableView(
        _ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath
      ) {
        tappedInfo.append(indexPath)
      }
    }
    let controller = InfoController(style: .plain)
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    host.window.layoutIfNeeded()
    // The detail disclosure is 42 pt wide at 375 − 16 − 42 = 317: its info button's middle is at 328.
    host.window.sendTap(at: CGPoint(x: 328, y: 20 + 44 + 22))
    #expect(controller.tappedInfo == [IndexPath(row: 1, section: 0)])
    #expect(controller.tableView.indexPathForSelectedRow == nil)
    host.window.sendTap(at: CGPoint(x: 100, y: 20 + 44 + 22))
    #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(controller.tappedInfo.count == 1)
  }

  @Test func noSelectionWhenSelectionIsOff() throws {
    let controller = ListController(style: .plain)
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    let window = host.window
    window.layoutIfNeeded()
    controller.tableView.allowsSelection = false
    window.sendTap(at: CGPoint(x: 100, y: 70))
    #expect(controller.source.selected.isEmpty)
    #expect(controller.tableView.indexPathForSelectedRow == nil)
  }

  @Test func selectAndDeselectInCodeDoNotTellTheDelegate() {
    let source = TableTestSource(rows: [10])
    let table = source.makeTable()
    table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
    table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
    #expect(source.selected.isEmpty && source.deselected.isEmpty)
  }

  static let scrollCases: [(TableView.ScrollPosition, Int, CGFloat)] = [
    (.top, 50, 2200),
    (.middle, 50, 1888.5),  // row 50's middle, 2222, minus half of 667
    (.bottom, 50, 1577),  // its bottom, 2244, minus 667
    (.top, 99, 3733),  // clamped: 4400 − 667
    (.none, 10, 0),  // in view already
    (.none, 20, 257),  // its bottom, 924, minus 667
  ]

  @Test(arguments: scrollCases)
  func scrollToRowPutsTheRowInPlace(position: TableView.ScrollPosition, row: Int, offset: CGFloat) {
    let source = TableTestSource(rows: [100])
    let table = source.makeTable()
    table.scrollToRow(at: IndexPath(row: row, section: 0), at: position, animated: false)
    #expect(table.contentOffset.y == offset)
    #expect(table.cellForRow(at: IndexPath(row: row, section: 0)) != nil)
  }

  @Test func scrollToRowInAPlainTableKeepsTheRowBelowItsHeader() {
    let source = TableTestSource(rows: [100])
    source.headerTitles = [0: "All"]
    let table = source.makeTable()
    table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
    // Row 50 starts at 28 + 2200; the 28-pt header stays above it.
    #expect(table.contentOffset.y == 2200)
  }
}
