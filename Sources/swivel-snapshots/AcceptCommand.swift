import ArgumentParser
import Foundation
import SwivelSnapshotTesting

/// `swivel-snapshots accept`: copies reviewed actual snapshots onto their goldens.
struct AcceptCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "accept",
    abstract: "Copy the last run's actual snapshots onto their goldens, without running the tests again.",
    discussion: """
      Each argument selects failures by golden path or file name, or by a regular expression \
      found in the golden's path or the test's name (Module.Suite.test). Nothing is written \
      when CI is set, when nothing matches, or when a golden changed since the run.
      """)

  @Flag(help: "Accept every failure of the last run that has an actual snapshot.")
  var all = false

  @Argument(help: "Goldens or tests to accept.")
  var filters: [String] = []

  @OptionGroup var package: PackageOption

  func validate() throws {
    if all == !filters.isEmpty {
      throw ValidationError(
        all ? "give --all or goldens to accept, not both" : "give the goldens or tests to accept, or --all")
    }
  }

  func run() throws {
    let review = try SnapshotReview(
      directory: package.packagePath, environment: ProcessInfo.processInfo.environment)
    let outcome = try GoldenAcceptance(review: review).accept(all ? .all : .matching(filters))
    for copy in outcome.written { print("Wrote \(copy.golden) (from \(copy.actual))") }
    for golden in outcome.unchanged { print("Unchanged \(golden) (it already holds the actual)") }
    for skip in outcome.skipped { print("Skipped \(skip.golden): it \(skip.reason)") }
    if !outcome.written.isEmpty { print("Review the goldens and commit them.") }
  }
}
