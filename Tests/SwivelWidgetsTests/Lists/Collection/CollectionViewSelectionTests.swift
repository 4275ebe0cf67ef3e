import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

/// Taps select items through the delegate; selection and scrolling to items follow UIKit.
@Suite struct CollectionViewSelectionTests {
  /// A grid controller of 100-pt items: on a 375-pt iPhone 6 three per row at x 0, 137.5, 275
  /// (spare 55, gaps of 37.5), rows 110 apart.
  final class Grid: CollectionViewController {
    var selected: [IndexPath] = []
    var deselected: [IndexPath] = []

    init() {
      let layout = CollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 100, height: 100)
      super.init(collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }
    override func collectionView(
      _ collectionView: CollectionView, numberOfItemsInSection section: Int
    ) -> Int { 30 }
    override func collectionView(
      _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
    ) -> CollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    override func collectionView(
      _ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath
    ) {
      selected.append(indexPath)
    }
    override func collectionView(
      _ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath
    ) {
      deselected.append(indexPath)
    }
  }

  @Test func aTapOnAnItemSelectsIt() throws {
    let grid = Grid()
    let host = try DeviceHost(device: .iphone6, rootViewController: grid)
    host.window.layoutIfNeeded()
    // The content is taller than the screen, so the 20-pt status bar insets it and the offset
    // starts at -20: content y = window y - 20.
    #expect(grid.collectionView.contentOffset == CGPoint(x: 0, y: -20))
    host.tap(at: CGPoint(x: 150, y: 20 + 110 + 50))  // row 1, column 1: item 4
    #expect(grid.selected == [IndexPath(item: 4, section: 0)])
    #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    #expect(grid.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
    host.tap(at: CGPoint(x: 120, y: 20 + 50))  // between columns 0 and 1: nothing
    #expect(grid.selected.count == 1)
    host.tap(at: CGPoint(x: 10, y: 20 + 10))  // item 0 replaces item 4
    #expect(grid.selected == [IndexPath(item: 4, section: 0), IndexPath(item: 0, section: 0)])
    #expect(grid.deselected == [IndexPath(item: 4, section: 0)])
    #expect(
      grid.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == false)
  }

  @Test func multipleSelectionTogglesAndNoSelectionIgnoresTaps() throws {
    let grid = Grid()
    let host = try DeviceHost(device: .iphone6, rootViewController: grid)
    host.window.layoutIfNeeded()
    grid.collectionView.allowsMultipleSelection = true
    host.tap(at: CGPoint(x: 10, y: 30))
    host.tap(at: CGPoint(x: 290, y: 30))
    #expect(
      grid.collectionView.indexPathsForSelectedItems == [
        IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0),
      ])
    host.tap(at: CGPoint(x: 10, y: 30))
    #expect(grid.deselected == [IndexPath(item: 0, section: 0)])
    #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    grid.collectionView.allowsSelection = false
    #expect(grid.collectionView.indexPathsForSelectedItems == nil)
    host.tap(at: CGPoint(x: 10, y: 30))
    #expect(grid.selected.count == 2)
  }

  @Test func selectItemInCodeTellsNoDelegate() {
    let source = GridDataSource(counts: [100])
    let grid = source.makeGrid(
      size: CGSize(width: 320, height: 480), layout: CollectionViewFlowLayout())
    grid.selectItem(at: IndexPath(item: 52, section: 0), animated: false, scrollPosition: .top)
    #expect(source.selected.isEmpty)
    #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 52, section: 0)])
    #expect(grid.contentOffset.y == 600)  // row 10
    grid.layoutIfNeeded()
    #expect(grid.cellForItem(at: IndexPath(item: 52, section: 0))?.isSelected == true)
    grid.deselectItem(at: IndexPath(item: 52, section: 0), animated: false)
    #expect(grid.indexPathsForSelectedItems == nil)
    #expect(grid.cellForItem(at: IndexPath(item: 52, section: 0))?.isSelected == false)
  }

  @Test func scrollToItemPlacesItAndStaysInTheContent() {
    // 100 items, 20 rows 60 apart: content 1190 tall in 480. Item 52 is in row 10 (600–650).
    let grid = GridDataSource(counts: [100]).makeGrid(
      size: CGSize(width: 320, height: 480), layout: CollectionViewFlowLayout())
    let item = IndexPath(item: 52, section: 0)
    grid.scrollToItem(at: item, at: .top, animated: false)
    #expect(grid.contentOffset == CGPoint(x: 0, y: 600))
    grid.scrollToItem(at: item, at: .centeredVertically, animated: false)
    #expect(grid.contentOffset == CGPoint(x: 0, y: 625 - 240))
    grid.scrollToItem(at: item, at: .bottom, animated: false)
    #expect(grid.contentOffset == CGPoint(x: 0, y: 650 - 480))
    grid.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
    #expect(grid.contentOffset == CGPoint(x: 0, y: 1190 - 480))  // the end of the content
    grid.scrollToItem(at: IndexPath(item: 0, section: 0), at: .centeredVertically, animated: false)
    #expect(grid.contentOffset == .zero)  // the start of the content
  }

  @Test func scrollToItemHorizontally() {
    // 200 pt tall: three per column; 30 items in 10 columns 60 apart, content 590 wide in 320.
    let layout = CollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    let grid = GridDataSource(counts: [30]).makeGrid(
      size: CGSize(width: 320, height: 200), layout: layout)
    let item = IndexPath(item: 15, section: 0)  // column 5: x 300–350
    grid.scrollToItem(at: item, at: .left, animated: false)
    #expect(grid.contentOffset == CGPoint(x: 270, y: 0))  // clamped to 590 - 320
    grid.scrollToItem(
      at: IndexPath(item: 12, section: 0), at: .centeredHorizontally, animated: false)
    #expect(grid.contentOffset == CGPoint(x: 265 - 160, y: 0))
    grid.scrollToItem(at: IndexPath(item: 12, section: 0), at: .right, animated: false)
    #expect(grid.contentOffset == CGPoint(x: 0, y: 0))  // 290 - 320, clamped
    grid.scrollToItem(at: IndexPath(item: 21, section: 0), at: .right, animated: false)
    #expect(grid.contentOffset == CGPoint(x: 470 - 320, y: 0))  // column 7: x 420–470
  }
}
