import Foundation

/// Reads a golden file, telling "there is none" apart from "it cannot be read" (with the
/// system's reason).
enum GoldenReader {
  enum Result {
    case missing
    case unreadable(String)
    case bytes([UInt8])
  }

  static func read(_ url: URL) -> Result {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      // A dangling symbolic link is a golden that cannot be read, not a missing one.
      if (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil {
        return .unreadable("it is a symbolic link to a file that does not exist")
      }
      return .missing
    }
    if isFolder.boolValue { return .unreadable("it is a folder, not a file") }
    do {
      return .bytes(Array(try Data(contentsOf: url)))
    } catch {
      return .unreadable("it cannot be read (\(FileOutput.reason(for: error)))")
    }
  }
}
