/// What a gallery run wrote, section by section in the plan's order.
public struct GalleryReport: Sendable {
  /// The images written for one scene.
  public struct Section: Sendable {
    /// The scene.
    public var scene: Scene
    /// Its preview sheet.
    public var sheet: GalleryImage
    /// Its screens, in the plan's order.
    public var screens: [GalleryImage]
  }

  /// The folder the files were written into.
  public var folder: String
  /// One section per scene.
  public var sections: [Section]
  /// The index page's file name inside ``folder``.
  public var indexFileName: String

  /// Every PNG written: each section's sheet, then its screens.
  public var images: [GalleryImage] { sections.flatMap { [$0.sheet] + $0.screens } }

  /// How many PNG files were written (screens and sheets).
  public var imageCount: Int { sections.reduce(0) { $0 + 1 + $1.screens.count } }

  /// How many preview sheets were written (one per scene).
  public var sheetCount: Int { sections.count }
}
