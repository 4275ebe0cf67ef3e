import Foundation
import Testing
import SwivelSnapshotTesting

@Suite struct SnapshotLocationTests {
  @Test(arguments: [
    ("portrait()", "portrait"),
    ("rendersEveryOrientation(orientation:)", "rendersEveryOrientation"),
    ("../../etc/passwd", "_._etc_passwd"),
    ("a/b", "a_b"),
    ("..", "_"),
    ("iphone6.landscapeLeft", "iphone6.landscapeLeft"),
    ("spaces and ünïcode", "spaces_and__n_code"),
  ])
  func namesAreSanitized(input: String, expected: String) {
    let sanitized = SnapshotLocation.sanitize(input)
    #expect(sanitized == expected)
    #expect(!sanitized.contains("/"))
    #expect(!sanitized.contains(".."))
  }

  @Test func goldenPathIsSnapshotsSuiteTestVariant() {
    let location = SnapshotLocation(
      packageRoot: URL(fileURLWithPath: "/pkg"), suite: "AllInCodeTests", test: "portrait()", variant: "iphone6.portrait")
    #expect(location.goldenRelativePath == "Snapshots/AllInCodeTests/portrait.iphone6.portrait.png")
    #expect(location.goldenURL.path == "/pkg/Snapshots/AllInCodeTests/portrait.iphone6.portrait.png")
  }

  @Test func packageRootIsFoundFromTheTestFileNotTheWorkingDirectory() throws {
    let location = try SnapshotLocation(filePath: #filePath, test: "t", variant: "")
    let expectedRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    #expect(location.packageRoot.standardizedFileURL.path == expectedRoot.standardizedFileURL.path)
    #expect(location.suite == "SnapshotLocationTests")
    #expect(location.fileName == "t.png")
  }

  @Test func noPackageAboveIsAnError() {
    #expect(throws: SnapshotConfigurationError.self) {
      try SnapshotLocation(filePath: "/nonexistent-swivel/Tests/x.swift", test: "t", variant: "v")
    }
  }

  @Test func artifactsNeverGoIntoSnapshots() {
    let root = URL(fileURLWithPath: "/pkg")
    let location = SnapshotLocation(packageRoot: root, suite: "S", test: "t", variant: "v")
    #expect(location.artifactsFolder(environment: [:]).path == "/pkg/.build/swivel-artifacts/S")
    #expect(location.artifactsFolder(environment: ["SWIVEL_ARTIFACTS": "/tmp/art"]).path == "/tmp/art/S")
    #expect(location.artifactsFolder(environment: ["SWIVEL_ARTIFACTS": "/pkg/Snapshots/x"]).path
      == "/pkg/.build/swivel-artifacts/S")
    #expect(location.artifactsFolder(environment: ["SWIVEL_ARTIFACTS": "Snapshots"]).path
      == "/pkg/.build/swivel-artifacts/S")
  }
}
