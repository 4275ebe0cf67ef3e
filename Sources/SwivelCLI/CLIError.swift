import SwivelDemos

/// A one-line error for the user: what was wrong and the valid choices.
struct CLIError: Error, CustomStringConvertible {
  let description: String
}

extension SceneCatalog {
  /// The scene with a name given on the command line, or an error listing the valid names.
  static func scene(named name: String) throws(CLIError) -> Scene {
    guard let scene = named(name) else {
      throw CLIError(description: "unknown scene '\(name)'; valid scenes: \(names.joined(separator: ", "))")
    }
    return scene
  }
}
