import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// Row rectangles, content sizes and header and footer placement per style, against heights
/// added up by hand from UIKit's metrics (44-pt rows, 28-pt plain headers, grouped headers of
/// 38 pt with a title, 35 pt untitled for the first section and 18 pt otherwise).
@Suite struct TableViewGeometryTests {
  @Test func plainRowsFollowTheirHeaderAndTheContentSizeIsTheSum() {
    let source = TableTestSource(rows: [3, 2])
    source.headerTitles = [0: "A"]
    let table = source.makeTable()
    // Section 0: header 0..<28, rows at 28, 72, 116. Section 1 (no title, no header): 160, 204.
    #expect(table.contentSize == CGSize(width: 375, height: 248))
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: 72, width: 375, height: 44))
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 1))
        == CGRect(x: 0, y: 160, width: 375, height: 44))
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 375, height: 28))
    #expect(table.rectForHeader(inSection: 1).height == 0)
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 1) == 2)
  }

  @Test func aPlainTableDrawsSeparatorsBelowItsLastRow() {
    let source = TableTestSource(rows: [3])
    let table = source.makeTable()
    // Rows end at 132; empty rows' separators every 44 pt to the bottom of the 667-pt bounds:
    // at 176, 220, …, 660 (12 of them), inset 16 pt like the rows'.
    #expect(table.fillerSeparators.map(\.frame.maxY) == (1...12).map { 132 + CGFloat($0) * 44 })
    #expect(
      table.fillerSeparators.allSatisfy {
        $0.frame.minX == 16 && $0.frame.height == 0.5 && $0.isSwivelPart
      })
    table.tableFooterView = View(frame: CGRect(x: 0, y: 0, width: 375, height: 1))
    table.layoutIfNeeded()
    #expect(table.fillerSeparators.isEmpty)
    let grouped = source.makeTable(style: .grouped)
    #expect(grouped.fillerSeparators.isEmpty)
  }

  @Test func indexPathForRowFindsTheRowUnderAPoint() {
    let table = TableTestSource(rows: [3, 2]).makeTable()
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 50)) == IndexPath(row: 1, section: 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 131.9)) == IndexPath(row: 2, section: 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 132)) == IndexPath(row: 0, section: 1))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 219.9)) == IndexPath(row: 1, section: 1))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 220)) == nil)
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: -1)) == nil)
  }

  @Test func plainTitleHeaderShowsTheTitleOnTheSecondaryBackground() throws {
    let source = TableTestSource(rows: [3])
    source.headerTitles = [0: "Recent"]
    let table = source.makeTable()
    let header = try #require(table.headerView(forSection: 0))
    #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 28))
    #expect(header.textLabel?.text == "Recent")
    #expect(header.textLabel?.frame.minX == 16)
    #expect(header.backgroundColor == .secondarySystemBackground)
    #expect(header.isSwivelPart)
  }

  @Test func plainHeaderStaysAtTheTopWhileItsSectionScrollsUnderIt() throws {
    let source = TableTestSource(rows: [20, 20])
    source.headerTitles = [0: "A", 1: "B"]
    let table = source.makeTable()
    table.contentOffset = CGPoint(x: 0, y: 300)
    table.layoutIfNeeded()
    #expect(try #require(table.headerView(forSection: 0)).frame.minY == 300)
    // Section 0's rows end at 28 + 880 = 908: its header is pushed up by the next section.
    table.contentOffset = CGPoint(x: 0, y: 890)
    table.layoutIfNeeded()
    #expect(try #require(table.headerView(forSection: 0)).frame.minY == 908 - 28)
    #expect(try #require(table.headerView(forSection: 1)).frame.minY == 908)
  }

  @Test func groupedSectionsAreSpacedByTheirHeadersAndFooters() throws {
    let source = TableTestSource(rows: [2, 1])
    source.headerTitles = [0: "General"]
    let table = source.makeTable(style: .grouped)
    // Section 0: titled header 38, rows 38 and 82, untitled footer 126..<144.
    // Section 1: untitled header 144..<162, row 162, untitled footer 206..<224.
    #expect(table.contentSize.height == 224)
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 1))
        == CGRect(x: 0, y: 162, width: 375, height: 44))
    #expect(table.backgroundColor == .systemGroupedBackground)
    let header = try #require(table.headerView(forSection: 0))
    #expect(header.textLabel?.text == "GENERAL")
    #expect(header.textLabel?.font == .preferredFont(forTextStyle: .footnote))
    #expect(header.textLabel?.textColor == .secondaryLabel)
    // The text ends 7 pt above the rows, at the content margin.
    let label = try #require(header.textLabel)
    #expect(label.frame.maxY == 31)
    #expect(label.frame.minX == 16)
  }

  @Test func firstUntitledGroupedHeaderIs35Points() {
    let table = TableTestSource(rows: [1, 1]).makeTable(style: .grouped)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 35)
    // 35 + 44 + 18 footer + 18 header.
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 115)
  }

  @Test func groupedFooterTextSits7PointsBelowTheRows() throws {
    let source = TableTestSource(rows: [1])
    source.footerTitles = [0: "Turn this on to hear it."]
    let table = source.makeTable(style: .grouped)
    let footer = try #require(table.footerView(forSection: 0))
    let label = try #require(footer.textLabel)
    let rowsBottom: CGFloat = 35 + 44  // the first untitled header and one row
    #expect(footer.frame.minY == rowsBottom)
    #expect(label.frame.minY == 7)
    // 7 pt, the text, 11 pt, rounded up to whole pixels.
    #expect(footer.frame.height == ((7 + label.frame.height + 11) * 2).rounded(.up) / 2)
    #expect(label.text == "Turn this on to hear it.")
  }

  @Test func insetGroupedRowsAreInsetAndRoundedPerSection() throws {
    let table = TableTestSource(rows: [3]).makeTable(style: .insetGrouped)
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 16, y: 79, width: 343, height: 44))
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let middle = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let last = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    #expect(first.cornerRadius == 10)
    #expect(first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(middle.cornerRadius == 0)
    #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    // Separators between rows from the text (16 pt into the card), none under the last.
    #expect(first.separatorPart.frame == CGRect(x: 16, y: 43.5, width: 327, height: 0.5))
    #expect(last.separatorPart.isHidden)
    #expect(first.backgroundColor == .secondarySystemGroupedBackground)
  }

  @Test func groupedSectionsHaveFullWidthSeparatorsAtTheirEdges() throws {
    let table = TableTestSource(rows: [2]).makeTable(style: .grouped)
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let last = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(!first.topSeparatorPart.isHidden)
    #expect(first.topSeparatorPart.frame == CGRect(x: 0, y: 0, width: 375, height: 0.5))
    #expect(first.separatorPart.frame == CGRect(x: 16, y: 43.5, width: 359, height: 0.5))
    #expect(last.separatorPart.frame == CGRect(x: 0, y: 43.5, width: 375, height: 0.5))
    #expect(last.topSeparatorPart.isHidden)
  }

  @Test func tableHeaderAndFooterViewsKeepTheirHeightsAndTakeTheWidth() {
    let source = TableTestSource(rows: [2])
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.tableHeaderView = View(frame: CGRect(x: 5, y: 5, width: 100, height: 120))
    table.tableFooterView = View(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
    table.dataSource = source
    table.layoutIfNeeded()
    #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 375, height: 120))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 120)
    #expect(table.tableFooterView?.frame == CGRect(x: 0, y: 208, width: 375, height: 30))
    #expect(table.contentSize.height == 238)
  }

  @Test func delegateHeightsAndCustomHeaderViewsArePlaced() throws {
    final class Source: TableViewDataSource, TableViewDelegate {
      let header = View(frame: .zero)
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      }
      func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        CGFloat(20 * (indexPath.row + 1))
      }
      func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        header
      }
      func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        50
      }
    }
    let source = Source()
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    #expect(source.header.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
    #expect(source.header.superview === table)
    #expect(
      table.rectForRow(at: IndexPath(row: 2, section: 0))
        == CGRect(x: 0, y: 110, width: 320, height: 60))
    #expect(table.contentSize.height == 170)
  }
}
