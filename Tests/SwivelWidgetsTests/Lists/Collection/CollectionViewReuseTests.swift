import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// Only the items the bounds show have cells, and cells that scroll away are reused.
@Suite struct CollectionViewReuseTests {
  @Test func onlyTheVisibleItemsOfTenThousandGetCells() {
    // 320 × 480, 50-pt items: five per row, rows 60 apart. At offset 0 rows 0 … 7 meet the
    // bounds (row 7 spans 420–470, row 8 starts at 480): 40 cells.
    let source = GridDataSource(counts: [10_000])
    let grid = source.makeGrid(
      size: CGSize(width: 320, height: 480), layout: CollectionViewFlowLayout())
    #expect(grid.visibleCells.count == 40)
    #expect(grid.indexPathsForVisibleItems.first == IndexPath(item: 0, section: 0))
    #expect(grid.indexPathsForVisibleItems.last == IndexPath(item: 39, section: 0))
    #expect(source.cellsAsked == 40)
    #expect(grid.contentSize == CGSize(width: 320, height: 2000 * 60 - 10))
  }

  @Test func scrollingThroughTenThousandItemsReusesAScreenfulOfCells() {
    let source = GridDataSource(counts: [10_000])
    let grid = source.makeGrid(
      size: CGSize(width: 320, height: 480), layout: CollectionViewFlowLayout())
    var offset: CGFloat = 0
    while offset <= grid.contentSize.height - 480 {
      grid.contentOffset = CGPoint(x: 0, y: offset)
      grid.layoutIfNeeded()
      offset += 130
    }
    // At most nine rows meet a 480-pt window (an offset of 30 shows rows 0 … 8): 45 cells ever
    // made, although every one of the 10,000 items was shown.
    #expect(source.dequeued.count == 45)
    #expect(grid.createdViewCount == 45)
    #expect(source.cellsAsked > 9_000)
    #expect(grid.subviews.filter { $0 is CollectionViewCell }.count == grid.visibleCells.count)
    let reused = grid.visibleCells.compactMap { $0 as? CountingCell }.filter { $0.reuses > 0 }
    #expect(reused.count == grid.visibleCells.count)
  }

  @Test func aScrolledOffsetShowsItsRowsAtTheirFrames() throws {
    let source = GridDataSource(counts: [10_000])
    let grid = source.makeGrid(
      size: CGSize(width: 320, height: 480), layout: CollectionViewFlowLayout())
    grid.contentOffset = CGPoint(x: 0, y: 60 * 1000 + 30)
    grid.layoutIfNeeded()
    // Rows 1000 … 1008 meet [60030, 60510): items 5000 … 5044.
    #expect(grid.indexPathsForVisibleItems.map(\.item) == Array(5000...5044))
    let cell = try #require(
      grid.cellForItem(at: IndexPath(item: 5007, section: 0)) as? CountingCell)
    #expect(cell.item == 5007)
    #expect(cell.frame == CGRect(x: 135, y: 60_060, width: 50, height: 50))
    #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(grid.indexPath(for: cell) == IndexPath(item: 5007, section: 0))
  }

  @Test func reloadDataAsksAgainAndReusesTheCells() {
    let source = GridDataSource(counts: [100])
    let grid = source.makeGrid(
      size: CGSize(width: 320, height: 480), layout: CollectionViewFlowLayout())
    #expect(grid.visibleCells.count == 40)
    source.counts = [7]
    grid.reloadData()
    grid.layoutIfNeeded()
    #expect(grid.numberOfItems(inSection: 0) == 7)
    #expect(grid.visibleCells.count == 7)
    #expect(grid.createdViewCount == 40)
    #expect(grid.contentSize.height == 110)
  }

  @Test func anItemPointFindsItsIndexPath() {
    let grid = GridDataSource(counts: [12]).makeGrid(
      size: CGSize(width: 320, height: 480), layout: CollectionViewFlowLayout())
    // Item 6: row 1 (y 60–110), column 1 (x 67.5–117.5).
    #expect(grid.indexPathForItem(at: CGPoint(x: 70, y: 65)) == IndexPath(item: 6, section: 0))
    #expect(grid.indexPathForItem(at: CGPoint(x: 60, y: 65)) == nil)  // between columns
    #expect(grid.indexPathForItem(at: CGPoint(x: 10, y: 55)) == nil)  // between rows
    #expect(grid.indexPathForItem(at: CGPoint(x: 300, y: 130)) == nil)  // after the last item
  }

  @Test func theRegisteredClassIsMadeWithItsOwnInitializer() throws {
    final class Tinted: CollectionViewCell {
      override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemRed
      }
      required init?(coder: NSCoder) { nil }
    }
    let source = GridDataSource(counts: [1])
    let grid = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      collectionViewLayout: CollectionViewFlowLayout())
    grid.register(Tinted.self, forCellWithReuseIdentifier: "cell")
    grid.dataSource = source
    grid.layoutIfNeeded()
    let cell = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(cell is Tinted)
    #expect(cell.contentView.backgroundColor == .systemRed)
    #expect(cell.reuseIdentifier == "cell")
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
  }
}

/// The flow layout is prepared again only when something it depends on changes.
@Suite struct CollectionViewLayoutInvalidationTests {
  final class CountingLayout: CollectionViewFlowLayout {
    var prepares = 0
    override func prepare() {
      super.prepare()
      prepares += 1
    }
  }

  @Test func scrollingReusesThePreparedLayoutAndResizingPreparesItAgain() {
    let layout = CountingLayout()
    let grid = GridDataSource(counts: [10_000]).makeGrid(
      size: CGSize(width: 320, height: 480), layout: layout)
    #expect(layout.prepares == 1)
    for step in 1...20 {
      grid.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 997)
      grid.layoutIfNeeded()
    }
    grid.scrollToItem(at: IndexPath(item: 5000, section: 0), at: .top, animated: false)
    grid.layoutIfNeeded()
    #expect(layout.prepares == 1)
    grid.frame.size.width = 200  // three per row now
    grid.layoutIfNeeded()
    #expect(layout.prepares == 2)
    #expect(grid.contentSize.height == 200_030)  // 3334 rows 60 apart, less the last spacing
    grid.contentInset.top = 30  // along the scrolling axis: no item moves
    grid.layoutIfNeeded()
    #expect(layout.prepares == 2)
    grid.contentInset.left = 10  // the lines get narrower
    grid.layoutIfNeeded()
    #expect(layout.prepares == 3)
    #expect(grid.contentSize.width == 190)
  }
}

/// Dequeuing with an identifier nothing was registered for stops the program, as in UIKit.
@Suite struct CollectionViewRegistrationTests {
  @Test func dequeuingAnUnregisteredIdentifierStopsTheProgram() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent])
    {
      let grid = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 100),
        collectionViewLayout: CollectionViewFlowLayout())
      _ = grid.dequeueReusableCell(
        withReuseIdentifier: "missing", for: IndexPath(item: 0, section: 0))
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      message.contains(
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier missing - must register a class"
      ))
  }
}
