import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// The flow layout's frames, computed by hand from UIKit's rules: full lines justified (a lone
/// item centred), a last line of same-size items on the columns above, a last line of mixed
/// sizes packed at the minimum spacing, items centred in their line's height.
@Suite struct CollectionViewFlowLayoutTests {
  @Test func defaultsAreUIKits() {
    let layout = CollectionViewFlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.minimumLineSpacing == 10)
    #expect(layout.minimumInteritemSpacing == 10)
    #expect(layout.sectionInset == .zero)
    #expect(layout.scrollDirection == .vertical)
    #expect(layout.estimatedItemSize == .zero)
    #expect(layout.headerReferenceSize == .zero)
    #expect(layout.sectionInsetReference == .fromContentInset)
  }

  @Test func fullRowsSpreadTheirSpareWidthAndTheLastRowKeepsTheColumns() {
    // 320 pt: five 50-pt items fit (5 × 50 + 4 × 10 = 290); the 30 pt left widen each of the
    // four gaps by 7.5 pt. Rows are 50 + 10 apart.
    let source = GridDataSource(counts: [12])
    let grid = source.makeGrid(
      size: CGSize(width: 320, height: 480), layout: CollectionViewFlowLayout())
    let frames = grid.itemFrames()
    let columns: [CGFloat] = [0, 67.5, 135, 202.5, 270]
    for (index, frame) in frames.enumerated() {
      #expect(
        frame == CGRect(x: columns[index % 5], y: CGFloat(index / 5) * 60, width: 50, height: 50),
        "item \(index)")
    }
    #expect(grid.contentSize == CGSize(width: 320, height: 170))
  }

  @Test func sectionInsetsAndSpacingsFromTheLayout() {
    // Inside 15-pt side insets, 290 pt: three 90-pt items with 5-pt gaps (280), 10 pt spare,
    // 5 more per gap. The last row's lone item stays in the first column.
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 40)
    layout.minimumInteritemSpacing = 5
    layout.minimumLineSpacing = 8
    layout.sectionInset = EdgeInsets(top: 20, left: 15, bottom: 5, right: 15)
    let grid = GridDataSource(counts: [7]).makeGrid(
      size: CGSize(width: 320, height: 480), layout: layout)
    let frames = grid.itemFrames()
    #expect(frames[0] == CGRect(x: 15, y: 20, width: 90, height: 40))
    #expect(frames[1] == CGRect(x: 115, y: 20, width: 90, height: 40))
    #expect(frames[2] == CGRect(x: 215, y: 20, width: 90, height: 40))
    #expect(frames[3] == CGRect(x: 15, y: 68, width: 90, height: 40))
    #expect(frames[6] == CGRect(x: 15, y: 116, width: 90, height: 40))
    #expect(grid.contentSize == CGSize(width: 320, height: 20 + 3 * 40 + 2 * 8 + 5))
  }

  @Test func mixedSizesJustifyFullRowsCentreItemsInTheRowAndPackTheLastRow() {
    // Row 0: 100 + 150 (+60 would need 330 > 320): spare 320 - 250 - 10 = 60, gap 70.
    // Row 1: 60 + 200 (+80 would need 360): spare 50, gap 60.
    // Row 2, the last, mixed sizes: 80 and 90 from the left, 10 pt apart.
    // Heights: row 0 is 60 tall (item 0, 40 tall, centred 10 down), row 1 30, row 2 50.
    let sizes = [
      CGSize(width: 100, height: 40), CGSize(width: 150, height: 60), CGSize(width: 60, height: 30),
      CGSize(width: 200, height: 30), CGSize(width: 80, height: 20), CGSize(width: 90, height: 50),
    ]
    let source = GridDataSource(counts: [6], sizes: sizes)
    let grid = source.makeGrid(
      size: CGSize(width: 320, height: 480), layout: CollectionViewFlowLayout())
    #expect(
      grid.itemFrames() == [
        CGRect(x: 0, y: 10, width: 100, height: 40), CGRect(x: 170, y: 0, width: 150, height: 60),
        CGRect(x: 0, y: 70, width: 60, height: 30), CGRect(x: 120, y: 70, width: 200, height: 30),
        CGRect(x: 0, y: 125, width: 80, height: 20), CGRect(x: 90, y: 110, width: 90, height: 50),
      ])
    #expect(grid.contentSize.height == 160)
  }

  @Test func aLoneItemInARowThatIsNotTheLastIsCentred() {
    // 250 + 10 + 200 > 320: item 0 is alone in its row, centred at (320 - 250) / 2.
    let sizes = [
      CGSize(width: 250, height: 50), CGSize(width: 200, height: 50), CGSize(width: 50, height: 50),
    ]
    let grid = GridDataSource(counts: [3], sizes: sizes).makeGrid(
      size: CGSize(width: 320, height: 480), layout: CollectionViewFlowLayout())
    #expect(grid.itemFrames().map(\.minX) == [35, 0, 210])
  }

  @Test func aColumnOfWideSameSizeItemsIsCentred() {
    // Only one 200-pt item fits per row, the last row too: every item centred, as UIKit's
    // single-column grids are.
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 200, height: 44)
    let grid = GridDataSource(counts: [3]).makeGrid(
      size: CGSize(width: 320, height: 480), layout: layout)
    #expect(
      grid.itemFrames().map(\.origin) == [
        CGPoint(x: 60, y: 0), CGPoint(x: 60, y: 54), CGPoint(x: 60, y: 108),
      ])
  }

  @Test func horizontalScrollingFillsColumnsTopToBottom() {
    // 200 pt tall: three 50-pt items per column (170), 30 pt spare, gaps of 25. Columns 60 apart.
    let layout = CollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    let grid = GridDataSource(counts: [7]).makeGrid(
      size: CGSize(width: 320, height: 200), layout: layout)
    #expect(
      grid.itemFrames().map(\.origin) == [
        CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 75), CGPoint(x: 0, y: 150),
        CGPoint(x: 60, y: 0), CGPoint(x: 60, y: 75), CGPoint(x: 60, y: 150),
        CGPoint(x: 120, y: 0),
      ])
    #expect(grid.contentSize == CGSize(width: 170, height: 200))
  }

  @Test func headersAndFootersSpanTheContentAroundEachSection() throws {
    // Three 100-pt items fill 320 exactly (300 + 2 × 10). Header 30 (its width ignored),
    // items, footer 20, then the next section.
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.headerReferenceSize = CGSize(width: 999, height: 30)
    layout.footerReferenceSize = CGSize(width: 0, height: 20)
    let grid = GridDataSource(counts: [3, 3]).makeGrid(
      size: CGSize(width: 320, height: 480), layout: layout)
    let header = CollectionView.elementKindSectionHeader,
      footer = CollectionView.elementKindSectionFooter
    #expect(
      grid.layoutAttributesForSupplementaryElement(
        ofKind: header, at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 0, width: 320, height: 30))
    #expect(
      grid.itemFrames(section: 0).map(\.origin) == [
        CGPoint(x: 0, y: 30), CGPoint(x: 110, y: 30), CGPoint(x: 220, y: 30),
      ])
    #expect(
      grid.layoutAttributesForSupplementaryElement(
        ofKind: footer, at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 130, width: 320, height: 20))
    #expect(
      grid.layoutAttributesForSupplementaryElement(
        ofKind: header, at: IndexPath(item: 0, section: 1))?.frame
        == CGRect(x: 0, y: 150, width: 320, height: 30))
    #expect(grid.itemFrames(section: 1)[0] == CGRect(x: 0, y: 180, width: 100, height: 100))
    #expect(grid.contentSize == CGSize(width: 320, height: 300))
    // The views shown: two headers, two footers, six cells.
    let headerView = try #require(
      grid.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)))
    #expect(headerView.frame == CGRect(x: 0, y: 150, width: 320, height: 30))
    #expect(grid.visibleCells.count == 6)
  }

  @Test func horizontalHeadersTakeTheirWidth() {
    let layout = CollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.headerReferenceSize = CGSize(width: 40, height: 999)
    let grid = GridDataSource(counts: [2]).makeGrid(
      size: CGSize(width: 320, height: 200), layout: layout)
    #expect(
      grid.layoutAttributesForSupplementaryElement(
        ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 0, width: 40, height: 200))
    #expect(grid.itemFrames().map(\.origin) == [CGPoint(x: 40, y: 0), CGPoint(x: 40, y: 75)])
  }

  @Test func theDelegateGivesInsetsAndSpacingsPerSection() {
    final class PerSection: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
      func numberOfSections(in collectionView: CollectionView) -> Int { 2 }
      func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
      { 4 }
      func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
      {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      }
      func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
      ) -> EdgeInsets {
        section == 0 ? .zero : EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
      }
      func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
      ) -> CGFloat { section == 0 ? 0 : 20 }
      func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
      ) -> CGFloat { 0 }
    }
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let source = PerSection()
    let grid = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 1000), collectionViewLayout: layout)
    grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    grid.dataSource = source
    grid.delegate = source
    grid.layoutIfNeeded()
    // Section 0: three 100-pt items fill 300 exactly; item 3 on a second row. 200 tall.
    #expect(
      grid.itemFrames(section: 0).map(\.origin) == [
        CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 200, y: 0), CGPoint(x: 0, y: 100),
      ])
    // Section 1: 280 pt inside the insets, two items (220) with a 20-pt minimum: 60 spare, gap 80.
    #expect(
      grid.itemFrames(section: 1).map(\.origin) == [
        CGPoint(x: 10, y: 210), CGPoint(x: 190, y: 210), CGPoint(x: 10, y: 310),
        CGPoint(x: 190, y: 310),
      ])
    #expect(grid.contentSize.height == 420)  // 200, then 10 + 200 + 10
  }

  @Test func theContentInsetNarrowsTheLines() {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let source = GridDataSource(counts: [3])
    let grid = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 340, height: 480), collectionViewLayout: layout)
    grid.contentInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    grid.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    grid.dataSource = source
    grid.layoutIfNeeded()
    #expect(grid.contentSize.width == 320)
    #expect(grid.itemFrames().map(\.minX) == [0, 110, 220])
  }

  @Test func cellsSizeThemselvesWithAnEstimatedSize() throws {
    // Measured 30, 80, 120 and 60 wide: 30 + 80 + 120 + 60 + 3 × 10 = 320, one line, the last,
    // of mixed sizes: packed from the left.
    let layout = CollectionViewFlowLayout()
    layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
    let source = GridDataSource(counts: [4])
    source.fittingSizes = [30, 80, 120, 60].map { CGSize(width: $0, height: 40) }
    let grid = source.makeGrid(size: CGSize(width: 320, height: 480), layout: layout)
    let expected = [
      CGRect(x: 0, y: 0, width: 30, height: 40), CGRect(x: 40, y: 0, width: 80, height: 40),
      CGRect(x: 130, y: 0, width: 120, height: 40), CGRect(x: 260, y: 0, width: 60, height: 40),
    ]
    #expect(grid.itemFrames() == expected)
    let cell = try #require(grid.cellForItem(at: IndexPath(item: 2, section: 0)))
    #expect(cell.frame == expected[2])
    #expect(grid.contentSize.height == 40)
  }

  @Test func framesRoundToTheScreensPixels() throws {
    // On a 2× screen, 320 pt with three 99.7-pt items and 1-pt spacing: 18.9 pt spare, gaps of
    // 10.45; the exact origins (0, 110.15, 220.3) round to the nearest half point.
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 99.7, height: 50)
    layout.minimumInteritemSpacing = 1
    let host = try DeviceHost(device: .iphone6, rootViewController: UIKitViewController())
    let source = GridDataSource(counts: [3])
    let grid = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
    grid.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    grid.dataSource = source
    grid.contentInsetAdjustmentBehavior = .never
    host.rootViewController.view.addSubview(grid)
    host.window.layoutIfNeeded()
    #expect(grid.itemFrames().map(\.minX) == [0, 110, 220.5])
  }
}

/// In a right-to-left layout the flow layout mirrors itself, as UIKit's does.
@Suite struct CollectionViewFlowLayoutRightToLeftTests {
  @Test func rowsFillFromTheRight() {
    // The left-to-right columns 0, 67.5, 135, 202.5, 270 mirrored in 320 pt: x' = 320 - x - 50.
    let source = GridDataSource(counts: [7])
    let grid = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: CollectionViewFlowLayout())
    grid.semanticContentAttribute = .forceRightToLeft
    grid.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    grid.dataSource = source
    grid.layoutIfNeeded()
    #expect(grid.itemFrames().map(\.minX) == [270, 202.5, 135, 67.5, 0, 270, 202.5])
    #expect(grid.itemFrames().map(\.minY) == [0, 0, 0, 0, 0, 60, 60])
  }

  @Test func horizontalColumnsFollowLeftwards() {
    // Content 170 wide (columns at 0, 60, 120): mirrored, column 0 is at 120.
    let layout = CollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    let grid = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
    grid.semanticContentAttribute = .forceRightToLeft
    grid.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    let source = GridDataSource(counts: [7])
    grid.dataSource = source
    grid.layoutIfNeeded()
    #expect(grid.itemFrames().map(\.minX) == [120, 120, 120, 60, 60, 60, 0])
  }
}
