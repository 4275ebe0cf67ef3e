import ArgumentParser

/// `swift run swivel-snapshots`: review the last test run's snapshot failures, accept them
/// without running the tests again, and find goldens no test uses any more.
@main
struct SwivelSnapshots: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "swivel-snapshots",
    abstract: "Review and accept the last test run's snapshot failures; find unused goldens.",
    discussion: """
      Reads .build/swivel-artifacts/manifest.json (or the one in $SWIVEL_ARTIFACTS), which every \
      `swift test` run with Swivel snapshot assertions writes.
      """,
    subcommands: [ReviewCommand.self, AcceptCommand.self, OrphansCommand.self],
    defaultSubcommand: ReviewCommand.self)
}

/// The option every subcommand takes: which package.
struct PackageOption: ParsableArguments {
  @Option(help: "The package whose test run to use (default: the current folder's).")
  var packagePath = "."
}
