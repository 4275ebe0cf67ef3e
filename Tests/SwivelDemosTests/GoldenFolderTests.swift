import Foundation
import Testing

/// Every golden under `Snapshots/` belongs to a test that still exists: its folder names a test
/// file, and its `<Suite>.<test>` prefix names a suite and a test function in that file. A
/// renamed or deleted test file or test would otherwise leave goldens that nothing checks.
/// (`SceneSnapshotTests` also checks its goldens one by one against its cases.)
@Suite struct GoldenFolderTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Test files by name (`AllInCodeTests` → its source), from every test target.
  static func testFiles() throws -> [String: String] {
    var files: [String: String] = [:]
    let tests = root.appendingPathComponent("Tests")
    let walker = FileManager.default.enumerator(atPath: tests.path)
    while let path = walker?.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
      files[name] = try String(contentsOf: tests.appendingPathComponent(path), encoding: .utf8)
    }
    return files
  }

  static func folders() throws -> [String] {
    try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Snapshots").path
    )
    .filter { !$0.hasPrefix(".") }.sorted()
  }

  @Test func everyGoldenFolderNamesATestFile() throws {
    let files = try Self.testFiles()
    let folders = try Self.folders()
    #expect(!folders.isEmpty)
    #expect(
      folders.filter { files[$0] == nil } == [], "golden folders with no test file of that name")
  }

  @Test func everyGoldenNamesASuiteAndATestOfItsFile() throws {
    let files = try Self.testFiles()
    var orphans: [String] = []
    for folder in try Self.folders() {
      guard let source = files[folder] else { continue }
      let goldens = try FileManager.default.contentsOfDirectory(
        atPath: Self.root.appendingPathComponent("Snapshots/\(folder)").path)
      for golden in goldens where !golden.hasPrefix(".") {
        let parts = golden.split(separator: ".", maxSplits: 2).map(String.init)
        let claimed =
          parts.count == 3 && source.contains("struct \(parts[0])")
          && (source.contains("func \(parts[1])(") || source.contains("func `\(parts[1])`("))
        if !claimed { orphans.append("\(folder)/\(golden)") }
      }
    }
    #expect(orphans == [], "goldens whose suite or test no longer exists")
  }
}
