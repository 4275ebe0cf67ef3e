/// Whether a test process runs a selection of the tests rather than all of them, read from its
/// arguments as `swift test` passes them: Swift Testing's process gets `--filter X` and
/// `--skip X` as they are; the XCTest process gets the matching tests as one positional
/// argument (`Module.Class/test,Module.Class/other`). A parallel XCTest run (`swift test
/// --parallel`) also names tests one by one, so it counts as filtered too.
struct TestRunFilter: Equatable {
  /// The filtering arguments (empty for a complete run).
  let arguments: [String]

  /// True when the process runs a selection.
  var isFiltered: Bool { !arguments.isEmpty }

  /// Reads the arguments of a test process (the first is the executable).
  init(processArguments: [String]) {
    var found: [String] = []
    let rest = Array(processArguments.dropFirst())
    let swiftTesting =
      rest.contains("--testing-library") || rest.contains { $0.hasPrefix("--testing-library=") }
    var index = 0
    while index < rest.count {
      let argument = rest[index]
      if ["--filter", "--skip"].contains(argument) {
        found.append(argument + (index + 1 < rest.count ? " " + rest[index + 1] : ""))
        index += 2
        continue
      }
      if argument.hasPrefix("--filter=") || argument.hasPrefix("--skip=") {
        found.append(argument)
      } else if !swiftTesting, !argument.hasPrefix("-") {
        // XCTest's test specifiers.
        found.append(argument)
      } else if argument.hasPrefix("-"), index + 1 < rest.count, !rest[index + 1].hasPrefix("-"),
        Self.optionsWithValues.contains(argument)
      {
        index += 1
      }
      index += 1
    }
    arguments = found
  }

  /// Options of the test processes that take a value, so the value is not read as a test.
  private static let optionsWithValues: Set<String> = [
    "--testing-library", "--xunit-output", "--attachments-path", "--event-stream-output-path",
    "--event-stream-version", "--repetitions", "--repeat-until",
    "--experimental-event-stream-output",
    "--configuration-path", "--experimental-configuration-path",
  ]

  /// This process's filter.
  static let current = TestRunFilter(processArguments: CommandLine.arguments)
}
