public import Testing

extension Scene: CustomTestStringConvertible {
  /// The scene's name: a parameterised test over scenes names its goldens and cases after it
  /// (`@Test(arguments: SceneCatalog.all) func screens(_ scene: Scene)` →
  /// `ScreenTests.screens.AllInCode.png`).
  public var testDescription: String { name }
}
