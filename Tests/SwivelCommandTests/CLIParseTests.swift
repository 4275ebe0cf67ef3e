import ArgumentParser
import Foundation
import SwivelDemos
import Testing

@testable import SwivelCommand

/// In-process parsing, in the style of argument-parser's own `AssertParse` and
/// `AssertParseCommandErrorMessage` helpers: what each command line parses into, and the exact
/// message of each error, without starting a process.
@Suite struct CLIParseTests {
  /// Parses `arguments` from the root command and hands the subcommand to `check`.
  func assertParse<Command: ParsableCommand>(
    _ expected: Command.Type, _ arguments: [String],
    sourceLocation: Testing.SourceLocation = #_sourceLocation,
    _ check: (Command) throws -> Void
  ) throws {
    let parsed: any ParsableCommand
    do {
      parsed = try RootCommand.parseAsRoot(arguments)
    } catch {
      Issue.record(
        "\(arguments) did not parse: \(RootCommand.message(for: error))",
        sourceLocation: sourceLocation)
      return
    }
    let command = try #require(
      parsed as? Command, "parsed as \(type(of: parsed))", sourceLocation: sourceLocation)
    try check(command)
  }

  /// The message argument-parser gives for `arguments`, which must not parse.
  func parseError(_ arguments: [String]) -> String? {
    do {
      _ = try RootCommand.parseAsRoot(arguments)
      return nil
    } catch {
      return RootCommand.message(for: error)
    }
  }

  @Test func renderTakesTheSceneOptionsAndThePresentationGroup() throws {
    try assertParse(
      RenderCommand.self,
      [
        "render", "AllInCode", "--device", "ipad", "--orientation", "landscapeRight", "--model",
        "legacy",
        "--tap", "10,20", "--tap", "-5,-5.5", "--as-held", "--no-status-bar", "--bounds",
        "--output", "x.png",
      ]
    ) { render in
      #expect(render.options.scene == "AllInCode")
      #expect(render.options.device.device == .ipad)
      #expect(render.options.orientation.orientation == .landscapeRight)
      #expect(render.options.model?.model == .legacy)
      #expect(render.options.taps.map(\.point) == [CGPoint(x: 10, y: 20), CGPoint(x: -5, y: -5.5)])
      #expect(
        render.presentation.asHeld && render.presentation.noStatusBar && render.presentation.bounds)
      #expect(render.output?.path == "x.png")
    }
  }

  @Test func defaultsAreIPhone6PortraitTheScenesModelAndNoTaps() throws {
    try assertParse(RenderCommand.self, ["render", "Swapper"]) { render in
      #expect(render.options.device.device == .iphone6)
      #expect(render.options.orientation.orientation == .portrait)
      #expect(render.options.model == nil)
      #expect(render.options.taps.isEmpty)
      #expect(
        !render.presentation.asHeld && !render.presentation.noStatusBar
          && !render.presentation.bounds)
      #expect(render.output == nil)
    }
  }

  @Test func dumpAcceptsEveryPresentationFlagRenderHas() throws {
    try assertParse(
      DumpCommand.self,
      ["dump", "AllInCode", "--no-status-bar", "--as-held", "--bounds", "--format", "text"]
    ) { dump in
      #expect(dump.presentation.noStatusBar && dump.presentation.asHeld && dump.presentation.bounds)
      #expect(dump.format == .text)
    }
  }

  @Test func sheetParsesDeviceListsAndScales() throws {
    try assertParse(
      SheetCommand.self,
      ["sheet", "Squares", "--devices", "iphone6, ipad", "--tile-scale", "0.25", "--scale", "1"]
    ) { sheet in
      #expect(sheet.devices.devices == [.iphone6, .ipad])
      #expect(sheet.tileScale.value == 0.25)
      #expect(sheet.scale.value == 1)
    }
  }

  @Test func filmParsesItsOptions() throws {
    try assertParse(
      FilmCommand.self,
      [
        "film", "Swapper", "--from", "landscapeLeft", "--to", "portrait", "--frames", "4",
        "--model", "modern", "--scale", "0.5",
      ]
    ) { film in
      #expect(film.from.orientation == .landscapeLeft)
      #expect(film.to.orientation == .portrait)
      #expect(film.frames == 4)
      #expect(film.model?.model == .modern)
      #expect(film.scale.value == 0.5)
    }
  }

  @Test func galleryParsesDevicesOrientationsAndTitle() throws {
    try assertParse(
      GalleryCommand.self,
      [
        "gallery", "--devices", "iphone6", "--orientations", "landscapeLeft,portrait", "--title",
        "Mine", "--no-films",
      ]
    ) { gallery in
      #expect(gallery.devices?.devices == [.iphone6])
      #expect(gallery.orientations?.orientations == [.landscapeLeft, .portrait])
      #expect(gallery.title == "Mine")
      #expect(!gallery.films)
    }
  }

  @Test(arguments: [
    (
      ["sheet", "X", "--scale", "nan"],
      "The value 'nan' is invalid for '--scale <scale>': expected a number above 0 and at most 4; found 'nan'"
    ),
    (
      ["sheet", "X", "--tile-scale", "inf"],
      "The value 'inf' is invalid for '--tile-scale <tile-scale>': expected a number above 0 and at most 4; found 'inf'"
    ),
    (
      ["sheet", "X", "--scale", "0x2"],
      "The value '0x2' is invalid for '--scale <scale>': expected a number above 0 and at most 4; found '0x2'"
    ),
    (
      ["render", "X", "--tap", "1,2,3"],
      "The value '1,2,3' is invalid for '--tap <x,y>': expected X,Y in window points (decimal numbers), e.g. 187.5,160; found '1,2,3'"
    ),
    (
      ["render", "X", "--tap", "0x10,5"],
      "The value '0x10,5' is invalid for '--tap <x,y>': expected X,Y in window points (decimal numbers), e.g. 187.5,160; found '0x10,5'"
    ),
    (
      ["render", "X", "--orientation", "unknown"],
      "The value 'unknown' is invalid for '--orientation <orientation>'. Please provide one of 'portrait', 'portraitUpsideDown', 'landscapeLeft' or 'landscapeRight'."
    ),
    (
      ["film", "X", "--model", "ios7"],
      "The value 'ios7' is invalid for '--model <model>'. Please provide one of 'modern' and 'legacy'."
    ),
    (
      ["dump", "X", "--format", "yaml"],
      "The value 'yaml' is invalid for '--format <format>'. Please provide one of 'json' and 'text'."
    ),
    (
      ["sheet", "X", "--devices", "ipad,ipad"],
      "The value 'ipad,ipad' is invalid for '--devices <devices>': device 'ipad' is listed twice; list each device once"
    ),
    (
      ["render", "X", "--output", ""],
      "The value '' is invalid for '--output <output>': expected a file path; found an empty path"
    ),
    (["film", "X", "--frames", "500"], "--frames must be 2…120; found 500"),
  ])
  func errorsNameTheOption(arguments: [String], message: String) {
    #expect(parseError(arguments) == message)
  }

  @Test func helpListsTheChoices() {
    let help = RootCommand.helpMessage(for: RenderCommand.self, columns: 1_000)
    #expect(help.contains("--orientation <orientation>"))
    #expect(
      help.contains(
        "(values: portrait, portraitUpsideDown, landscapeLeft, landscapeRight; default: portrait)"))
    #expect(help.contains("(values: modern, legacy)"))
    #expect(help.contains("(values: iphone4s, iphone5s, iphone6, iphone6plus, iphonex,"))
    let root = RootCommand.helpMessage()
    for name in ["scenes", "devices", "render", "dump", "sheet", "film", "gallery", "docs"] {
      #expect(root.contains("  \(name) "), "root help lists \(name)")
    }
  }

  @Test func runsOverAnyScenesInProcess() async throws {
    let login = Scene("Login", summary: "A test screen.") { ViewController() }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swivel-parse-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let output = folder.appendingPathComponent("login.png").path
    let catalog = SwivelCatalog(scenes: [login])
    #expect(
      await SwivelCommand.run(catalog: catalog, arguments: ["render", "Login", "--output", output])
        == 0)
    #expect(FileManager.default.fileExists(atPath: output))
    #expect(
      await SwivelCommand.run(
        catalog: catalog, arguments: ["render", "AllInCode", "--output", output + "2"]) == 1)
    #expect(!FileManager.default.fileExists(atPath: output + "2"))
    #expect(
      await SwivelCommand.run(catalog: catalog, arguments: ["docs", "--output", folder.path]) == 1)
    #expect(await SwivelCommand.run(catalog: catalog, arguments: ["render"]) == 64)
  }

  @Test func twoScenesOfOneNameAreRejectedBeforeAnyCommandRuns() async {
    let one = Scene("Twin", summary: "") { ViewController() }
    let catalog = SwivelCatalog(scenes: [one, one])
    #expect(catalog.duplicateSceneName == "Twin")
    #expect(await SwivelCommand.run(catalog: catalog, arguments: ["scenes"]) == 1)
    #expect(SwivelCatalog(scenes: [one]).duplicateSceneName == nil)
  }
}
