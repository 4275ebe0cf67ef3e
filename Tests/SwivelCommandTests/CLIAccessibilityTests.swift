import Foundation
import Testing

/// `swivel render --accessibility` and `swivel dump --accessibility`.
@Suite struct CLIAccessibilityTests {
  @Test func dumpListsWhatVoiceOverReadsInOrder() throws {
    let run = try CLITests.run(["dump", "AllInCode", "--accessibility", "--format", "text"])
    #expect(run.status == 0)
    // Portrait iPhone 6: Button A at y 20, the label at 323.5, Button B at 353.5.
    #expect(
      run.stdout == """
        1. label: "Button A"; traits: button; id: buttonA
        2. label: "Welcome"; traits: staticText; id: theLabel
        3. label: "Button B"; traits: button; id: buttonB

        """)
  }

  @Test func theJSONDumpHasFramesInPoints() throws {
    let run = try CLITests.run(["dump", "AllInCode", "--accessibility"])
    #expect(run.status == 0)
    let data = Data(run.stdout.utf8)
    let elements = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    #expect(elements.count == 3)
    #expect(elements.first?["label"] as? String == "Button A")
    #expect(elements.first?["traits"] as? [String] == ["button"])
    // Button A: (20, 20, 375 − 40, 667 / 2 − 40).
    #expect(elements.first?["frame"] as? [Double] == [20, 20, 335, 293.5])
  }

  @Test func renderWritesTheAccessibilityImageBesideTheScreen() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swivel-a11y-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try CLITests.run(["render", "AllInCode", "--accessibility"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let png = try Data(
      contentsOf: folder.appendingPathComponent("AllInCode.iphone6.portrait.accessibility.png"))
    // The PNG's IHDR width: 16 + 375 + 16 + 320 + 16 = 743 pt at 2× = 1486 px.
    let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 1486)
  }
}
