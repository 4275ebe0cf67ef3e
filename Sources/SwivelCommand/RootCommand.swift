import ArgumentParser
import Foundation

/// The root command: its name is the running executable's (`swivel`, `my-docs`).
struct RootCommand: AsyncParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: commandName,
      abstract: "Render, dump, film and document iOS-style screens written all in code.",
      subcommands: SwivelCommand.subcommands
    )
  }

  /// The executable's file name, `swivel` when unknown.
  static var commandName: String {
    let name = (CommandLine.arguments.first ?? "").split(separator: "/").last.map(String.init) ?? ""
    return name.isEmpty || name.hasPrefix("swiftpm-testing-helper") || name.hasSuffix(".xctest")
      ? "swivel" : name
  }
}
