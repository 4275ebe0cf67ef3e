import Foundation
import SwivelDemos
import Testing

/// Runs the built `swivel` executable and checks its output and exit status.
@Suite struct CLITests {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Standard output as bytes, for binary output (`--output -`).
    var stdoutBytes = Data()
  }

  static var executable: URL {
    // Test bundles and executables share the products folder.
    let products = Bundle.main.bundleURL
    let candidates = [products, products.deletingLastPathComponent()]
      .map { $0.appendingPathComponent("swivel") }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? candidates[0]
  }

  func swivel(_ arguments: String...) throws -> Run {
    try Self.run(arguments)
  }

  /// Runs `swivel` with `arguments`, in `folder` when given.
  static func run(_ arguments: [String], in folder: URL? = nil) throws -> Run {
    let process = Process()
    process.executableURL = Self.executable
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self), stdoutBytes: stdout)
  }

  func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swivel-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func scenesListsEveryScene() throws {
    let run = try swivel("scenes")
    #expect(run.status == 0)
    let names = run.stdout.split(separator: "\n").map {
      $0.split(separator: " ").first.map(String.init) ?? ""
    }
    #expect(
      names == [
        "AllInCode", "Orientations", "OrientationSpecific", "Swapper", "SwapperModern", "Layout",
        "Restructure", "Squares", "Instagram", "Autoresizing", "Settings", "Profile",
        "PhotoGrid", "SettingsList", "Messages",
      ])
  }

  @Test func renderWritesAPNGOfTheDeviceSize() throws {
    let folder = try temporaryFolder()
    let output = folder.appendingPathComponent("aic.png").path
    let run = try swivel(
      "render", "AllInCode", "--orientation", "landscapeLeft", "--output", output)
    #expect(run.status == 0)
    #expect(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == output)
    let bytes = try #require(FileManager.default.contents(atPath: output))
    #expect(bytes.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    // IHDR width and height, big-endian, at bytes 16..<24: 1334 × 750.
    let ihdr = [UInt8](bytes[16..<24])
    #expect(ihdr == [0, 0, 0x05, 0x36, 0, 0, 0x02, 0xEE])
  }

  @Test func renderDrawsTheDeviceFrameWhenAsked() throws {
    let folder = try temporaryFolder()
    let framed = folder.appendingPathComponent("framed.png").path
    let outlined = folder.appendingPathComponent("outlined.png").path
    #expect(
      try swivel("render", "AllInCode", "--device", "iphonex", "--device-frame", "--output", framed)
        .status == 0)
    #expect(
      try swivel(
        "render", "AllInCode", "--device", "iphonex", "--device-outline", "--output", outlined
      ).status == 0)
    let bitmap = try PNGDecoder.decode(
      [UInt8](try #require(FileManager.default.contents(atPath: framed))))
    #expect(bitmap.width == 1125 && bitmap[0, 0] == 0 && bitmap[562, 30] == 0xFF00_0000)
    // The outline adds 12 pt at 3× on every side.
    let outline = try PNGDecoder.decode(
      [UInt8](try #require(FileManager.default.contents(atPath: outlined))))
    #expect(outline.width == 1125 + 72 && outline.height == 2436 + 72)
  }

  @Test func renderToADashWritesThePNGToStandardOutputOnly() throws {
    // `--output -` goes through FileOutput's `-`, the child's file descriptor 1 (a pipe here):
    // the same bytes as a file render, nothing printed before or after them.
    let folder = try temporaryFolder()
    let output = folder.appendingPathComponent("aic.png").path
    #expect(
      try swivel("render", "AllInCode", "--orientation", "landscapeLeft", "--output", output).status
        == 0)
    let file = try #require(FileManager.default.contents(atPath: output))
    let run = try swivel("render", "AllInCode", "--orientation", "landscapeLeft", "--output", "-")
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    #expect(run.stdoutBytes.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    // The IEND chunk closes the file: length 0, "IEND", its CRC AE 42 60 82.
    #expect(
      run.stdoutBytes.suffix(12)
        == Data([0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]))
    #expect(run.stdoutBytes == file)
  }

  @Test func jsonDumpFollowsTheSchema() throws {
    let run = try swivel("dump", "AllInCode", "--tap", "187.5,500")
    #expect(run.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(json["scene"] as? String == "AllInCode")
    #expect(json["device"] as? String == "iphone6")
    #expect(json["scale"] as? Double == 2)
    #expect(json["interfaceOrientation"] as? String == "portrait")
    let window = try #require(json["window"] as? [String: Any])
    #expect(window["type"] as? String == "Window")
    #expect(window["frame"] as? [Double] == [0, 0, 375, 667])
    let root = try #require((window["subviews"] as? [[String: Any]])?.first)
    #expect(root["backgroundColor"] as? String == "#FFFFFFFF")
    let children = try #require(root["subviews"] as? [[String: Any]])
    #expect(children.map { $0["id"] as? String } == ["buttonA", "buttonB", "theLabel"])
    let label = children[2]
    #expect(label["text"] as? String == "Button B")
    #expect(label["frame"] as? [Double] == [147.5, 323.5, 200, 20])
    #expect(label["windowFrame"] as? [Double] == [147.5, 323.5, 200, 20])
    #expect(label["transform"] as? [Double] == [1, 0, 0, 1, 0, 0])
    #expect(label["fontSize"] as? Double == 17)
    #expect(label["hidden"] as? Bool == false)
    #expect(children[0]["text"] as? String == "Button A")
    #expect(children[0]["fontSize"] as? Double == 15)
    let keys = [
      "type", "id", "text", "frame", "bounds", "center", "transform", "windowFrame",
      "hidden", "alpha", "backgroundColor", "fontSize", "subviews",
    ]
    #expect(Set(label.keys) == Set(keys))
  }

  @Test func jsonDumpReportsOrientationTraitsStatusBarAndSafeArea() throws {
    let run = try swivel(
      "dump", "AllInCode", "--device", "iphonex", "--orientation", "landscapeLeft")
    #expect(run.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(json["model"] as? String == "modern")
    #expect(json["deviceOrientation"] as? String == "landscapeRight")
    #expect(json["interfaceOrientation"] as? String == "landscapeLeft")
    let traits = try #require(json["traits"] as? [String: Any])
    #expect(traits["horizontalSizeClass"] as? String == "compact")
    #expect(traits["verticalSizeClass"] as? String == "compact")
    #expect(traits["displayScale"] as? Double == 3)
    #expect(traits["idiom"] as? String == "phone")
    let bar = try #require(json["statusBar"] as? [String: Any])
    #expect(bar["hidden"] as? Bool == true)
    #expect(bar["frame"] as? [Double] == [0, 0, 0, 0])
    #expect(json["safeAreaInsets"] as? [Double] == [0, 44, 21, 44])
  }

  @Test func forbiddenOrientationsStayPutAndSaySo() throws {
    let run = try swivel("dump", "Orientations", "--orientation", "landscapeRight")
    #expect(run.status == 0)
    #expect(run.stderr.contains("does not allow landscapeRight"))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(json["interfaceOrientation"] as? String == "portrait")
    #expect(json["deviceOrientation"] as? String == "landscapeLeft")
  }

  @Test func legacyModelRendersThePortraitFramebufferUnlessAsHeld() throws {
    let folder = try temporaryFolder()
    let plain = folder.appendingPathComponent("plain.png").path
    let held = folder.appendingPathComponent("held.png").path
    #expect(
      try swivel("render", "Swapper", "--orientation", "landscapeLeft", "--output", plain).status
        == 0)
    #expect(
      try swivel(
        "render", "Swapper", "--orientation", "landscapeLeft", "--as-held", "--no-status-bar",
        "--output", held
      ).status == 0)
    func size(_ path: String) throws -> [UInt8] {
      [UInt8](try #require(FileManager.default.contents(atPath: path))[16..<24])
    }
    #expect(try size(plain) == [0, 0, 0x02, 0xEE, 0, 0, 0x05, 0x36])  // 750 × 1334
    #expect(try size(held) == [0, 0, 0x05, 0x36, 0, 0, 0x02, 0xEE])  // 1334 × 750
    let dump = try swivel(
      "dump", "AllInCode", "--model", "legacy", "--orientation", "landscapeRight")
    #expect(dump.stdout.contains("\"model\": \"legacy\""))
    #expect(dump.stdout.contains("\"transform\": [0, 1, -1, 0, 0, 0]"))
  }

  @Test func devicesListsTheCatalog() throws {
    let run = try swivel("devices")
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 13)
    #expect(lines[0].hasPrefix("id"))
    #expect(
      lines.contains {
        $0.hasPrefix("iphone6plus") && $0.contains("1242×2208") && $0.contains("wR hC")
      })
    #expect(lines.contains { $0.hasPrefix("ipadpro129") && $0.contains("2048×2732") })
  }

  @Test func textDumpIsARecursiveDescription() throws {
    let run = try swivel("dump", "AllInCode", "--format", "text", "--orientation", "landscapeRight")
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.first == "<Window; frame = (0 0; 667 375)>")
    #expect(
      lines.contains {
        $0.contains("<Label#theLabel; frame = (293.5 20; 200 20); text = 'Welcome'>")
      })
  }

  /// Each bad input exits non-zero; the first line of standard error is the error, naming the
  /// option. (argument-parser adds the usage on the lines after a usage error.)
  @Test(arguments: [
    (
      ["render", "Nope"],
      "Error: unknown scene 'Nope' for <scene>; valid scenes: AllInCode, Orientations"
    ),
    (
      ["render", "AllInCode", "--device", "nokia"],
      "Error: The value 'nokia' is invalid for '--device <device>'"
    ),
    (
      ["render", "AllInCode", "--orientation", "sideways"],
      "Error: The value 'sideways' is invalid for '--orientation <orientation>'. Please provide one of 'portrait', 'portraitUpsideDown', 'landscapeLeft' or 'landscapeRight'."
    ),
    (
      ["dump", "AllInCode", "--tap", "12"],
      "Error: The value '12' is invalid for '--tap <x,y>': expected X,Y in window points"
    ),
    (
      ["dump", "AllInCode", "--format", "xml"],
      "Error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'json' and 'text'."
    ),
    (
      ["dump", "AllInCode", "--model", "ios5"],
      "Error: The value 'ios5' is invalid for '--model <model>'. Please provide one of 'modern' and 'legacy'."
    ),
    (
      ["render", "AllInCode", "--output", "/nonexistent-folder/x.png"],
      "Error: cannot write /nonexistent-folder/x.png"
    ),
  ])
  func badInputExitsNonZeroNamingTheOption(arguments: [String], message: String) throws {
    let process = Process()
    process.executableURL = Self.executable
    process.arguments = arguments
    let err = Pipe()
    process.standardError = err
    process.standardOutput = Pipe()
    try process.run()
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus != 0)
    #expect(stderr.split(separator: "\n").first.map { $0.hasPrefix(message) } == true)
  }

  @Test func galleryWritesEveryImageAndAnIndexWhoseLinksAllResolve() throws {
    let folder = try temporaryFolder().appendingPathComponent("gallery")
    // Two scenes keep the test quick; the plan for every scene is tested in GalleryPlanTests.
    let run = try swivel(
      "gallery", "--scene", "Orientations", "--scene", "Squares", "--output", folder.path)
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)  // no progress bar when standard error is not a terminal
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 1)
    let summary = try #require(lines.first.map(String.init))
    #expect(summary.hasPrefix("Rendered "))
    #expect(summary.contains(" scenes, ") && summary.contains(" films) into \(folder.path) in "))
    #expect(summary.hasSuffix(" images/s)."))
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let pngs = files.filter { $0.hasSuffix(".png") }
    let count = try #require(Int(summary.dropFirst("Rendered ".count).prefix { $0.isNumber }))
    #expect(pngs.count == count)
    // Orientations: portrait and landscapeLeft on 12 devices; Squares: 3 orientations on 9
    // phones and 4 on 3 iPads; a sheet each, and a film each (animation and filmstrip); and a
    // dark, a large-text and an en-XA row each on the iPhone 6 (2 and 3 orientations), and an
    // accessibility image each.
    #expect(count == 12 * 2 + (9 * 3 + 3 * 4) + 2 + 2 * 2 + 3 * (2 + 3) + 2)
    #expect(files.contains("Squares.iphone6.landscapeLeft.dark.png"))
    #expect(files.contains("Orientations.iphone6.portrait.accessibilityLarge.png"))
    #expect(files.contains("Orientations.iphone6.portrait.en-XA.png"))
    #expect(files.contains("Squares.iphone6.portrait.accessibility.png"))
    #expect(summary.contains("(2 scenes, 2 sheets, 2 films)"))
    #expect(files.contains("Squares.film.iphone6.portrait-landscapeLeft.png"))
    #expect(files.contains("Squares.film.iphone6.portrait-landscapeLeft.strip.png"))
    #expect(files.contains("index.html"))
    #expect(files.contains("Squares.sheet.png") && files.contains("Orientations.sheet.png"))
    #expect(files.contains("Squares.ipadpro129.portraitUpsideDown.png"))
    #expect(!files.contains { $0.hasPrefix("AllInCode.") })
    let html = String(
      decoding: try #require(
        FileManager.default.contents(atPath: folder.appendingPathComponent("index.html").path)),
      as: UTF8.self)
    #expect(html.components(separatedBy: "<figure>").count - 1 == count)
    #expect(!html.lowercased().contains("http"))
    let sources = html.components(separatedBy: " src=\"").dropFirst().compactMap {
      $0.split(separator: "\"").first
    }
    #expect(sources.count == count)
    #expect(Set(sources.map(String.init)) == Set(pngs))
  }

  @Test func galleryWithAnUnknownSceneFailsListingTheScenes() throws {
    let folder = try temporaryFolder().appendingPathComponent("gallery")
    let run = try swivel("gallery", "--scene", "Nope", "--output", folder.path)
    #expect(run.status != 0)
    #expect(
      run.stderr.contains("unknown scene 'Nope' for --scene; valid scenes: AllInCode, Orientations")
    )
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }

  @Test func galleryIntoAFileFailsWithOneLineAndWritesNothing() throws {
    let folder = try temporaryFolder()
    let file = folder.appendingPathComponent("taken")
    try Data("x".utf8).write(to: file)
    let run = try swivel("gallery", "--output", file.appendingPathComponent("inside").path)
    #expect(run.status != 0)
    #expect(
      run.stderr.contains(
        "cannot use \(file.path)/inside as the gallery folder: \(file.path) is a file, not a folder; choose a writable folder with --output"
      ))
    #expect(
      run.stderr.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").count == 1)
    #expect(run.stdout.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["taken"])
  }

  @Test func boundsOverlayChangesTheRenderAndTheSheet() throws {
    let folder = try temporaryFolder()
    func bytes(_ name: String) throws -> Data {
      try #require(FileManager.default.contents(atPath: folder.appendingPathComponent(name).path))
    }
    #expect(
      try swivel("render", "AllInCode", "--output", folder.appendingPathComponent("plain.png").path)
        .status == 0)
    #expect(
      try swivel(
        "render", "AllInCode", "--bounds", "--output",
        folder.appendingPathComponent("bounds.png").path
      ).status == 0)
    #expect(try bytes("plain.png") != bytes("bounds.png"))
    #expect(
      try swivel(
        "sheet", "Orientations", "--devices", "iphone6", "--output",
        folder.appendingPathComponent("sheet.png").path
      ).status == 0)
    #expect(
      try swivel(
        "sheet", "Orientations", "--devices", "iphone6", "--bounds", "--output",
        folder.appendingPathComponent("sheet-bounds.png").path
      ).status == 0)
    #expect(try bytes("sheet.png") != bytes("sheet-bounds.png"))
  }

  @Test func docsWritesEveryDocumentationImage() throws {
    let folder = try temporaryFolder().appendingPathComponent("images")
    let run = try swivel("docs", "--output", folder.path)
    #expect(run.status == 0)
    let written = run.stdout.split(separator: "\n").map {
      URL(fileURLWithPath: String($0)).lastPathComponent
    }
    #expect(written.contains("allincode-iphone6-landscape-bounds.png"))
    #expect(try Set(FileManager.default.contentsOfDirectory(atPath: folder.path)) == Set(written))
  }
}
