import Foundation
import Testing

@testable import SwivelSnapshotTesting

/// Which package `swivel-snapshots` works on.
@Suite struct SnapshotReviewTests {
  @Test func aPackagePathThatDoesNotExistIsAnErrorNamingIt() throws {
    let package = try TemporaryPackage()
    let typo = package.root.appendingPathComponent("Pakages/MyFeature").path
    #expect(
      throws: SnapshotReviewError(
        "the package path \(typo) does not exist (looked for \(typo)): give --package-path the folder of the package "
          + "whose tests you ran")
    ) { try SnapshotReview(directory: typo, environment: package.environment) }
  }

  @Test func aPackagePathThatIsAFileIsAnError() throws {
    let package = try TemporaryPackage()
    let file = package.root.appendingPathComponent("Package.swift").path
    #expect(
      throws: SnapshotReviewError(
        "the package path \(file) is a file, not a folder (looked for \(file)): give --package-path the folder of the "
          + "package whose tests you ran")
    ) { try SnapshotReview(directory: file, environment: package.environment) }
  }

  @Test func aFolderInsideAPackageFindsThatPackage() throws {
    let package = try TemporaryPackage()
    let folder = package.root.appendingPathComponent("Sources/Feature")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let review = try SnapshotReview(directory: folder.path, environment: package.environment)
    #expect(review.packageRoot.standardizedFileURL.path == package.root.standardizedFileURL.path)
  }
}
