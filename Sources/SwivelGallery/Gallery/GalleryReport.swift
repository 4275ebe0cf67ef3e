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
    /// Its rotation film as an animated PNG, nil when the plan has none.
    public var film: GalleryImage?
    /// The film's frames side by side, nil when the plan has no film.
    public var filmstrip: GalleryImage?
  }

  /// The folder the files were written into.
  public var folder: String
  /// One section per scene.
  public var sections: [Section]
  /// The index page's file name inside ``folder``.
  public var indexFileName: String

  /// Every PNG written: each section's sheet, its screens, then its film and filmstrip.
  public var images: [GalleryImage] {
    sections.flatMap { [$0.sheet] + $0.screens + [$0.film, $0.filmstrip].compactMap { $0 } }
  }

  /// How many PNG files were written (screens, sheets, films and filmstrips).
  public var imageCount: Int { images.count }

  /// How many rotation films were written.
  public var filmCount: Int { sections.filter { $0.film != nil }.count }

  /// How many preview sheets were written (one per scene).
  public var sheetCount: Int { sections.count }
}
