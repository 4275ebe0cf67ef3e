import Foundation
import Testing

/// Bad command-line input, one case per line: the `swivel` process exits
/// non-zero, writes nothing, and says on the first line of standard error what was expected,
/// what it found and which option was wrong.
@Suite struct CLIBadInputTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var firstLine: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    // Unusable --output paths.
    Case(
      arguments: ["render", "AllInCode", "--output", ""],
      firstLine:
        "Error: The value '' is invalid for '--output <output>': expected a file path; found an empty path"
    ),
    Case(
      arguments: ["render", "AllInCode", "--output", "x.png/"],
      firstLine:
        "Error: The value 'x.png/' is invalid for '--output <output>': expected a file path; found 'x.png/', which ends in '/' like a folder"
    ),
    Case(
      arguments: ["sheet", "AllInCode", "--output", "."],
      firstLine:
        "Error: The value '.' is invalid for '--output <output>': expected a file path; found '.', which is a folder"
    ),
    Case(
      arguments: ["render", "AllInCode", "--output", "/proc/version"],
      firstLine: "Error: cannot write /proc/version: "),
    // The sheet's size is checked before any tile is rendered.
    Case(
      arguments: [
        "sheet", "AllInCode", "--tile-scale", "1", "--scale", "4", "--devices", "ipadpro129",
      ],
      firstLine: "Error: the sheet of AllInCode is too large: "),
    // Device lists, hex taps.
    Case(
      arguments: ["sheet", "AllInCode", "--devices", ""],
      firstLine:
        "Error: The value '' is invalid for '--devices <devices>': expected comma-separated device ids, e.g. iphone6,ipad; found an empty id in ''"
    ),
    Case(
      arguments: ["sheet", "AllInCode", "--devices", "ipad,ipad"],
      firstLine:
        "Error: The value 'ipad,ipad' is invalid for '--devices <devices>': device 'ipad' is listed twice; list each device once"
    ),
    Case(
      arguments: ["sheet", "AllInCode", "--devices", "ipad,,iphone6"],
      firstLine:
        "Error: The value 'ipad,,iphone6' is invalid for '--devices <devices>': expected comma-separated device ids"
    ),
    Case(
      arguments: ["gallery", "--devices", "ipad,nokia", "--output", "unused"],
      firstLine:
        "Error: The value 'ipad,nokia' is invalid for '--devices <devices>': unknown device 'nokia'; valid devices: iphone4s,"
    ),
    Case(
      arguments: ["gallery", "--orientations", "portrait,portrait", "--output", "unused"],
      firstLine:
        "Error: The value 'portrait,portrait' is invalid for '--orientations <orientations>': orientation 'portrait' is listed twice"
    ),
    Case(
      arguments: ["dump", "AllInCode", "--tap", "0x10,5"],
      firstLine:
        "Error: The value '0x10,5' is invalid for '--tap <x,y>': expected X,Y in window points (decimal numbers), e.g. 187.5,160; found '0x10,5'"
    ),
    Case(
      arguments: ["dump", "AllInCode", "--tap", "nan,5"],
      firstLine: "Error: The value 'nan,5' is invalid for '--tap <x,y>'"),
    // Errors name the option that was wrong.
    Case(
      arguments: ["sheet", "AllInCode", "--scale", "nan"],
      firstLine:
        "Error: The value 'nan' is invalid for '--scale <scale>': expected a number above 0 and at most 4; found 'nan'"
    ),
    Case(
      arguments: ["sheet", "AllInCode", "--tile-scale", "0"],
      firstLine:
        "Error: The value '0' is invalid for '--tile-scale <tile-scale>': expected a number above 0 and at most 4; found '0'"
    ),
    Case(
      arguments: ["gallery", "--jobs", "0", "--output", "unused"],
      firstLine: "Error: --jobs must be at least 1; found 0"),
    Case(
      arguments: ["film", "AllInCode", "--frames", "1"],
      firstLine: "Error: --frames must be 2…120; found 1"),
    Case(
      arguments: ["film", "AllInCode", "--to", "portrait"],
      firstLine: "Error: --from and --to must differ; both are portrait"),
    Case(
      arguments: ["film", "Orientations", "--to", "landscapeRight"],
      firstLine:
        "Error: Orientations does not allow landscapeRight on iphone6; choose an orientation its masks allow"
    ),
    Case(
      arguments: ["film", "AllInCode", "--scale", "4", "--frames", "12"],
      firstLine:
        "Error: a filmstrip of 18104×2684 pixels is too large; lower the scale or the frame count"),
    Case(
      arguments: ["film", "AllInCode", "--scale", "5"],
      firstLine: "Error: The value '5' is invalid for '--scale <scale>'"),
  ]

  @Test(arguments: cases)
  func badInputFailsNamingTheOptionAndWritesNothing(_ testCase: Case) throws {
    let folder = try CLITests().temporaryFolder()
    let run = try CLITests.run(testCase.arguments, in: folder)
    #expect(run.status != 0)
    let first =
      run.stderr.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init)
      ?? ""
    #expect(first.hasPrefix(testCase.firstLine), "stderr: \(run.stderr)")
    #expect(run.stdout.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func aNewlineInOutputIsEscapedInTheErrorNeverEchoedRaw() throws {
    let folder = try CLITests().temporaryFolder()
    let path = folder.path + "/missing/a\nb.png"
    let run = try CLITests.run(["render", "AllInCode", "--output", path], in: folder)
    #expect(run.status != 0)
    #expect(run.stderr.hasPrefix("Error: cannot write \(folder.path)/missing/a\\nb.png: "))
    #expect(run.stderr.split(separator: "\n").count == 1)
  }

  @Test func aNewlineInAValueArgumentParserRejectsIsEscaped() throws {
    let run = try CLITests.run(
      ["render", "AllInCode", "--output", "a\nb/"], in: CLITests().temporaryFolder())
    #expect(run.status != 0)
    #expect(run.stderr.hasPrefix("Error: The value 'a\\nb/' is invalid for '--output <output>'"))
    #expect(!run.stderr.contains("a\nb"))
  }

  @Test func aNewlineInAWrittenPathIsPrintedEscaped() throws {
    let folder = try CLITests().temporaryFolder()
    let run = try CLITests.run(["render", "AllInCode", "--output", "a\nb.png"], in: folder)
    #expect(run.status == 0)
    #expect(run.stdout == "a\\nb.png\n")
    #expect(FileManager.default.fileExists(atPath: folder.path + "/a\nb.png"))
  }

  @Test func aOneLetterRelativeGalleryFolderIsCreated() throws {
    // Foundation's deletingLastPathComponent traps on "g" on Linux; the gallery must not.
    let folder = try CLITests().temporaryFolder()
    let run = try CLITests.run(
      [
        "gallery", "--scene", "Orientations", "--devices", "iphone6", "--no-films", "--output", "g",
      ], in: folder)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder.path + "/g/index.html"))
  }

  @Test func negativeTapsAreNumbersNotOptions() throws {
    let run = try CLITests.run(
      ["dump", "AllInCode", "--tap", "-5,-5", "--tap", "-1e1,2.5"], in: CLITests().temporaryFolder()
    )
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout.contains("\"scene\": \"AllInCode\""))
  }

  @Test func dumpTakesNoStatusBarAndDescribesTheRenderWithout() throws {
    let folder = try CLITests().temporaryFolder()
    let with = try CLITests.run(["dump", "AllInCode"], in: folder)
    let without = try CLITests.run(
      ["dump", "AllInCode", "--no-status-bar", "--as-held", "--bounds"], in: folder)
    #expect(with.status == 0 && without.status == 0)
    func bar(_ text: String) throws -> [String: Any] {
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
      return try #require(json["statusBar"] as? [String: Any])
    }
    #expect(try bar(with.stdout)["hidden"] as? Bool == false)
    #expect(try bar(with.stdout)["frame"] as? [Double] == [0, 0, 375, 20])
    #expect(try bar(without.stdout)["hidden"] as? Bool == true)
    #expect(try bar(without.stdout)["frame"] as? [Double] == [0, 0, 0, 0])
  }
}
