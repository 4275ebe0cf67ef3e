/// An operating-system error number (`errno`) as a value: `ENOSPC` is
/// `SystemErrorNumber(rawValue: 28)`, described as the system describes it.
public struct SystemErrorNumber: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
  /// The C `errno` value.
  public let rawValue: Int32

  /// Wraps an `errno` value.
  public init(rawValue: Int32) { self.rawValue = rawValue }

  /// The system's words (`No space left on device`), from `strerror`.
  public var description: String { Platform.describe(rawValue) }
}

/// A file that could not be written: the path, the step that failed and the operating
/// system's reason. The underlying `errno` is kept as ``code`` for callers that branch on it.
public struct FileWriteError: Error, Sendable, Hashable, CustomStringConvertible {
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
  /// The `errno` of the failing call, or nil when Swivel itself refused (``reason`` says why).
  public let code: SystemErrorNumber?
  /// Why, in the system's words (`Permission denied`, `Not a directory`), or Swivel's own
  /// sentence when it refused the write itself.
  public let reason: String

  /// Creates an error from a failed system call's `errno`.
  public init(path: String, step: Step, code: SystemErrorNumber) {
    self.path = path
    self.step = step
    self.code = code
    self.reason = code.description
  }

  /// Creates an error for a write Swivel refuses (with its own reason and, where one fits, the
  /// `errno` it stands for).
  public init(path: String, step: Step, reason: String, code: SystemErrorNumber? = nil) {
    self.path = path
    self.step = step
    self.code = code
    self.reason = reason
  }

  /// `cannot write <path>: <reason>`.
  public var description: String { "cannot write \(path): \(reason)" }
}
