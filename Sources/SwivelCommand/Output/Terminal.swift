import Foundation

/// The terminal-facing bits of the platform: whether standard error is a terminal, and writing
/// to it.
enum Terminal {
  /// True when standard error is a terminal (not a pipe or a file), so a progress bar makes sense.
  static var isStandardErrorATerminal: Bool { Platform.isStandardErrorATerminal }

  /// Writes text to standard error as it is, without a newline.
  static func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
