import ArgumentParser
import Foundation

/// An output file path: not empty, not ending in `/`, not an existing folder. `-` is standard
/// output (`FileOutput` handles it).
struct OutputPath: ExpressibleByArgument, Sendable, Equatable {
  /// The path as given.
  let path: String

  init(path: String) {
    self.path = path
  }

  init?(argument: String) {
    guard let output = try? Self.parse(argument) else { return nil }
    self = output
  }

  static func parse(_ text: String) throws(CLIError) -> OutputPath {
    guard !text.isEmpty else {
      throw CLIError("expected a file path; found an empty path")
    }
    guard !text.hasSuffix("/") else {
      throw CLIError(
        "expected a file path; found \(Printable.quoted(text)), which ends in '/' like a folder")
    }
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: text, isDirectory: &isFolder), isFolder.boolValue {
      throw CLIError("expected a file path; found \(Printable.quoted(text)), which is a folder")
    }
    return OutputPath(path: text)
  }

  static func transform(_ text: String) throws -> OutputPath {
    do {
      return try parse(text)
    } catch {
      throw ValidationError(error.description)
    }
  }
}
