import ArgumentParser
import SwivelDemos

/// `swivel scenes`: lists the scenes.
struct ScenesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "scenes", abstract: "List the demo scenes.")

  func run() {
    let width = SceneCatalog.names.map(\.count).max() ?? 0
    for scene in SceneCatalog.all {
      print(scene.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + scene.summary)
    }
  }
}
