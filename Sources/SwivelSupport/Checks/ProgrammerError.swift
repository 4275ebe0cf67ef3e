/// Stops the program with `message` when `condition` is false: a programmer error, such as a
/// negative index or a view added to itself.
///
/// Unlike `precondition(_:_:)` and `preconditionFailure(_:)`, whose messages `-O` (release)
/// builds drop (leaving only `precondition failure`), `fatalError(_:)` prints its message in
/// every configuration but `-Ounchecked`, so the reason reaches the user whichever way Swivel
/// was built. Swivel checks every programmer error through this one function.
@inline(__always)
package func requirePrecondition(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  if !condition() { programmerError(message(), file: file, line: line) }
}

/// Stops the program with `message`, in release builds too (see ``requirePrecondition(_:_:file:line:)``).
package func programmerError(_ message: String, file: StaticString = #fileID, line: UInt = #line)
  -> Never
{
  fatalError(message, file: file, line: line)
}
