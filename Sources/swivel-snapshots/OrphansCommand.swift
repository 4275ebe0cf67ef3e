import ArgumentParser
import Foundation
import SwivelSnapshotTesting

/// `swivel-snapshots orphans`: goldens no assertion claimed in the last complete run.
struct OrphansCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "orphans",
    abstract:
      "List the goldens under Snapshots/ that no assertion used in the last complete test run.",
    discussion: """
      Exits 1 when there are any (and --delete was not given). Names holding a quote, a \
      backslash, or control or invisible characters (a newline) are printed in double quotes, \
      escaped as in a Swift string literal, so each golden is one line.
      """)

  @Flag(help: "Remove them.")
  var delete = false

  @OptionGroup var package: PackageOption

  func run() throws {
    let review = try SnapshotReview(
      directory: package.packagePath, environment: ProcessInfo.processInfo.environment)
    let finder = OrphanedGoldens(review: review)
    let orphans = try finder.find()
    guard !orphans.isEmpty else {
      print(OrphanedGoldens.listing(orphans))
      return
    }
    if delete {
      try finder.delete(orphans)
      for golden in orphans { print("Deleted " + PrintedName.text(golden)) }
      return
    }
    print(OrphanedGoldens.listing(orphans))
    throw ExitCode.failure
  }
}
