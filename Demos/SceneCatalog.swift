/// Every demo scene, one per seed example.
public enum SceneCatalog {
  /// All scenes, in documentation order.
  public static let all: [Scene] = [
    Scene(
      name: "AllInCode",
      summary: "Two buttons and a label created in code, frames computed from the bounds per orientation.",
      sourcePath: "Demos/AllInCode.swift", applicationOrientations: .all,
      makeController: { AllInCodeViewController() }),
    Scene(
      name: "Orientations",
      summary: "A \"This way up\" label; the controller allows only portrait and landscape-left.",
      sourcePath: "Demos/Orientations.swift",
      makeController: { OrientationsViewController() }),
    Scene(
      name: "OrientationSpecific",
      summary: "Three squares in a column when tall, in a row when wide, switched in viewWillTransition(to:).",
      sourcePath: "Demos/OrientationSpecific.swift",
      makeController: { OrientationSpecificViewController() }),
    Scene(
      name: "Swapper",
      summary: "iOS 7 legacy model: whole views swapped in didRotate(from:) under a ±90° root transform.",
      sourcePath: "Demos/Swapper.swift", model: .legacy,
      makeController: { SwapperViewController() }),
    Scene(
      name: "SwapperModern",
      summary: "iOS 8+ model: the same views swapped in viewWillTransition(to:) with no transform.",
      sourcePath: "Demos/Swapper.swift",
      makeController: { ModernSwapperViewController() }),
  ]

  /// The scene with a name, or nil.
  public static func named(_ name: String) -> Scene? {
    all.first { $0.name == name }
  }

  /// The scene names, for messages listing valid choices.
  public static var names: [String] { all.map(\.name) }
}
