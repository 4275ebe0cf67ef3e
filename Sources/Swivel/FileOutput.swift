import Foundation

/// A file that could not be written: the path and the operating system's reason.
public struct FileWriteError: Error, Sendable, CustomStringConvertible {
  /// The file's path.
  public let path: String
  /// Why, in the system's words (`Permission denied`, `Not a directory`).
  public let reason: String

  /// `cannot write <path>: <reason>`.
  public var description: String { "cannot write \(path): \(reason)" }
}

/// Writes output files (renders, sheets, galleries) atomically: a temporary file, then a
/// rename, so a failed or interrupted write never leaves a half-written file in place.
public enum FileOutput {
  /// Writes `bytes` to `path`, replacing an older file of the same name.
  public static func write(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
    do {
      try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw FileWriteError(path: path, reason: reason(for: error))
    }
  }

  /// The operating system's words for a Foundation file error (`Not a directory`), else the
  /// error's own description.
  public static func reason(for error: any Error) -> String {
    let nsError = error as NSError
    // On Linux the underlying error comes back as `any Error`, not as an `NSError` value.
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error {
      let posix = underlying as NSError
      if posix.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(posix.code))) }
    }
    return nsError.localizedDescription
  }
}
