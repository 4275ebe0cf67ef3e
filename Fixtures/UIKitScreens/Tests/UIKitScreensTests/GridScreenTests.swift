import SwivelSnapshotTesting
import SwivelUIKit
import Testing

@testable import UIKitScreens

/// The photo-album grid (a flow layout subclass sizing items in `prepare()`) and the tag picker
/// (sizes from `UICollectionViewDelegateFlowLayout`, measured with `size(withAttributes:)`):
/// UIKit's numbers, goldens on two devices in both orientations.
@Suite struct GridScreenTests {
  @Test(arguments: PortedScreenTests.cells)
  func photoGrid(_ cell: DeviceConfiguration) {
    assertSnapshot(
      of: PortedScreenTests.inNavigation(PhotoGridViewController()), as: .image(on: cell))
  }

  @Test(arguments: PortedScreenTests.cells)
  func tags(_ cell: DeviceConfiguration) {
    assertSnapshot(of: PortedScreenTests.inNavigation(TagsViewController()), as: .image(on: cell))
  }

  @Test func thePhotoGridHasThreeColumnsInPortraitAndFiveInLandscape() throws {
    let controller = PhotoGridViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    host.window.layoutIfNeeded()
    let grid = try #require(controller.collectionView)
    func frame(_ item: Int) -> CGRect? {
      grid.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }
    // 375 wide: floor((375 - 2) / 3) = 124-pt squares; the line's spare point is shared by the
    // two gaps (1.5 each), so the columns start at 0, 125.5 and 251; lines are 125 apart.
    #expect(frame(0) == CGRect(x: 0, y: 0, width: 124, height: 124))
    #expect(frame(1)?.minX == 125.5 && frame(2)?.maxX == 375)
    #expect(frame(3) == CGRect(x: 0, y: 125, width: 124, height: 124))
    // Only the rows on screen (and a partly shown one) have cells.
    #expect(grid.visibleCells.count < 60 && grid.visibleCells.count >= 15)
    try host.rotate(toInterface: .landscapeLeft)
    // 667 wide, no status bar: floor((667 - 4) / 5) = 132-pt squares, five to a line.
    #expect(frame(0)?.size == CGSize(width: 132, height: 132))
    #expect(frame(4)?.maxX == 667 && frame(5)?.minX == 0 && frame(5)?.minY == 133)
  }

  @Test func tagLinesAreJustifiedBetweenTheInsets() throws {
    let controller = TagsViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    host.window.layoutIfNeeded()
    let grid = try #require(controller.collectionView)
    let frames = (0..<controller.tags.count).compactMap {
      grid.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    #expect(frames.count == controller.tags.count)
    #expect(frames[0].origin == CGPoint(x: 16, y: 16))
    let lines = Dictionary(grouping: frames, by: \.minY).sorted { $0.key < $1.key }
    #expect(lines.count > 2)
    for (index, line) in lines.enumerated() {
      // 32-pt tags, lines 10 pt apart, at least 8 pt between neighbours.
      #expect(line.key == 16 + CGFloat(index) * 42)
      let sorted = line.value.sorted { $0.minX < $1.minX }
      #expect(sorted.first?.minX == 16)
      for (left, right) in zip(sorted, sorted.dropFirst()) {
        #expect(right.minX - left.maxX >= 8 - 1e-9)
      }
      // Every line but the last spans from inset to inset (UIKit spreads the spare space).
      if index < lines.count - 1, sorted.count > 1 { #expect(abs(sorted.last!.maxX - 359) < 0.5) }
    }
    // The tags chosen in viewDidAppear are selected.
    #expect(grid.indexPathsForSelectedItems?.map(\.item).sorted() == [1, 4, 9])
  }
}
