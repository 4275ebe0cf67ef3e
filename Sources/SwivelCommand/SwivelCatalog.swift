public import SwivelGallery

/// What the commands of ``SwivelCommand`` work on: the scenes, and the documentation images
/// `docs` regenerates.
public struct SwivelCatalog: Sendable {
  /// The scenes, in documentation order.
  public var scenes: [Scene]
  /// The images `docs` writes.
  public var documentationImages: [DocumentationImage]
  /// The folder `docs` writes into unless `--output` says otherwise.
  public var documentationFolder: String

  /// Creates a catalog.
  public init(
    scenes: [Scene], documentationImages: [DocumentationImage] = [],
    documentationFolder: String = "docs/images"
  ) {
    self.scenes = scenes
    self.documentationImages = documentationImages
    self.documentationFolder = documentationFolder
  }

  /// The catalog of the command running on this task.
  @TaskLocal static var current = SwivelCatalog(scenes: [])

  /// The first scene name given to two scenes, or nil when every name is distinct.
  var duplicateSceneName: String? {
    var seen: Set<String> = []
    return scenes.first { !seen.insert($0.name).inserted }?.name
  }

  /// The scene names, for messages listing the valid choices.
  var sceneNames: [String] { scenes.map(\.name) }

  /// The scene with a name given on the command line, or an error naming the option and listing
  /// the valid names.
  func scene(named name: String, option: String = "<scene>") throws(CLIError) -> Scene {
    guard let scene = scenes.first(where: { $0.name == name }) else {
      if scenes.isEmpty {
        throw CLIError("no scenes to show: pass your scenes to SwivelCommand.main(scenes:)")
      }
      throw CLIError(
        "unknown scene \(Printable.quoted(name)) for \(option); valid scenes: \(sceneNames.joined(separator: ", "))"
      )
    }
    return scene
  }
}
