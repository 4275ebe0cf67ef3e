import SwivelSnapshotTesting
import SwivelUIKit
import Testing

@testable import UIKitScreens

/// A grid screen written as for iOS (`ColorGridViewController`, Swift 5 mode: a
/// `UICollectionViewController` subclass overriding the data source and delegate methods, a flow
/// layout, registered cells and headers, sizes from `UICollectionViewDelegateFlowLayout`)
/// compiles, lays out with UIKit's numbers and answers taps.
@Suite struct CollectionScreenTests {
  @Test func theGridLaysOutAsOnIOS() throws {
    // iPhone 6 portrait, 375 wide: items (375 - 20 - 20) / 3 rounded down = 111; the 355 pt
    // inside the insets hold three with 2 pt to spare, so the gaps are 11: x = 10, 132, 254.
    // Section 0: header 0–44, rows at 54 and 175, ends at 296; section 1: header 296–340,
    // rows at 350, 471, 592, ends at 713.
    let controller = ColorGridViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    host.window.layoutIfNeeded()
    let grid = try #require(controller.collectionView)
    #expect(grid.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(grid.contentSize == CGSize(width: 375, height: 713))
    #expect(
      grid.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
        == CGRect(x: 132, y: 175, width: 111, height: 111))
    #expect(
      grid.layoutAttributesForItem(at: IndexPath(item: 4, section: 1))?.frame
        == CGRect(x: 132, y: 471, width: 111, height: 111))
    let header = try #require(
      grid.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 1))
        as? SwatchHeader)
    #expect(header.frame == CGRect(x: 0, y: 296, width: 375, height: 44))
    #expect(header.titleLabel.text == "Cool")
    // Taller than the screen: the status bar's 20 pt inset the content, which starts at -20.
    #expect(grid.contentOffset == CGPoint(x: 0, y: -20))
    let cell = try #require(grid.cellForItem(at: IndexPath(item: 4, section: 1)) as? SwatchCell)
    #expect(cell.nameLabel.text == "1.4")
    host.tap(at: CGPoint(x: 132 + 50, y: 471 + 20 + 50))
    #expect(controller.tappedColor == .systemPurple)
    #expect(cell.isSelected)
    #expect(cell.contentView.layer.borderWidth == 3)
  }

  @Test(
    arguments: DeviceConfiguration.matrix(
      devices: [.iphone6], orientations: [.portrait, .landscapeLeft]))
  func theGridRenders(_ cell: DeviceConfiguration) {
    assertSnapshot(
      of: UINavigationController(rootViewController: ColorGridViewController()),
      as: .image(on: cell))
  }
}
