import SwivelSnapshotTesting  // import SnapshotTesting
import SwivelUIKit  // import UIKit
import Testing

@Suite(.snapshots(record: .missing, layout: .swiftSnapshotTesting))
struct ScoreboardSwiftTestingTests {
  @Test func scoresInDarkMode() {
    let controller = ScoreboardViewController()
    assertSnapshot(
      of: controller, as: .image(on: .iPhone13, traits: .init(userInterfaceStyle: .dark)))
  }

  @Test func scoresRecursiveDescriptionOnAPad() {
    assertSnapshot(
      of: ScoreboardViewController(),
      as: .recursiveDescription(on: .iPadPro12_9(.landscape(splitView: .oneHalf))))
  }

  @Test func rowsOnPhoneSizes() {
    assertSnapshots(
      of: RowsViewController(), as: [.image(on: .iPhoneSe(.landscape)), .image(on: .iPhone8Plus)])
  }
}
