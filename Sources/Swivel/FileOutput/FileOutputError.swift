import SwivelSupport

/// A file that could not be written: the path, the step that failed and the operating
/// system's reason. The underlying `errno` is kept as ``errorNumber`` for callers that branch on it.
public struct FileOutputError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The step that failed.
  public enum Step: String, Sendable, Hashable {
    /// Looking at what is at the path (`lstat`, `readlink`).
    case inspect
    /// Creating a folder on the way to the file.
    case createFolder = "create folder"
    /// Opening the file, or the temporary file next to it.
    case open
    /// Writing the bytes.
    case write
    /// Flushing them to the disk (`fsync`).
    case sync
    /// Closing the file.
    case close
    /// Putting the new file in place (`rename`).
    case rename
  }

  /// The path the caller asked for (for a symbolic link: the link, not its target).
  public let path: String
  /// The step that failed.
  public let step: Step
  /// The `errno` of the failing call (`ENOSPC` is 28 on Linux), or nil when Swivel itself
  /// refused (``reason`` says why).
  public let errorNumber: Int32?
  /// Why, in the system's words (`Permission denied`, `Not a directory`), or Swivel's own
  /// sentence when it refused the write itself.
  public let reason: String

  /// Creates an error from a failed system call's `errno`.
  init(path: String, step: Step, errorNumber: Int32) {
    self.path = path
    self.step = step
    self.errorNumber = errorNumber
    self.reason = Platform.describe(errorNumber)
  }

  /// Creates an error for a write Swivel refuses (with its own reason and, where one fits, the
  /// `errno` it stands for).
  init(path: String, step: Step, reason: String, errorNumber: Int32? = nil) {
    self.path = path
    self.step = step
    self.errorNumber = errorNumber
    self.reason = reason
  }

  /// `cannot write <path>: <reason>`.
  public var description: String { "cannot write \(path): \(reason)" }
}
