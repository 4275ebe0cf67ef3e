import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// Only the rows in view have cells, as on iOS: cells scrolled out go back to a queue and come
/// back through `dequeueReusableCell`, after `prepareForReuse()`.
@Suite struct TableViewReuseTests {
  final class CountingCell: TableViewCell {
    var reuses = 0
    override func prepareForReuse() {
      super.prepareForReuse()
      reuses += 1
    }
  }

  @Test func onlyTheVisibleRowsHaveCells() {
    let source = TableTestSource(rows: [100_000])
    let table = source.makeTable()
    // 667 pt of 44-pt rows from offset 0: rows 0 to 15 (row 15 spans 660..<704).
    #expect(table.indexPathsForVisibleRows == (0..<16).map { IndexPath(row: $0, section: 0) })
    #expect(table.visibleCells.count == 16)
    #expect(source.cellRequests == 16)
    #expect(table.contentSize.height == 4_400_000)
    #expect(table.subviews.filter { $0 is TableViewCell }.count == 16)
  }

  @Test func scrollingThrough100000RowsCreatesNoMoreCellsThanFitOnScreen() {
    let source = TableTestSource(rows: [100_000])
    let table = source.makeTable(cellClass: CountingCell.self)
    var offset: CGFloat = 0
    while offset < 4_400_000 - 667 {
      offset += 530
      table.contentOffset = CGPoint(x: 0, y: min(offset, 4_400_000 - 667))
      table.layoutIfNeeded()
    }
    // At most 17 rows meet a 667-pt window of 44-pt rows (15 whole ones and two parts).
    #expect(source.cellsSeen.count <= 17)
    #expect(source.cellRequests > 100_000 - 17)
    let reuses = source.cellsSeen.values.compactMap { ($0 as? CountingCell)?.reuses }.reduce(0, +)
    #expect(reuses == source.cellRequests - source.cellsSeen.count)
    #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 99_999, section: 0))
    #expect(
      table.cellForRow(at: IndexPath(row: 99_999, section: 0))?.textLabel?.text == "Row 0.99999")
  }

  @Test func cellsScrolledOutComeBackForNewRows() throws {
    let source = TableTestSource(rows: [100])
    let table = source.makeTable()
    let first = Set(table.visibleCells.map(ObjectIdentifier.init))
    table.contentOffset = CGPoint(x: 0, y: 1000)
    table.layoutIfNeeded()
    let second = Set(table.visibleCells.map(ObjectIdentifier.init))
    #expect(second.isSubset(of: first))
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 23, section: 0)))
    #expect(cell.frame == CGRect(x: 0, y: 1012, width: 375, height: 44))
    #expect(cell.textLabel?.text == "Row 0.23")
  }

  @Test func reloadDataAsksForTheVisibleCellsAgain() {
    let source = TableTestSource(rows: [5])
    let table = source.makeTable()
    #expect(source.cellRequests == 5)
    source.rows = [8]
    table.reloadData()
    #expect(source.cellRequests == 13)
    #expect(source.cellsSeen.count == 8)
    #expect(table.contentSize.height == 352)
  }

  /// A source whose `cellForRowAt` reloads the table once, while making the cell of `row`.
  final class ReloadingSource: TableViewDataSource {
    let reloadAt: IndexPath
    var hasReloaded = false

    init(reloadAt: IndexPath) {
      self.reloadAt = reloadAt
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      if indexPath == reloadAt, !hasReloaded {
        hasReloaded = true
        tableView.reloadData()
      }
      return cell
    }
  }

  /// The cells that are subviews of `table`.
  private func cellSubviews(of table: TableView) -> [TableViewCell] {
    table.subviews.compactMap { $0 as? TableViewCell }
  }

  @Test func aReloadFromInsideCellForRowLeavesOnlyTheVisibleRowsCells() {
    let source = ReloadingSource(reloadAt: IndexPath(row: 3, section: 0))
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    table.layoutIfNeeded()
    #expect(source.hasReloaded)
    // 667 pt of 44-pt rows: rows 0 to 15, one cell each, and no other cell drawn.
    #expect(table.visibleCells.count == 16)
    let visible = Set(table.visibleCells.map(ObjectIdentifier.init))
    #expect(visible.count == 16)
    #expect(Set(cellSubviews(of: table).map(ObjectIdentifier.init)) == visible)
    table.reloadData()
    #expect(cellSubviews(of: table).count == 16)
    #expect(
      Set(cellSubviews(of: table).map(ObjectIdentifier.init))
        == Set(table.visibleCells.map(ObjectIdentifier.init)))
  }

  /// A source that returns one cell object for every row.
  final class OneCellSource: TableViewDataSource {
    var cell: TableViewCell?

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      if let cell { return cell }
      let made = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell = made
      return made
    }
  }

  @Test func oneCellReturnedForEveryRowIsQueuedOnce() throws {
    let source = OneCellSource()
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    table.layoutIfNeeded()
    table.reloadData()
    #expect(table.reuseQueues["row"]?.count == 1)
    let first = try #require(table.dequeueReusableCell(withIdentifier: "row"))
    let second = try #require(table.dequeueReusableCell(withIdentifier: "row"))
    #expect(first !== second)
  }

  @Test func aDequeuedCellCanBeQueuedAgain() throws {
    let source = TableTestSource(rows: [3])
    let table = source.makeTable()
    table.reloadData()
    // Three cells went back and came out again for the same three rows; reloading once more
    // queues each of them again.
    table.setNeedsReload()
    table.reloadIfNeeded()
    #expect(table.reuseQueues["row"]?.count == 3)
  }

  @Test func anUnregisteredIdentifierDequeuesNothingAndExplainsItself() {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(table.dequeueReusableCell(withIdentifier: "missing") == nil)
    let message = TableView.unregisteredCellMessage("missing")
    #expect(
      message.hasPrefix(
        "unable to dequeue a cell with identifier missing - must register a nib or a class"))
    #expect(message.contains("register(_:forCellReuseIdentifier:)"))
  }

  @Test func registeredHeaderFooterViewsAreMadeAndReused() throws {
    final class Header: TableViewHeaderFooterView {}
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table.register(Header.self, forHeaderFooterViewReuseIdentifier: "header")
    let made = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "header"))
    #expect(made is Header)
    #expect(made.reuseIdentifier == "header")
    table.enqueue(headerFooter: made)
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "header") === made)
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "other") == nil)
  }

  @Test func selfSizingRowsAreMeasuredByTheirCells() {
    final class SizedCell: TableViewCell {
      var height: CGFloat = 44
      override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: height)
      }
    }
    final class Source: TableViewDataSource {
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell =
          tableView.dequeueReusableCell(withIdentifier: "sized", for: indexPath) as! SizedCell
        cell.height = 30 + 10.2 * CGFloat(indexPath.row)
        return cell
      }
    }
    let source = Source()
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table.register(SizedCell.self, forCellReuseIdentifier: "sized")
    table.rowHeight = TableView.automaticDimension
    table.dataSource = source
    table.layoutIfNeeded()
    // 30, 40.2 and 50.4, rounded up to whole pixels at 2×: 30, 40.5, 50.5.
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: 30, width: 320, height: 40.5))
    #expect(
      table.rectForRow(at: IndexPath(row: 2, section: 0))
        == CGRect(x: 0, y: 70.5, width: 320, height: 50.5))
    #expect(table.contentSize.height == 121)
  }

  @Test func selfSizingStandardCellsFitTheirText() {
    let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.textLabel?.text = "Title"
    cell.detailTextLabel?.text = "Detail"
    let title = Label(), detail = Label()
    title.font = .preferredFont(forTextStyle: .body)
    title.text = "Title"
    detail.font = .systemFont(ofSize: 12)
    detail.text = "Detail"
    let lines = title.sizeThatFits(.zero).height + detail.sizeThatFits(.zero).height
    #expect(cell.sizeThatFits(CGSize(width: 375, height: 0)).height == lines + 22)
    let single = TableViewCell(style: .default, reuseIdentifier: nil)
    single.textLabel?.text = "One line"
    #expect(single.sizeThatFits(CGSize(width: 375, height: 0)).height == 44)
  }
}
