import ArgumentParser
import Foundation
import SwivelSnapshotTesting

/// `swivel-snapshots accept`: copies reviewed actual snapshots onto their goldens.
struct AcceptCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "accept",
    abstract:
      "Copy the last run's actual snapshots onto their goldens, without running the tests again.",
    discussion: """
      Each argument names one golden exactly: its path relative to the package root, its \
      absolute path, or its file name when only one failing golden has it. --match selects \
      the failures whose golden path or test name (Module.Suite.test) a regular expression is \
      found in. Every argument must select a failure. What will be written is printed before \
      it is written. Nothing is written when CI is set, when an argument selects nothing, when \
      a golden lies outside the package's Snapshots or __Snapshots__ folders, or when a golden \
      changed since the run.
      """)

  @Flag(help: "Accept every failure of the last run that has an actual snapshot.")
  var all = false

  @Option(
    name: .customLong("match"),
    help: ArgumentHelp(
      "Accept the failures whose golden path or test name this regular expression is found in.",
      valueName: "pattern"))
  var patterns: [String] = []

  @Argument(help: "Goldens to accept: a path relative to the package root, or a file name.")
  var goldens: [String] = []

  @OptionGroup var package: PackageOption

  func validate() throws {
    let named = !goldens.isEmpty || !patterns.isEmpty
    if all == named {
      throw ValidationError(
        all
          ? "give --all, or goldens and --match patterns, not both"
          : "give the goldens to accept, --match <pattern>, or --all")
    }
  }

  func run() throws {
    let review = try SnapshotReview(
      directory: package.packagePath, environment: ProcessInfo.processInfo.environment)
    let acceptance = GoldenAcceptance(review: review)
    let plan = try acceptance.plan(all ? .all : .named(goldens: goldens, patterns: patterns))
    print(plan.listing)
    let outcome = try acceptance.write(plan)
    for copy in outcome.written {
      print("Wrote \(PrintedName.text(copy.golden)) (from \(PrintedName.text(copy.actual)))")
    }
    if !outcome.written.isEmpty { print("Review the goldens and commit them.") }
  }
}
