import Foundation
import SwivelSnapshotTesting
import XCTest

/// The XCTest side: names and the re-record hint come from the test class, not the file.
final class SnapshotXCTests: XCTestCase {
  func testGoldenNameAndHintNameTheClass() throws {
    let package = try TemporaryPackage()
    let outcome = package.withEnvironment {
      snapshotOutcome(
        of: sampleLabel(), as: .image, record: .never, snapshotDirectory: package.goldens)
    }
    guard case .failed(let failure) = outcome else {
      return XCTFail("expected a failure, got \(outcome)")
    }
    XCTAssertEqual(
      failure.goldenPath,
      package.goldens + "/SnapshotXCTests.testGoldenNameAndHintNameTheClass.1.png")
    XCTAssertTrue(
      failure.recordHint.hasPrefix(
        "SWIVEL_RECORD=failed swift test --filter 'SwivelSnapshotTestingTests.SnapshotXCTests/testGoldenNameAndHintNameTheClass$'"
      ),
      failure.recordHint)
  }

  func testAHelperClassDeclaredInTheTestDoesNotNameTheGolden() throws {
    final class HelperController: ViewController {}
    let package = try TemporaryPackage()
    let outcome = package.withEnvironment {
      snapshotOutcome(
        of: HelperController(), as: .image, record: .never, snapshotDirectory: package.goldens)
    }
    guard case .failed(let failure) = outcome else {
      return XCTFail("expected a failure, got \(outcome)")
    }
    XCTAssertEqual(
      failure.goldenPath,
      package.goldens
        + "/SnapshotXCTests.testAHelperClassDeclaredInTheTestDoesNotNameTheGolden.1.png")
  }
}
