import SwivelDemos
import SwivelSnapshotTesting
import Testing

/// The photo grid's geometry, computed by hand: square thumbnails 1 pt apart, sides rounded down
/// to the screen's pixels, columns by width, the safe area kept clear.
@Suite struct PhotoGridTests {
  static func launch(_ orientation: DeviceOrientation) throws -> (
    PhotoGridViewController, DeviceHost
  ) {
    let controller = PhotoGridViewController()
    let host = try DeviceHost(device: .iphonex, rootViewController: controller)
    try host.rotate(to: orientation)
    host.window.layoutIfNeeded()
    return (controller, host)
  }

  @Test func threeColumnsInPortrait() throws {
    // 375 pt: (375 - 2) / 3 = 124.33 pt, exactly 373 pixels at 3×, so the three columns and
    // their two 1-pt gaps fill the width: x = 0, 125.33, 250.67 (376 and 752 pixels).
    let (controller, _) = try Self.launch(.portrait)
    let grid = try #require(controller.collectionView)
    let frames = (0..<3).compactMap {
      grid.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    #expect(frames.map { ($0.minX * 3).rounded() } == [0, 376, 752])
    #expect(frames.map { ($0.width * 3).rounded() } == [373, 373, 373])
    // The header (52 pt) comes first; rows 125.33 pt apart.
    #expect(frames[0].minY == 52)
    let row1 = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame)
    #expect((row1.minY * 3).rounded() == 532)  // 52 × 3 + 376 pixels
    // Under the status bar and sensor housing: the content starts 44 pt down.
    #expect(grid.contentOffset == CGPoint(x: 0, y: -44))
  }

  @Test func fiveColumnsInLandscapeInsideTheSafeArea() throws {
    // 812 pt less the 44-pt safe area each side: 724 pt, (724 - 4) / 5 = 144 pt thumbnails
    // that fill it exactly: x = 44 + 145 k.
    // the device turned right: the interface is landscape left
    let (controller, _) = try Self.launch(.landscapeRight)
    let grid = try #require(controller.collectionView)
    let xs = (0..<5).compactMap {
      grid.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minX
    }
    #expect(xs == [44, 189, 334, 479, 624])
    #expect(
      grid.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame
        == CGRect(x: 44, y: 52 + 145, width: 144, height: 144))
  }

  @Test func onlyTheVisibleThumbnailsHaveCells() throws {
    // Portrait: content from -44 to 768 is on screen. Section 0 (7 photos) ends at 428; section
    // 1's rows start at 480, 605.33 and 730.67: 7 + 9 cells.
    let (controller, _) = try Self.launch(.portrait)
    let grid = try #require(controller.collectionView)
    #expect(grid.visibleCells.count == 16)
    #expect(grid.numberOfItems(inSection: 1) == 120)
  }

  @Test func columnsFollowTheWidth() {
    #expect(PhotoGridViewController.columns(forWidth: 375) == 3)
    #expect(PhotoGridViewController.columns(forWidth: 724) == 5)
    #expect(PhotoGridViewController.columns(forWidth: 768) == 5)
    #expect(PhotoGridViewController.columns(forWidth: 1024) == 7)
  }
}
