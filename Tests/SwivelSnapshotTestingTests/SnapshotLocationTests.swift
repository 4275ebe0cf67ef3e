import Foundation
import SwivelSnapshotTesting
import Testing

@Suite struct SnapshotLocationTests {
  @Test(arguments: [
    ("portrait()", "portrait"),
    ("rendersEveryOrientation(orientation:)", "rendersEveryOrientation"),
    // Changed names end in the FNV-1a hash of the name as given (computed apart from Swivel).
    ("../../etc/passwd", "_._etc_passwd-9031d1f1"),
    ("a/b", "a_b-e2480c78"),
    ("..", "_-b37a252a"),
    ("iphone6.landscapeLeft", "iphone6.landscapeLeft"),
    ("spaces and ünïcode", "spaces_and_ünïcode-74baec8d"),
    ("badge (dark)", "badge__dark_-66b522f2"),
    ("設定", "設定"),
  ])
  func namesAreSanitized(input: String, expected: String) {
    let sanitized = SnapshotLocation.sanitize(input)
    #expect(sanitized == expected)
    #expect(!sanitized.contains("/"))
    #expect(!sanitized.contains(".."))
  }

  @Test func goldenPathIsSnapshotsTestFileThenName() {
    let location = SnapshotLocation(
      packageRoot: URL(fileURLWithPath: "/pkg"), folder: "AllInCodeTests",
      name: "AllInCodeTests.portrait.1")
    #expect(location.goldenRelativePath == "Snapshots/AllInCodeTests/AllInCodeTests.portrait.1.png")
    #expect(
      location.goldenURL.path == "/pkg/Snapshots/AllInCodeTests/AllInCodeTests.portrait.1.png")
    let text = SnapshotLocation(
      packageRoot: URL(fileURLWithPath: "/pkg"), folder: "F", name: "S.t.1", pathExtension: "txt")
    #expect(text.fileName == "S.t.1.txt")
  }

  @Test func packageRootIsFoundFromTheTestFileNotTheWorkingDirectory() throws {
    let location = try SnapshotLocation(filePath: #filePath, name: "t")
    let expectedRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    #expect(location.packageRoot.standardizedFileURL.path == expectedRoot.standardizedFileURL.path)
    #expect(location.folder == "SnapshotLocationTests")
    #expect(location.fileName == "t.png")
  }

  @Test func noPackageAboveIsAnError() {
    #expect(throws: SnapshotConfigurationError.self) {
      try SnapshotLocation(filePath: "/nonexistent-swivel/Tests/x.swift", name: "t")
    }
  }

  @Test func artifactsNeverGoIntoSnapshots() {
    let root = URL(fileURLWithPath: "/pkg")
    let location = SnapshotLocation(packageRoot: root, folder: "S", name: "t.v")
    #expect(location.artifactsFolder(environment: [:]).path == "/pkg/.build/swivel-artifacts/S")
    #expect(
      location.artifactsFolder(environment: ["SWIVEL_ARTIFACTS": "/tmp/art"]).path == "/tmp/art/S")
    #expect(
      location.artifactsFolder(environment: ["SWIVEL_ARTIFACTS": "/pkg/Snapshots/x"]).path
        == "/pkg/.build/swivel-artifacts/S")
    #expect(
      location.artifactsFolder(environment: ["SWIVEL_ARTIFACTS": "Snapshots"]).path
        == "/pkg/.build/swivel-artifacts/S")
  }
}
