import SnapshotUser
import SwivelSnapshotTesting
import XCTest

/// An XCTest class whose name is not the file's: the re-record hint must still find it.
final class XCTestStyleTests: XCTestCase {
  func testBadge() {
    assertSnapshot(of: makeBadge(changed ? "XCTest!" : "XCTest"), as: .image)
  }
}
