/// One PNG that shows a scene on several devices and orientations side by side, each captioned
/// with the device, the orientation and the size classes (what Xcode's preview canvas shows).
///
/// ```swift
/// let sheet = try PreviewSheet(scene: scene, devices: [.iphone6, .ipad]).render()
/// ```
public struct PreviewSheet {
  /// One tile: a device in an orientation, with traits.
  public struct Tile: Sendable, Hashable {
    /// The device.
    public var device: Device
    /// The interface orientation.
    public var orientation: InterfaceOrientation
    /// The appearance, text size and direction (`DeviceHost.traitOverrides`); empty for
    /// UIKit's defaults.
    public var traits: TraitCollection
    /// Creates a tile.
    public init(
      device: Device, orientation: InterfaceOrientation, traits: TraitCollection = TraitCollection()
    ) {
      self.device = device
      self.orientation = orientation
      self.traits = traits
    }
  }

  /// The devices a sheet shows unless told otherwise: a small phone, a notch phone, an iPad.
  public static let defaultDevices: [Device] = [.iphone6, .iphonex, .ipad]

  /// The scene shown.
  public var scene: Scene
  /// The tiles, one row per device, in the order given.
  public var tiles: [Tile]
  /// Points of sheet per point of device screen (0.5 shows an iPhone 6 187.5 pt wide).
  public var tileScale: CGFloat
  /// Pixels per point of the sheet image.
  public var scale: CGFloat
  /// Whether each tile outlines every view's bounds.
  public var showingBounds: Bool
  /// The device's screen shape around each tile (`DeviceFrame`); without one each tile has
  /// a thin grey border.
  public var deviceFrame: DeviceFrame

  /// A sheet of `scene` on `devices` in every orientation the scene allows on each, every
  /// tile with `traits`.
  ///
  /// - Throws: `OrientationError` when the scene cannot launch on a device.
  public init(
    scene: Scene, devices: [Device], tileScale: CGFloat = 0.5, scale: CGFloat = 2,
    showingBounds: Bool = false,
    deviceFrame: DeviceFrame = .none, traits: TraitCollection = TraitCollection()
  ) throws(OrientationError) {
    var tiles: [Tile] = []
    for device in devices {
      tiles += try scene.allowedOrientations(on: device).map {
        Tile(device: device, orientation: $0, traits: traits)
      }
    }
    self.init(
      scene: scene, tiles: tiles, tileScale: tileScale, scale: scale, showingBounds: showingBounds,
      deviceFrame: deviceFrame)
  }

  /// A sheet of explicit tiles.
  public init(
    scene: Scene, tiles: [Tile], tileScale: CGFloat = 0.5, scale: CGFloat = 2,
    showingBounds: Bool = false,
    deviceFrame: DeviceFrame = .none
  ) {
    self.scene = scene
    self.tiles = tiles
    self.tileScale = tileScale.isFinite && tileScale > 0 ? tileScale : 0.5
    self.scale = scale
    self.showingBounds = showingBounds
    self.deviceFrame = deviceFrame
  }

  /// The caption under a tile: `iPhone 6 · landscapeLeft · wC hC`, then the traits that
  /// differ from UIKit's defaults (`· dark · accessibilityLarge · rightToLeft`).
  public static func caption(for tile: Tile) -> String {
    let traits = tile.device.traitCollection(for: tile.orientation)
    let classes = traits.sizeClassNotation
    var parts = [tile.device.name, "\(tile.orientation)", classes]
    if tile.traits.userInterfaceStyle == .dark { parts.append("dark") }
    let category = tile.traits.preferredContentSizeCategory
    if category != .unspecified, category != .large { parts.append(category.description) }
    if tile.traits.layoutDirection == .rightToLeft { parts.append("rightToLeft") }
    return parts.joined(separator: " · ")
  }

  /// Where each tile, its caption and the title go, and the sheet's size in points: worked
  /// out before anything is rendered.
  struct Layout {
    /// One tile's frame and caption frame, in sheet points.
    struct Placement {
      let tile: Tile
      let frame: CGRect
      let captionFrame: CGRect
    }
    let placements: [Placement]
    let titleFrame: CGRect
    let size: CGSize
  }

  /// The sheet's layout: one row per run of tiles of the same device.
  func layout() -> Layout {
    let margin: CGFloat = 24, gap: CGFloat = 24, captionHeight: CGFloat = 22
    var y = margin + 28, width: CGFloat = 0
    var rows: [[Tile]] = []
    for tile in tiles {
      if let last = rows.last?.last, last.device == tile.device {
        rows[rows.count - 1].append(tile)
      } else {
        rows.append([tile])
      }
    }
    var placements: [Layout.Placement] = []
    for row in rows {
      var x = margin, rowHeight: CGFloat = 0
      for tile in row {
        let screen = tile.device.screenSize(for: tile.orientation)
        let size = CGSize(
          width: screen.width + 2 * deviceFrame.margin,
          height: screen.height + 2 * deviceFrame.margin)
        let frame = CGRect(
          x: x, y: y, width: size.width * tileScale, height: size.height * tileScale)
        let caption = CGRect(
          x: x, y: frame.maxY + 4, width: max(frame.width, 10), height: captionHeight - 4)
        placements.append(Layout.Placement(tile: tile, frame: frame, captionFrame: caption))
        x = frame.maxX + gap
        rowHeight = max(rowHeight, frame.height + captionHeight)
      }
      width = max(width, x - gap + margin)
      y += rowHeight + gap
    }
    let title = CGRect(x: margin, y: margin, width: max(width - 2 * margin, 100), height: 22)
    return Layout(
      placements: placements, titleFrame: title,
      size: CGSize(width: max(width, 300), height: y - gap + margin))
  }

  /// The sheet image's size in pixels, checked against the renderer's limits without rendering
  /// anything.
  ///
  /// - Throws: ``SheetError`` when the sheet or one of its tiles would be too large to render.
  public func pixelSize() throws(SheetError) -> (width: Int, height: Int) {
    let layout = layout()
    do {
      for placement in layout.placements {
        _ = try Renderer.pixelSize(of: placement.frame.size, scale: tileScale * scale)
      }
      return try Renderer.pixelSize(of: layout.size, scale: scale)
    } catch {
      throw SheetError(
        message:
          "the sheet of \(scene.name) is too large: \(error) (lower --scale or --tile-scale, or show fewer devices)"
      )
    }
  }

  /// Renders every tile (as held, with its status bar, in ``deviceFrame``, at the pixel density
  /// it is shown at) and lays them out on a light sheet with the scene's name on top. The sheet's size is
  /// checked (``pixelSize()``) before any tile is rendered.
  public func render() throws(SheetError) -> Bitmap {
    _ = try pixelSize()
    let layout = layout()
    let sheet = View()
    sheet.backgroundColor = Color(RGBA8(r: 242, g: 242, b: 247))
    let title = Label(frame: layout.titleFrame)
    title.text = scene.name + " — " + scene.summary
    title.font = .boldSystemFont(ofSize: 16)
    sheet.addSubview(title)
    for placement in layout.placements {
      let tile = placement.tile
      let bitmap: Bitmap
      do {
        let host = try scene.launch(
          on: tile.device, orientation: tile.orientation, traits: tile.traits)
        // Straight at the pixel density the tile is shown at: no resampling, and a quarter
        // of the pixels of a 2× device render.
        bitmap = try host.renderImage(
          asHeld: true, statusBar: true, showingBounds: showingBounds, scale: tileScale * scale,
          deviceFrame: deviceFrame)
      } catch {
        throw SheetError(
          message: "\(scene.name) on \(tile.device.id) \(tile.orientation): \(error)")
      }
      let picture = ImageView(frame: placement.frame)
      picture.image = Image(bitmap: bitmap, scale: tileScale * scale)
      if deviceFrame == .none {
        picture.borderWidth = 1
        picture.borderColor = Color(RGBA8(r: 199, g: 199, b: 204))
      }
      sheet.addSubview(picture)
      let caption = Label(frame: placement.captionFrame)
      caption.text = Self.caption(for: tile)
      caption.font = .systemFont(ofSize: 11)
      caption.textColor = .darkGray
      sheet.addSubview(caption)
    }
    sheet.frame = CGRect(origin: .zero, size: layout.size)
    do {
      return try sheet.renderImage(scale: scale)
    } catch {
      throw SheetError(message: error.description)
    }
  }
}
