import ArgumentParser

/// `swivel scenes`: lists the scenes.
struct ScenesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scenes", abstract: "List the scenes.")

  func run() {
    let scenes = SwivelCatalog.current.scenes
    let width = scenes.map(\.name.count).max() ?? 0
    for scene in scenes {
      print(scene.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + scene.summary)
    }
  }
}
