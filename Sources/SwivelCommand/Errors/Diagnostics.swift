import Foundation

/// Notes for the user on standard error.
enum Diagnostics {
  /// Writes `note: <message>` on standard error.
  static func note(_ message: String) {
    FileHandle.standardError.write(Data(("note: " + message + "\n").utf8))
  }
}
