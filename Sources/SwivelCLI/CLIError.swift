/// A one-line error for the user: what was wrong and the valid choices.
struct CLIError: Error, CustomStringConvertible {
  let description: String
}
