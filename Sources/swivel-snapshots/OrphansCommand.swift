import ArgumentParser
import Foundation
import SwivelSnapshotTesting

/// `swivel-snapshots orphans`: goldens no assertion claimed in the last complete run.
struct OrphansCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "orphans",
    abstract: "List the goldens under Snapshots/ that no assertion used in the last complete test run.",
    discussion: "Exits 1 when there are any (and --delete was not given).")

  @Flag(help: "Remove them.")
  var delete = false

  @OptionGroup var package: PackageOption

  func run() throws {
    let review = try SnapshotReview(
      directory: package.packagePath, environment: ProcessInfo.processInfo.environment)
    let finder = OrphanedGoldens(review: review)
    let orphans = try finder.find()
    guard !orphans.isEmpty else {
      print("No orphaned goldens: the last run used every file under Snapshots/.")
      return
    }
    if delete {
      try finder.delete(orphans)
      for golden in orphans { print("Deleted \(golden)") }
      return
    }
    print("\(orphans.count) golden\(orphans.count == 1 ? "" : "s") no assertion used in the last complete run:")
    for golden in orphans { print("  \(golden)") }
    print("Remove them with: swift run swivel-snapshots orphans --delete")
    throw ExitCode.failure
  }
}
