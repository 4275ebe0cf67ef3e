/// One image of a gallery, ready to run on any thread: it launches its own copy of the scene,
/// renders, encodes and writes the PNG, and returns a description of it.
///
/// Gallery images are documentation, never goldens, so they carry no digest chunk: the digest
/// hashes every pixel, and only a snapshot check reads it.
struct GalleryJob: Sendable {
  enum Kind: Sendable {
    case screen(GalleryPlan.Screen)
    case sheet(GalleryPlan.Sheet)
    case film(GalleryPlan.Film)
  }

  /// Where the image goes in the report: its section, and its screen index (nil for the sheet
  /// and the film).
  let section: Int
  let screen: Int?
  let scene: Scene
  let kind: Kind
  let showingBounds: Bool
  let deviceFrame: DeviceFrame

  /// The plan's images as jobs, films and sheets first: each costs as much as a dozen screens,
  /// so starting them early keeps every worker busy until the end.
  static func jobs(for plan: GalleryPlan) -> [GalleryJob] {
    var sheets: [GalleryJob] = [], screens: [GalleryJob] = []
    for (index, section) in plan.sections.enumerated() {
      if let film = section.film {
        sheets.append(
          GalleryJob(
            section: index, screen: nil, scene: section.scene, kind: .film(film),
            showingBounds: plan.showingBounds,
            deviceFrame: plan.deviceFrame))
      }
      sheets.append(
        GalleryJob(
          section: index, screen: nil, scene: section.scene, kind: .sheet(section.sheet),
          showingBounds: plan.showingBounds, deviceFrame: plan.deviceFrame))
      for (position, screen) in section.screens.enumerated() {
        screens.append(
          GalleryJob(
            section: index, screen: position, scene: section.scene, kind: .screen(screen),
            showingBounds: plan.showingBounds, deviceFrame: plan.deviceFrame))
      }
    }
    return sheets + screens
  }

  /// Renders, encodes and writes the image (a film: the animated PNG, then the filmstrip) into
  /// `folder`.
  func run(into folder: GalleryFolder) throws(GalleryError) -> [GalleryImage] {
    switch kind {
    case .screen(let screen): [try run(screen, into: folder)]
    case .sheet(let sheet): [try run(sheet, into: folder)]
    case .film(let film): try run(film, into: folder)
    }
  }

  private func run(_ plan: GalleryPlan.Film, into folder: GalleryFolder) throws(GalleryError)
    -> [GalleryImage]
  {
    let film: Film
    let strip: Bitmap
    do {
      film = try RotationFilm(
        scene: scene, device: plan.device, from: plan.from, to: plan.to,
        showingBounds: showingBounds
      ).render()
      strip = try film.filmstrip()
    } catch {
      throw .render(image: plan.fileName, reason: error.description)
    }
    let animation = film.animatedPNG(encoder: PNGEncoder())
    try folder.write(animation, to: plan.fileName)
    let stripBytes = PNGEncoder().encode(strip, embedDigest: false)
    try folder.write(stripBytes, to: plan.stripFileName)
    let first = film.frames[0]
    let points = plan.device.screenSize(for: .portrait)
    let caption =
      "Rotation film · \(plan.device.name) · \(plan.from) → \(plan.to) · \(scene.model) model · \(film.frames.count) frames"
    return [
      GalleryImage(
        fileName: plan.fileName, caption: caption, pixelWidth: first.width,
        pixelHeight: first.height,
        displaySize: CGSize(width: points.width / 2, height: points.height / 2),
        byteCount: animation.count),
      GalleryImage(
        fileName: plan.stripFileName, caption: "Filmstrip · " + caption, pixelWidth: strip.width,
        pixelHeight: strip.height,
        displaySize: CGSize(width: CGFloat(strip.width) / 2, height: CGFloat(strip.height) / 2),
        byteCount: stripBytes.count),
    ]
  }

  private func run(_ screen: GalleryPlan.Screen, into folder: GalleryFolder) throws(GalleryError)
    -> GalleryImage
  {
    if screen.isAccessibilityImage { return try runAccessibility(screen, into: folder) }
    let (bitmap, findings) = try scene.documentationRender(
      on: screen.device, orientation: screen.orientation, traits: screen.traits,
      showingBounds: showingBounds,
      deviceFrame: deviceFrame, fileName: screen.fileName, audit: true)
    // Without a device frame a screen is drawn over black, so every pixel is opaque.
    let bytes = PNGEncoder().encode(bitmap, embedDigest: false, knownOpaque: deviceFrame == .none)
    try folder.write(bytes, to: screen.fileName)
    let tile = PreviewSheet.Tile(
      device: screen.device, orientation: screen.orientation, traits: screen.traits)
    let screenPoints = screen.device.screenSize(for: screen.orientation)
    let points = CGSize(
      width: screenPoints.width + 2 * deviceFrame.margin,
      height: screenPoints.height + 2 * deviceFrame.margin)
    return GalleryImage(
      fileName: screen.fileName,
      caption: PreviewSheet.caption(for: tile) + " · \(bitmap.width)×\(bitmap.height) px",
      pixelWidth: bitmap.width, pixelHeight: bitmap.height,
      displaySize: CGSize(width: points.width / 2, height: points.height / 2),
      byteCount: bytes.count,
      findings: findings.map(\.description))
  }

  /// The screen's accessibility image, shown at half its pixel size.
  private func runAccessibility(_ screen: GalleryPlan.Screen, into folder: GalleryFolder)
    throws(GalleryError) -> GalleryImage
  {
    let bitmap: Bitmap
    do {
      let host = try scene.launch(
        on: screen.device, orientation: screen.orientation, traits: screen.traits)
      bitmap = try AccessibilityImage.render(host)
    } catch {
      throw .render(image: screen.fileName, reason: "\(error)")
    }
    let bytes = PNGEncoder().encode(bitmap)
    try folder.write(bytes, to: screen.fileName)
    let tile = PreviewSheet.Tile(
      device: screen.device, orientation: screen.orientation, traits: screen.traits)
    let scale = screen.device.scale
    return GalleryImage(
      fileName: screen.fileName,
      caption: "Accessibility · " + PreviewSheet.caption(for: tile)
        + " · \(bitmap.width)×\(bitmap.height) px",
      pixelWidth: bitmap.width, pixelHeight: bitmap.height,
      displaySize: CGSize(
        width: CGFloat(bitmap.width) / scale / 2, height: CGFloat(bitmap.height) / scale / 2),
      byteCount: bytes.count)
  }

  private func run(_ sheet: GalleryPlan.Sheet, into folder: GalleryFolder) throws(GalleryError)
    -> GalleryImage
  {
    let preview = PreviewSheet(
      scene: scene, tiles: sheet.tiles, showingBounds: showingBounds, deviceFrame: deviceFrame)
    let bitmap = try preview.documentationRender(fileName: sheet.fileName)
    let bytes = PNGEncoder().encode(bitmap, embedDigest: false)
    try folder.write(bytes, to: sheet.fileName)
    var devices: [String] = []
    for tile in sheet.tiles where devices.last != tile.device.name {
      devices.append(tile.device.name)
    }
    return GalleryImage(
      fileName: sheet.fileName,
      caption: "Preview sheet · " + devices.joined(separator: ", ")
        + " · \(bitmap.width)×\(bitmap.height) px",
      pixelWidth: bitmap.width, pixelHeight: bitmap.height,
      displaySize: CGSize(
        width: CGFloat(bitmap.width) / preview.scale, height: CGFloat(bitmap.height) / preview.scale
      ),
      byteCount: bytes.count)
  }
}
