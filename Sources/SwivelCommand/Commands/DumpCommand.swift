import ArgumentParser
import SwivelGallery

/// `swivel dump`: a scene's view tree as JSON or text, for exactly the screen `render` draws
/// with the same options; with `--accessibility`, what VoiceOver reads, in its order.
struct DumpCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dump", abstract: "Print a scene's view tree.")

  @OptionGroup var options: SceneOptions
  @OptionGroup var presentation: PresentationOptions

  @Option(help: "The output format.")
  var format = DumpFormat.json

  @Flag(
    help:
      "Print the accessibility elements in the order VoiceOver reads them instead of the view tree."
  )
  var accessibility = false

  func run() throws {
    let (scene, host) = try options.launch()
    if accessibility {
      let elements = host.window.accessibilityElementsInOrder()
      switch format {
      case .text: print(AccessibilityDescription.text(elements), terminator: "")
      case .json: print(AccessibilityDescription.json(elements).serialized())
      }
      return
    }
    switch format {
    case .text:
      print(host.window.recursiveDescription)
    case .json:
      print(Self.dump(host, scene: scene.name, presentation: presentation).serialized())
    }
  }

  /// The JSON dump, with `statusBar` saying what the matching render draws: hidden, with a zero
  /// frame, under `--no-status-bar`.
  static func dump(_ host: DeviceHost, scene: String, presentation: PresentationOptions)
    -> JSONValue
  {
    let json = host.jsonDump(scene: scene)
    guard presentation.noStatusBar, case .object(let fields) = json else { return json }
    return .object(
      fields.map { key, value in
        key == "statusBar"
          ? (key, .object([("hidden", .bool(true)), ("frame", JSONValue.numbers([0, 0, 0, 0]))]))
          : (key, value)
      })
  }
}
