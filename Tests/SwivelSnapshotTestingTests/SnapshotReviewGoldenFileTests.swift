import Foundation
import Testing

@testable import SwivelSnapshotTesting

/// `accept` writes only into the package's snapshot folders, whatever its manifest says.
@Suite struct SnapshotReviewGoldenFileTests {
  /// Ways a copied, edited or foreign manifest can name a golden.
  enum Tampering: String, CaseIterable, CustomTestStringConvertible {
    case parentFolderParts, absolutePathInAnotherPackage, pathsThatDisagree, pathFromAnotherMachine
    case symlinkedFolderLeadingOutside, fileOutsideTheSnapshotFolders, hiddenFolder

    var testDescription: String { rawValue }
  }

  /// A package whose run failed on `Snapshots/S/ok.png` and on one tampered golden; returns
  /// the fixture, the tampered entry's golden and goldenPath, and the file a careless
  /// `accept` would write.
  func tampered(_ tampering: Tampering, outside: TemporaryPackage) throws -> (
    AcceptanceFixture, String, String, String
  ) {
    var fixture = try AcceptanceFixture(goldens: ["Snapshots/S/ok.png", "Snapshots/S/evil.png"])
    let root = fixture.root
    let escape = "swivel-escape-\(UUID().uuidString).png"
    let golden: String, goldenPath: String, target: String
    switch tampering {
    case .parentFolderParts:
      golden = "Snapshots/../../" + escape
      goldenPath = root + "/" + golden
      target = (root as NSString).deletingLastPathComponent + "/" + escape
    case .absolutePathInAnotherPackage:
      golden = outside.root.appendingPathComponent("Snapshots/S/" + escape).path
      goldenPath = golden
      target = golden
    case .pathsThatDisagree:
      golden = "Snapshots/S/evil.png"
      goldenPath = outside.root.appendingPathComponent("Snapshots/S/" + escape).path
      target = goldenPath
    case .pathFromAnotherMachine:
      golden = "Snapshots/S/evil.png"
      goldenPath = "/ci/work/package/Snapshots/S/evil.png"
      target = root + "/Snapshots/S/evil.png"
    case .symlinkedFolderLeadingOutside:
      let away = outside.root.appendingPathComponent("Away")
      try FileManager.default.createDirectory(at: away, withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        atPath: root + "/Snapshots/Linked", withDestinationPath: away.path)
      golden = "Snapshots/Linked/" + escape
      goldenPath = root + "/" + golden
      target = away.appendingPathComponent(escape).path
    case .fileOutsideTheSnapshotFolders:
      golden = "Package.swift"
      goldenPath = root + "/Package.swift"
      target = goldenPath
    case .hiddenFolder:
      golden = ".git/Snapshots/hooks.png"
      goldenPath = root + "/" + golden
      target = goldenPath
    }
    let before = FileManager.default.contents(atPath: target)
    fixture.entries[1].golden = golden
    fixture.entries[1].goldenPath = goldenPath
    if before == nil {
      // Otherwise acceptable: a golden the run found missing.
      fixture.entries[1].kind = "missingGolden"
      fixture.entries[1].goldenDigest = nil
    } else {
      fixture.entries[1].goldenDigest = before.map { ByteDigest.hex(Array($0)) }
    }
    return (fixture, golden, goldenPath, target)
  }

  @Test(arguments: Tampering.allCases)
  func aGoldenOutsideThePackagesSnapshotFoldersIsRefusedNamingBothPathsAndNothingIsWritten(
    _ tampering: Tampering
  ) throws {
    let outside = try TemporaryPackage()
    let (fixture, golden, goldenPath, target) = try tampered(tampering, outside: outside)
    let before = FileManager.default.contents(atPath: target)
    let review = try fixture.review()
    let error = #expect(throws: SnapshotReviewError.self) {
      try GoldenAcceptance(review: review).accept(.all)
    }
    let message = try #require(error?.description)
    #expect(
      message.hasPrefix(
        "nothing was written, because the manifest names goldens accept does not write: "))
    #expect(
      message.contains(
        "golden \(ShellWord.quoted(golden)) (goldenPath \(ShellWord.quoted(goldenPath)))"))
    #expect(FileManager.default.contents(atPath: target) == before)
    #expect(fixture.text("Snapshots/S/ok.png") == "old Snapshots/S/ok.png")
  }

  @Test func eachWayOfLeavingThePackageHasItsOwnReason() throws {
    let outside = try TemporaryPackage()
    let reasons: [Tampering: String] = [
      .parentFolderParts: "has a '.', '..' or empty part in",
      .absolutePathInAnotherPackage:
        "is not inside a Snapshots or __Snapshots__ folder of the package",
      .pathsThatDisagree: "names two different files",
      .pathFromAnotherMachine: "names two different files",
      .symlinkedFolderLeadingOutside: "leads through a symbolic link to",
      .fileOutsideTheSnapshotFolders:
        "is not inside a Snapshots or __Snapshots__ folder of the package",
      .hiddenFolder: "is not inside a Snapshots or __Snapshots__ folder of the package",
    ]
    for tampering in Tampering.allCases {
      let (fixture, golden, goldenPath, _) = try tampered(tampering, outside: outside)
      let review = try fixture.review()
      let error = #expect(throws: SnapshotReviewError.self) {
        try review.goldenFile(named: golden, at: goldenPath)
      }
      #expect(error?.description.contains(try #require(reasons[tampering])) == true, "\(tampering)")
    }
  }

  @Test func goldensInSnapshotFoldersAnywhereInThePackageAreAccepted() throws {
    let fixture = try AcceptanceFixture(goldens: [
      "Snapshots/S/a.png", "Tests/UITests/__Snapshots__/Cards/b.png",
    ])
    let outcome = try GoldenAcceptance(review: fixture.review()).accept(.all)
    #expect(
      outcome.written.map(\.golden) == [
        "Snapshots/S/a.png", "Tests/UITests/__Snapshots__/Cards/b.png",
      ])
    #expect(fixture.text("Snapshots/S/a.png") == "new Snapshots/S/a.png")
    #expect(
      fixture.text("Tests/UITests/__Snapshots__/Cards/b.png")
        == "new Tests/UITests/__Snapshots__/Cards/b.png")
  }

  @Test func aSymlinkedSnapshotFolderInsideThePackageIsFollowed() throws {
    let fixture = try AcceptanceFixture(goldens: ["Snapshots/Real/a.png"])
    try FileManager.default.createSymbolicLink(
      atPath: fixture.root + "/Snapshots/Alias",
      withDestinationPath: fixture.root + "/Snapshots/Real")
    let review = try fixture.review()
    #expect(
      try review.goldenFile(
        named: "Snapshots/Alias/a.png", at: fixture.root + "/Snapshots/Alias/a.png")
        == fixture.root + "/Snapshots/Alias/a.png")
  }

  @Test func aMissingDigestDoesNotProveAGoldenUnchanged() throws {
    var fixture = try AcceptanceFixture(goldens: ["Snapshots/S/a.png"])
    fixture.entries[0].goldenDigest = nil
    try FileManager.default.removeItem(atPath: fixture.root + "/Snapshots/S/a.png")
    #expect(
      throws: SnapshotReviewError(
        "nothing was written, because the manifest is stale for Snapshots/S/a.png: the manifest records no digest of "
          + "its golden for a pixelsDiffer failure, so nothing shows the golden was missing when the run checked it. "
          + "Run the tests again, review the new failures and accept those")
    ) { try GoldenAcceptance(review: fixture.review()).accept(.all) }
    #expect(fixture.text("Snapshots/S/a.png") == nil)
  }

  @Test func aGoldenCreatedSinceARunThatFoundItMissingIsNotOverwritten() throws {
    var fixture = try AcceptanceFixture(goldens: ["Snapshots/S/a.png"])
    fixture.entries[0].kind = "missingGolden"
    fixture.entries[0].goldenDigest = nil
    #expect(
      throws: SnapshotReviewError(
        "nothing was written, because the manifest is stale for Snapshots/S/a.png: the golden was created since the "
          + "run. Run the tests again, review the new failures and accept those")
    ) { try GoldenAcceptance(review: fixture.review()).accept(.all) }
    #expect(fixture.text("Snapshots/S/a.png") == "old Snapshots/S/a.png")
  }
}
