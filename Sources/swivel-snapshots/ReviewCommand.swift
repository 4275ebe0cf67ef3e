import ArgumentParser
import Foundation
import SwivelSnapshotTesting

/// `swivel-snapshots review`: lists the last run's failures; opens nothing by itself.
struct ReviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "review",
    abstract: "List the last test run's snapshot failures, with their files and accept commands.")

  @OptionGroup var package: PackageOption

  func run() throws {
    let review = try SnapshotReview(
      directory: package.packagePath, environment: ProcessInfo.processInfo.environment)
    print(review.listing(try review.manifest()))
  }
}
