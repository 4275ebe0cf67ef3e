/// Every demo scene, one per seed example.
public enum SceneCatalog {
  /// All scenes, in documentation order.
  public static let all: [Scene] = [
    Scene(
      name: "AllInCode",
      summary: "Two buttons and a label created in code, frames computed from the bounds per orientation.",
      sourcePath: "Demos/AllInCode.swift",
      makeController: { AllInCodeViewController() }),
  ]

  /// The scene with a name, or nil.
  public static func named(_ name: String) -> Scene? {
    all.first { $0.name == name }
  }

  /// The scene names, for messages listing valid choices.
  public static var names: [String] { all.map(\.name) }
}
