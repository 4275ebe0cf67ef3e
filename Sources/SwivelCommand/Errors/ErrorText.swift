import Foundation

/// Error text safe for a terminal: argument-parser quotes the value it rejected, so any
/// argument holding a control character (a newline in `--output`) is shown escaped instead.
enum ErrorText {
  /// `message` with each argument that holds a control character replaced by its escaped form.
  static func message(_ message: String, arguments: [String]) -> String {
    var text = message
    for argument in arguments where Printable.escaped(argument) != argument {
      text = text.replacingOccurrences(of: argument, with: Printable.escaped(argument))
    }
    return text
  }
}
