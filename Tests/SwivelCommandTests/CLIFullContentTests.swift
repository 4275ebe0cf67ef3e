import Foundation
import Testing

/// `swivel render --full-content`.
@Suite struct CLIFullContentTests {
  @Test func renderGrowsTheScreenToTheScrollViewsContent() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swivel-full-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try CLITests.run(
      ["render", "Settings", "--device", "iphone4s", "--full-content"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let png = try Data(
      contentsOf: folder.appendingPathComponent("Settings.iphone4s.portrait.full.png"))
    let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 640)  // 320 pt at 2×, never downscaled
    #expect(height > 960)  // taller than the 480-pt screen
  }

  @Test func fullContentIsThePlainScreen() throws {
    let run = try CLITests.run([
      "render", "Settings", "--full-content", "--accessibility", "--output", "-",
    ])
    #expect(run.status != 0)
    #expect(run.stderr.contains("--full-content renders the plain screen"))
  }
}
