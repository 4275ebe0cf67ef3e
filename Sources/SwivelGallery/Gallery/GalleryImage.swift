/// One PNG a gallery wrote: its file, what it shows and how big it is.
public struct GalleryImage: Sendable, Hashable {
  /// The file name inside the gallery folder.
  public var fileName: String
  /// What the image shows: `iPhone 6 · portrait · wC hR · 750×1334 px`.
  public var caption: String
  /// The width in pixels.
  public var pixelWidth: Int
  /// The height in pixels.
  public var pixelHeight: Int
  /// The size the index shows it at, in CSS pixels (half the device's points for a screen,
  /// the sheet's points for a preview sheet).
  public var displaySize: CGSize
  /// The PNG file's size in bytes.
  public var byteCount: Int
  /// What `LayoutAudit` found on a screen, one line each (empty for sheets and films); the
  /// index marks the image and lists them.
  public var findings: [String]

  /// Creates a description of a written image.
  public init(
    fileName: String, caption: String, pixelWidth: Int, pixelHeight: Int, displaySize: CGSize,
    byteCount: Int, findings: [String] = []
  ) {
    self.fileName = fileName
    self.caption = caption
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.displaySize = displaySize
    self.byteCount = byteCount
    self.findings = findings
  }
}
