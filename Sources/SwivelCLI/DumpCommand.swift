import ArgumentParser
import SwivelDemos

/// `swivel dump`: a scene's view tree as JSON or text.
struct DumpCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "dump", abstract: "Print a scene's view tree.")

  @OptionGroup var options: SceneOptions

  @Option(help: "json or text.")
  var format = "json"

  func run() throws {
    guard format == "json" || format == "text" else {
      throw CLIError(description: "unknown format '\(format)'; valid formats: json, text")
    }
    let (scene, host) = try options.launch()
    if format == "text" {
      print(host.window.recursiveDescription)
    } else {
      print(host.jsonDump(scene: scene.name).serialized())
    }
  }
}
