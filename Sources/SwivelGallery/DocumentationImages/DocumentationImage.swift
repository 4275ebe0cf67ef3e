/// An image the documentation shows, with the file it is committed as and the scene that draws
/// it, so the image can be regenerated (`swift run swivel docs`) and a test can fail when the
/// committed file no longer matches what the scene draws.
///
/// ```swift
/// let image = DocumentationImage(
///   fileName: "allincode-iphone6-portrait.png", scene: scene,
///   content: .screen(.iphone6, .portrait), altText: "AllInCode on an iPhone 6")
/// let png = PNGEncoder().encode(try image.render())
/// ```
public struct DocumentationImage: Sendable {
  /// What the image shows.
  public enum Content: Sendable, Hashable {
    /// The scene on a device in an interface orientation, as held, with its status bar.
    case screen(Device, InterfaceOrientation)
    /// The scene's preview sheet on these devices, in every orientation it allows on each.
    case sheet([Device])
    /// The filmstrip of the scene's rotation film (``RotationFilm``) at one pixel per point.
    case filmstrip(Device, from: InterfaceOrientation, to: InterfaceOrientation, frames: Int)
  }

  /// The file name inside the documentation images folder (`allincode-iphone6-portrait.png`).
  public var fileName: String
  /// The scene that draws it.
  public var scene: Scene
  /// What it shows.
  public var content: Content
  /// Whether every view's bounds are outlined.
  public var showingBounds: Bool
  /// The device's screen shape around screens and sheet tiles (`DeviceFrame`).
  public var deviceFrame: DeviceFrame
  /// A description for the image's alt text.
  public var altText: String

  /// Creates a documentation image.
  public init(
    fileName: String, scene: Scene, content: Content, showingBounds: Bool = false,
    deviceFrame: DeviceFrame = .none,
    altText: String
  ) {
    self.fileName = fileName
    self.scene = scene
    self.content = content
    self.showingBounds = showingBounds
    self.deviceFrame = deviceFrame
    self.altText = altText
  }

  /// Draws the image.
  ///
  /// - Throws: ``GalleryError/render(image:reason:)`` naming the file when the scene cannot
  ///   launch or render.
  public func render() throws(GalleryError) -> Bitmap {
    switch content {
    case .screen(let device, let orientation):
      return try scene.documentationRender(
        on: device, orientation: orientation, showingBounds: showingBounds,
        deviceFrame: deviceFrame,
        fileName: fileName
      ).bitmap
    case .sheet(let devices):
      let sheet: PreviewSheet
      do {
        sheet = try PreviewSheet(
          scene: scene, devices: devices, showingBounds: showingBounds, deviceFrame: deviceFrame)
      } catch {
        throw .render(image: fileName, reason: error.description)
      }
      return try sheet.documentationRender(fileName: fileName)
    case .filmstrip(let device, let from, let to, let frames):
      do {
        let film = RotationFilm(
          scene: scene, device: device, from: from, to: to, frameCount: frames, scale: 1,
          showingBounds: showingBounds)
        return try film.render().filmstrip()
      } catch {
        throw .render(image: fileName, reason: error.description)
      }
    }
  }
}
