/// A one-line error for the user: what was expected, what was found, and what to do.
struct CLIError: Error, CustomStringConvertible {
  /// The message.
  let description: String

  /// Creates an error with a message.
  init(_ description: String) {
    self.description = description
  }
}
