import Foundation
import Testing
import Swivel

@Suite struct FileOutputTests {
  static func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("swivel-output-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func writesAndReplacesAFile() throws {
    let path = try Self.folder() + "/a.png"
    try FileOutput.write([1, 2, 3], to: path)
    try FileOutput.write([4, 5], to: path)
    #expect(FileManager.default.contents(atPath: path) == Data([4, 5]))
  }

  @Test func aMissingFolderIsATypedErrorWithTheSystemsReason() throws {
    let path = try Self.folder() + "/missing/a.png"
    #expect {
      try FileOutput.write([1], to: path)
    } throws: { error in
      guard let error = error as? FileWriteError else { return false }
      return error.path == path && error.reason == "No such file or directory"
        && error.description == "cannot write \(path): No such file or directory"
    }
  }
}
