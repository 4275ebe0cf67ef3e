import Foundation
import Testing

/// The `swivel` binary finds its fonts beside itself or through `SWIVEL_FONT_DIR`; without
/// either it reports the documented font error, naming `SWIVEL_FONT_DIR`, and never traps.
@Suite struct CLIFontTests {
  /// Runs the binary at `executable` with `arguments` and `environment` added to this
  /// process's.
  private func run(_ executable: URL, _ arguments: [String], environment: [String: String] = [:])
    throws -> CLITests.Run
  {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLITests.Run(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  @Test func aBinaryWithoutItsResourceBundleNamesSwivelFontDir() throws {
    // The binary, alone in a folder beside the products folder (a hard link where the file
    // system allows it, else a copy), so no resource bundle is next to it.
    let products = CLITests.executable.deletingLastPathComponent()
    let folder = products.deletingLastPathComponent().appendingPathComponent(
      "swivel-fontless-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let alone = folder.appendingPathComponent("swivel")
    do {
      try FileManager.default.linkItem(at: CLITests.executable, to: alone)
    } catch {
      try FileManager.default.copyItem(at: CLITests.executable, to: alone)
    }
    let output = folder.appendingPathComponent("out.png").path

    let missing = try run(
      alone, ["render", "AllInCode", "--output", output], environment: ["SWIVEL_FONT_DIR": ""])
    #expect(missing.status == 1, "\(missing.stderr)")
    #expect(missing.stderr.contains("SWIVEL_FONT_DIR"), "\(missing.stderr)")
    #expect(
      missing.stderr.contains("Swivel_SwivelGraphics.resources/Fonts/Inter"), "\(missing.stderr)")
    #expect(!missing.stderr.contains("could not load resource bundle"))
    #expect(!FileManager.default.fileExists(atPath: output))

    let fonts = products.appendingPathComponent("Swivel_SwivelGraphics.resources/Fonts").path
    let pointed = try run(
      alone, ["render", "AllInCode", "--output", output], environment: ["SWIVEL_FONT_DIR": fonts])
    #expect(pointed.status == 0, "\(pointed.stderr)")
    #expect(FileManager.default.fileExists(atPath: output))
  }
}
