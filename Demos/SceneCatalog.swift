/// Every demo scene, one per seed example.
public enum SceneCatalog {
  /// All scenes, in documentation order.
  public static let all: [Scene] = [
    Scene(
      name: "AllInCode",
      summary:
        "Two buttons and a label created in code, frames computed from the bounds per orientation.",
      sourcePath: "Demos/AllInCode.swift", applicationOrientations: .all,
      makeController: { AllInCodeViewController() }),
    Scene(
      name: "Orientations",
      summary: "A \"This way up\" label; the controller allows only portrait and landscape-left.",
      sourcePath: "Demos/Orientations.swift",
      makeController: { OrientationsViewController() }),
    Scene(
      name: "OrientationSpecific",
      summary:
        "Three squares in a column when tall, in a row when wide, switched in viewWillTransition(to:).",
      sourcePath: "Demos/OrientationSpecific.swift",
      makeController: { OrientationSpecificViewController() }),
    Scene(
      name: "Swapper",
      summary:
        "iOS 7 legacy model: whole views swapped in didRotate(from:) under a ±90° root transform.",
      sourcePath: "Demos/Swapper.swift", model: .legacy,
      makeController: { SwapperViewController() }),
    Scene(
      name: "SwapperModern",
      summary: "iOS 8+ model: the same views swapped in viewWillTransition(to:) with no transform.",
      sourcePath: "Demos/Swapper.swift",
      makeController: { ModernSwapperViewController() }),
    Scene(
      name: "Layout",
      summary: "Labels held to the corners and side edges, and a two-label header of equal widths.",
      sourcePath: "Demos/LayoutDemo.swift", applicationOrientations: .all,
      makeController: { LayoutViewController() }),
    Scene(
      name: "Restructure",
      summary:
        "Size classes restructure the layout: two columns, a side column in hCompact, a row in wRegular hRegular.",
      sourcePath: "Demos/Restructure.swift", applicationOrientations: .all,
      makeController: { RestructureViewController() }),
    Scene(
      name: "Squares",
      summary:
        "Masonry's Simple Squares: two equally wide squares 20 pt from the superview's edges.",
      sourcePath: "Demos/Squares.swift", applicationOrientations: .all,
      makeController: { SquaresViewController() }),
    Scene(
      name: "Instagram",
      summary:
        "An adaptive photo post: the picture under the header in portrait, beside the text in landscape.",
      sourcePath: "Demos/Instagram.swift", applicationOrientations: .all,
      makeController: { InstagramViewController() }),
    Scene(
      name: "Autoresizing",
      summary:
        "A screen laid out only with autoresizing masks, designed at 320 × 480 pt: no code in updateInterface.",
      sourcePath: "Demos/Autoresizing.swift", applicationOrientations: .all,
      makeController: { AutoresizingViewController() }),
    Scene(
      name: "Settings",
      summary:
        "iOS 13+ Settings: inset-grouped rows with switches, a segmented control, a slider and text fields in a scroll view.",
      sourcePath: "Demos/Settings.swift", applicationOrientations: .all,
      makeController: { SettingsViewController() }),
    Scene(
      name: "Profile",
      summary:
        "A profile: gradient header, bundled avatar with a shadow, attributed text, stat cards in a stack view.",
      sourcePath: "Demos/Profile.swift",
      makeController: { ProfileViewController() }),
    Scene(
      name: "PhotoGrid",
      summary:
        "A photo library grid: a collection view with a flow layout, 1-pt spacing, three columns in portrait, five in landscape, section headers.",
      sourcePath: "Demos/PhotoGrid.swift", applicationOrientations: .all,
      makeController: { PhotoGridViewController() }),
    Scene(
      name: "SettingsList",
      summary:
        "Settings as an inset-grouped table view: chevrons, value-1 details, a switch accessory, headers and a footer.",
      sourcePath: "Demos/Tables.swift", applicationOrientations: .all,
      makeController: { NavigationController(rootViewController: SettingsListViewController()) }),
    Scene(
      name: "Messages",
      summary:
        "500 self-sizing subtitle rows in a plain table view scrolled to the middle; only the visible rows have cells.",
      sourcePath: "Demos/Tables.swift", applicationOrientations: .all,
      makeController: { NavigationController(rootViewController: MessageListViewController()) }),
  ]

  /// The scene with a name, or nil.
  public static func named(_ name: String) -> Scene? {
    all.first { $0.name == name }
  }

  /// The scene names, for messages listing valid choices.
  public static var names: [String] { all.map(\.name) }
}
