import Foundation
import SwivelCommand
import SwivelDemos
import Testing

/// A user's scene names become the default output file names of `render`, `sheet` and `film`
/// made safe as the gallery's are: one file in the current folder, never a path out of it,
/// and different names give different files. Hashes are FNV-1a 64 of the name's UTF-8 with
/// its halves XORed, computed apart from Swivel.
@Suite(.serialized) struct CLIDefaultFileNameTests {
  private static let scenes = [
    Scene("../escape", summary: "") { ViewController() },
    Scene("Settings/Privacy", summary: "") { ViewController() },
    Scene("設定", summary: "") { ViewController() },
    Scene("検索", summary: "") { ViewController() },
  ]

  /// Runs the command in process (the current folder is the test process's), checks that the
  /// expected files appeared in the current folder and no PNG in its parent, and removes them
  /// again. Only PNGs count in the parent: it may be a shared folder (a clone in `/tmp`) where
  /// other tests make and remove their own temporary folders meanwhile.
  private func run(_ arguments: [String], expecting names: [String]) async throws -> Int32 {
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let parent = here.deletingLastPathComponent()
    let before = Set(try FileManager.default.contentsOfDirectory(atPath: parent.path))
    defer {
      for name in names {
        try? FileManager.default.removeItem(at: here.appendingPathComponent(name))
      }
    }
    let status = await SwivelCommand.run(
      catalog: SwivelCatalog(scenes: Self.scenes), arguments: arguments)
    for name in names {
      #expect(
        FileManager.default.fileExists(atPath: here.appendingPathComponent(name).path),
        "\(name) in \(here.path)")
    }
    let appeared = Set(try FileManager.default.contentsOfDirectory(atPath: parent.path))
      .subtracting(before).filter { $0.hasSuffix(".png") }
    #expect(appeared.isEmpty, "written outside the current folder: \(appeared.sorted())")
    for name in appeared {
      try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
    }
    return status
  }

  @Test func renderWithoutOutputStaysInTheCurrentFolder() async throws {
    #expect(
      try await run(
        ["render", "../escape"], expecting: ["___escape-28a89b69.iphone6.portrait.png"]) == 0)
    #expect(
      try await run(
        ["render", "Settings/Privacy"],
        expecting: ["Settings_Privacy-3b6318f4.iphone6.portrait.png"]) == 0)
  }

  @Test func sheetAndFilmWithoutOutputStayInTheCurrentFolder() async throws {
    #expect(
      try await run(
        ["sheet", "../escape", "--devices", "iphone4s"], expecting: ["___escape-28a89b69.sheet.png"]
      ) == 0)
    #expect(
      try await run(
        ["film", "Settings/Privacy", "--frames", "2", "--scale", "0.25"],
        expecting: [
          "Settings_Privacy-3b6318f4.film.png", "Settings_Privacy-3b6318f4.film.strip.png",
        ]) == 0)
  }

  @Test func namesInOtherScriptsKeepTheirLettersAndDoNotCollide() async throws {
    #expect(try await run(["render", "設定"], expecting: ["設定.iphone6.portrait.png"]) == 0)
    #expect(try await run(["render", "検索"], expecting: ["検索.iphone6.portrait.png"]) == 0)
  }
}
