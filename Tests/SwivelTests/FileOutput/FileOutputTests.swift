import Foundation
import Swivel
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `FileOutput`'s rules for files, links, devices and folders. Its `-` (standard output) is
/// checked in a child process whose standard output is a pipe (`CLITests`'
/// `renderToADashWritesThePNGToStandardOutputOnly`), never by pointing this process's file
/// descriptor 1 elsewhere while other tests run.
@Suite struct FileOutputTests {
  static func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("swivel-output-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static func permissions(_ path: String) throws -> Int? {
    try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
  }

  @Test func writesAndReplacesAFileLeavingNoTemporaryFiles() throws {
    let folder = try Self.folder()
    let path = folder + "/a.png"
    try FileOutput.write([1, 2, 3], to: path)
    try FileOutput.write([4, 5], to: path)
    #expect(FileManager.default.contents(atPath: path) == Data([4, 5]))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["a.png"])
  }

  @Test func scratchFilesSkipTheSyncButAreStillReplacedWhole() throws {
    let folder = try Self.folder()
    let path = folder + "/artifact.png"
    try FileOutput.write([1, 2, 3], to: path, creatingFolders: false, syncing: false)
    try FileOutput.write([4], to: path, creatingFolders: false, syncing: false)
    #expect(FileManager.default.contents(atPath: path) == Data([4]))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["artifact.png"])
  }

  @Test func aNameAtTheSystemsLimitIsWritten() throws {
    let folder = try Self.folder()
    let name = String(repeating: "n", count: 251) + ".png"  // 255 bytes, NAME_MAX
    try FileOutput.write([1], to: folder + "/" + name)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [name])
  }

  @Test func aMissingFolderIsATypedErrorWithTheSystemsReason() throws {
    let path = try Self.folder() + "/missing/a.png"
    #expect {
      try FileOutput.write([1], to: path)
    } throws: { error in
      guard let error = error as? FileOutputError else { return false }
      return error.path == path && error.reason == "No such file or directory"
        && error.errorNumber == ENOENT
        && error.step == .open
        && error.description == "cannot write \(path): No such file or directory"
    }
  }

  @Test func anExistingFileKeepsItsMode() throws {
    let path = try Self.folder() + "/kept.png"
    try FileOutput.write([1], to: path)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
    try FileOutput.write([2], to: path)
    #expect(try Self.permissions(path) == 0o640)
    #expect(FileManager.default.contents(atPath: path) == Data([2]))
  }

  @Test func aReadOnlyFileIsRefusedAndLeftAlone() throws {
    let path = try Self.folder() + "/golden.png"
    try FileOutput.write([1, 2], to: path)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
    #expect {
      try FileOutput.write([3], to: path)
    } throws: { error in
      guard let error = error as? FileOutputError else { return false }
      return error.reason.hasPrefix("the file is read-only (mode 444)")
        && error.errorNumber == EACCES
    }
    #expect(FileManager.default.contents(atPath: path) == Data([1, 2]))
    #expect(try Self.permissions(path) == 0o444)
  }

  @Test func aSymbolicLinkIsFollowedAndStaysALink() throws {
    let folder = try Self.folder()
    try FileOutput.write([1], to: folder + "/target.png")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/link.png", withDestinationPath: "target.png")
    try FileOutput.write([7, 8], to: folder + "/link.png")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.png")
        == "target.png")
    #expect(FileManager.default.contents(atPath: folder + "/target.png") == Data([7, 8]))
    // A dangling link creates its target.
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/dangling.png", withDestinationPath: "new.png")
    try FileOutput.write([9], to: folder + "/dangling.png")
    #expect(FileManager.default.contents(atPath: folder + "/new.png") == Data([9]))
  }

  @Test func devNullIsWrittenThroughNotReplaced() throws {
    try FileOutput.write(Array(repeating: 1, count: 100_000), to: "/dev/null")
    var info = stat()
    #expect(lstat("/dev/null", &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFCHR)
  }

  @Test func aFullDeviceReportsNoSpace() throws {
    #expect {
      try FileOutput.write([1, 2, 3], to: "/dev/full")
    } throws: { error in
      guard let error = error as? FileOutputError else { return false }
      return error.step == .write && error.errorNumber == ENOSPC
        && error.reason == "No space left on device"
    }
  }

  @Test func aFIFOIsWrittenThroughNotReplaced() throws {
    let path = try Self.folder() + "/pipe"
    #expect(mkfifo(path, 0o600) == 0)
    let reader = open(path, O_RDONLY | O_NONBLOCK)
    #expect(reader >= 0)
    defer { close(reader) }
    try FileOutput.write([1, 2, 3], to: path)
    var buffer = [UInt8](repeating: 0, count: 8)
    #expect(read(reader, &buffer, 8) == 3)
    #expect(Array(buffer.prefix(3)) == [1, 2, 3])
    var info = stat()
    #expect(lstat(path, &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFIFO)
  }

  @Test(arguments: ["", "folder/", "dir"])
  func pathsThatNameNoFileAreErrors(name: String) throws {
    let folder = try Self.folder()
    try FileManager.default.createDirectory(
      atPath: folder + "/dir", withIntermediateDirectories: true)
    let path = name.isEmpty ? "" : folder + "/" + name
    #expect(throws: FileOutputError.self) { try FileOutput.write([1], to: path) }
    #expect(!FileManager.default.fileExists(atPath: folder + "/folder"))
  }

  @Test func createFolderMakesEveryLevelAndNamesAFileInTheWay() throws {
    let folder = try Self.folder()
    try FileOutput.createFolder(folder + "/a/b/c")
    try FileOutput.createFolder(folder + "/a/b/c")  // existing is fine
    var isFolder: ObjCBool = false
    #expect(
      FileManager.default.fileExists(atPath: folder + "/a/b/c", isDirectory: &isFolder)
        && isFolder.boolValue)
    try FileOutput.write([1], to: folder + "/file")
    #expect {
      try FileOutput.createFolder(folder + "/file/sub")
    } throws: { error in
      guard let error = error as? FileOutputError else { return false }
      return error.step == .createFolder && error.reason == "\(folder)/file is a file, not a folder"
        && error.errorNumber == ENOTDIR
    }
    try FileOutput.write([5], to: folder + "/x/y/z.png", creatingFolders: true)
    #expect(FileManager.default.contents(atPath: folder + "/x/y/z.png") == Data([5]))
  }
}
