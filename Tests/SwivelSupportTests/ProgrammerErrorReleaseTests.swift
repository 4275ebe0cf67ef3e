import Foundation
import Testing

/// Programmer-error messages must reach the user from a release (`-O`) build, where
/// `precondition` and `preconditionFailure` print only "precondition failure".
///
/// The check compiles the one helper every Swivel programmer error goes through
/// (`Sources/SwivelSupport/Checks/ProgrammerError.swift`) with `swiftc -O` into a tiny executable,
/// runs it as a subprocess and reads its standard error: one small compile (a few seconds),
/// instead of a release build of the package. As a control, the same program written with
/// `precondition` is shown to lose its message under `-O`, which is what the helper exists for.
@Suite struct ProgrammerErrorReleaseTests {
  private static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Compiles `main` (plus `extra` sources) with `swiftc -O`, runs it, returns its stderr.
  private func runReleaseProgram(main: String, extra: [URL]) throws -> (
    status: Int32, stderr: String
  ) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swivel-release-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let mainFile = folder.appendingPathComponent("main.swift")
    try main.write(to: mainFile, atomically: true, encoding: .utf8)
    let binary = folder.appendingPathComponent("probe")
    let compile = try run(
      "/usr/bin/env",
      [
        "swiftc", "-O", "-package-name", "Swivel", "-module-name", "Probe",
        "-o", binary.path, mainFile.path,
      ] + extra.map(\.path))
    #expect(compile.status == 0, "swiftc -O failed: \(compile.stderr)")
    return try run(binary.path, [])
  }

  private func run(_ executable: String, _ arguments: [String]) throws -> (
    status: Int32, stderr: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func theHelperKeepsItsMessageUnderDashO() throws {
    let helper = Self.packageRoot.appendingPathComponent(
      "Sources/SwivelSupport/Checks/ProgrammerError.swift")
    let result = try runReleaseProgram(
      main:
        #"requirePrecondition(CommandLine.arguments.count > 5, "insertSubview(_:at:) needs an index of 0 or more, got -1")"#,
      extra: [helper])
    #expect(result.status != 0)
    #expect(
      result.stderr.contains("insertSubview(_:at:) needs an index of 0 or more, got -1"),
      "stderr: \(result.stderr)")
  }

  @Test func plainPreconditionLosesItsMessageUnderDashO() throws {
    let result = try runReleaseProgram(
      main: #"precondition(CommandLine.arguments.count > 5, "the message that -O drops")"#,
      extra: [])
    #expect(result.status != 0)
    #expect(!result.stderr.contains("the message that -O drops"), "stderr: \(result.stderr)")
  }
}
