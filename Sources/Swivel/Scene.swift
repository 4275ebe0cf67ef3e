/// A named, reproducible screen: a factory for a fresh root view controller. The CLI renders
/// and dumps scenes, and the gallery documents them.
public struct Scene: Sendable {
  /// The scene's name (`AllInCode`).
  public let name: String
  /// One sentence on what the scene shows.
  public let summary: String
  /// The source file that defines it, relative to the package root (for documentation links).
  public let sourcePath: String
  private let make: @Sendable () -> ViewController

  /// Creates a scene.
  public init(
    name: String, summary: String, sourcePath: String,
    makeController: @escaping @Sendable () -> ViewController
  ) {
    self.name = name
    self.summary = summary
    self.sourcePath = sourcePath
    self.make = makeController
  }

  /// A new root view controller for the scene.
  public func makeController() -> ViewController { make() }
}
