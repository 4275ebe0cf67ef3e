/// Every image a documentation gallery holds, in a fixed order: for each scene, one screen per
/// device and orientation the scene allows there, and one preview sheet.
///
/// The order follows the scenes as given, then the devices as given, then each scene's
/// allowed orientations (portrait, landscapeLeft, landscapeRight, portraitUpsideDown), so file
/// names and the index never depend on how the rendering was scheduled.
///
/// ```swift
/// let plan = try GalleryPlan(scenes: SceneCatalog.all)
/// print(plan.imageCount)   // screens plus one sheet per scene
/// ```
public struct GalleryPlan: Sendable {
  /// One screen: a scene on a device in an orientation, with traits.
  public struct Screen: Sendable, Hashable {
    /// The device.
    public var device: Device
    /// The interface orientation.
    public var orientation: InterfaceOrientation
    /// The PNG's file name, unique within the gallery.
    public var fileName: String
    /// The appearance, text size and direction; empty for UIKit's defaults.
    public var traits = TraitCollection()
    /// Whether the image is the screen's accessibility image (`AccessibilityImage`: each
    /// element VoiceOver reads outlined and numbered beside a legend) rather than the screen.
    public var isAccessibilityImage = false
  }

  /// The trait rows `swivel gallery` adds to every scene: dark, the accessibility text size
  /// AX2 (`accessibilityLarge`), and the accented pseudo-locale (en-XA: every string
  /// accented and 40 % longer, which shows where translations will not fit).
  public static let defaultTraitRows: [TraitCollection] = [
    TraitCollection(userInterfaceStyle: .dark),
    TraitCollection(preferredContentSizeCategory: .accessibilityLarge),
    TraitCollection(pseudoLocale: .accented),
  ]

  /// A scene's preview sheet.
  public struct Sheet: Sendable, Hashable {
    /// The tiles it shows: each sheet device in every orientation the scene allows there.
    public var tiles: [PreviewSheet.Tile]
    /// The PNG's file name, unique within the gallery.
    public var fileName: String
  }

  /// A scene's rotation film: the first two orientations it allows on a device.
  public struct Film: Sendable, Hashable {
    /// The device.
    public var device: Device
    /// The orientation the film starts in.
    public var from: InterfaceOrientation
    /// The orientation the film ends in.
    public var to: InterfaceOrientation
    /// The animated PNG's file name.
    public var fileName: String
    /// The filmstrip's file name.
    public var stripFileName: String
  }

  /// Everything planned for one scene.
  public struct Section: Sendable {
    /// The scene.
    public var scene: Scene
    /// Its screens, device by device.
    public var screens: [Screen]
    /// Its preview sheet.
    public var sheet: Sheet
    /// Its rotation film, nil when films are off or the scene shows one orientation only.
    public var film: Film?
  }

  /// One section per scene, in the order the scenes were given.
  public let sections: [Section]
  /// Whether every image outlines every view's bounds.
  public let showingBounds: Bool
  /// The device's screen shape around every screen and sheet tile (`DeviceFrame`).
  public let deviceFrame: DeviceFrame

  /// Plans a gallery by launching each scene once per device to ask which orientations it
  /// allows there.
  ///
  /// - Parameters:
  ///   - scenes: the scenes, in documentation order.
  ///   - devices: the devices every scene is shown on.
  ///   - orientations: only these orientations (where a scene allows them), in screens and
  ///     sheets; nil for all.
  ///   - sheetDevices: the devices each scene's preview sheet shows.
  ///   - showingBounds: outline every view's bounds in every image.
  ///   - deviceFrame: draw screens and sheet tiles in the device's screen shape (rounded
  ///     corners transparent, the sensor housing black), optionally inside an outline.
  ///   - films: add a rotation film per scene, on the first of `devices` where it turns
  ///     (iPhone 6 when listed), between the first two orientations it allows there.
  ///   - traitRows: for each of these traits (``defaultTraitRows``: dark, large text), one
  ///     more row of screens per scene, on the first of `devices` (iPhone 6 when listed) in
  ///     every orientation shown there; file names end in the traits' variant suffix
  ///     (`.dark`, `.accessibilityLarge`).
  ///   - accessibilityImages: one accessibility image per scene, on the same device in the
  ///     first orientation shown there (`<scene>.<device>.<orientation>.accessibility.png`).
  /// - Throws: ``GalleryError/launch(scene:device:reason:)`` when a scene cannot launch on a
  ///   device, ``GalleryError/duplicateFileName(_:)`` when two images would share a file.
  public init(
    scenes: [Scene], devices: [Device] = Device.catalog,
    orientations: [InterfaceOrientation]? = nil,
    sheetDevices: [Device] = PreviewSheet.defaultDevices, showingBounds: Bool = false,
    deviceFrame: DeviceFrame = .none, films: Bool = false, traitRows: [TraitCollection] = [],
    accessibilityImages: Bool = false
  ) throws(GalleryError) {
    let shownOrientations = orientations
    var sections: [Section] = []
    var fileNames: Set<String> = []
    func claim(_ name: String) throws(GalleryError) {
      guard fileNames.insert(name).inserted else { throw .duplicateFileName(name) }
    }
    for scene in scenes {
      var allowed: [Device: [InterfaceOrientation]] = [:]
      func orientations(on device: Device) throws(GalleryError) -> [InterfaceOrientation] {
        if let known = allowed[device] { return known }
        do {
          let all: [InterfaceOrientation] = try scene.allowedOrientations(on: device)
          let wanted = shownOrientations ?? all
          let found = all.filter { wanted.contains($0) }
          allowed[device] = found
          return found
        } catch {
          throw .launch(scene: scene.name, device: device.id, reason: error.description)
        }
      }
      var screens: [Screen] = []
      for device in devices {
        for orientation in try orientations(on: device) {
          let name = GalleryFileName.screen(
            scene: scene.name, device: device, orientation: orientation)
          try claim(name)
          screens.append(Screen(device: device, orientation: orientation, fileName: name))
        }
      }
      let rowDevice = devices.contains(.iphone6) ? Device.iphone6 : devices.first
      for traits in traitRows where !traits.variantSuffix.isEmpty {
        guard let device = rowDevice else { break }
        for orientation in try orientations(on: device) {
          let name = GalleryFileName.screen(
            scene: scene.name, device: device, orientation: orientation, traits: traits)
          try claim(name)
          screens.append(
            Screen(device: device, orientation: orientation, fileName: name, traits: traits))
        }
      }
      if accessibilityImages, let device = rowDevice,
        let orientation = try orientations(on: device).first
      {
        let screenName = GalleryFileName.screen(
          scene: scene.name, device: device, orientation: orientation)
        let name = String(screenName.dropLast(".png".count)) + ".accessibility.png"
        try claim(name)
        screens.append(
          Screen(
            device: device, orientation: orientation, fileName: name, isAccessibilityImage: true))
      }
      var tiles: [PreviewSheet.Tile] = []
      for device in sheetDevices {
        tiles += try orientations(on: device).map {
          PreviewSheet.Tile(device: device, orientation: $0)
        }
      }
      let sheetName = GalleryFileName.sheet(scene: scene.name)
      try claim(sheetName)
      var film: Film?
      if films {
        let candidates =
          devices.contains(.iphone6)
          ? [Device.iphone6] + devices.filter { $0 != .iphone6 } : devices
        for device in candidates {
          let shown = try orientations(on: device)
          guard shown.count >= 2 else { continue }
          let names = GalleryFileName.film(
            scene: scene.name, device: device, from: shown[0], to: shown[1])
          try claim(names.animation)
          try claim(names.strip)
          film = Film(
            device: device, from: shown[0], to: shown[1], fileName: names.animation,
            stripFileName: names.strip)
          break
        }
      }
      sections.append(
        Section(
          scene: scene, screens: screens, sheet: Sheet(tiles: tiles, fileName: sheetName),
          film: film))
    }
    self.sections = sections
    self.showingBounds = showingBounds
    self.deviceFrame = deviceFrame
  }

  /// How many screens the plan holds, across all scenes.
  public var screenCount: Int { sections.reduce(0) { $0 + $1.screens.count } }

  /// How many rotation films the plan holds.
  public var filmCount: Int { sections.filter { $0.film != nil }.count }

  /// How many PNG files the plan writes: every screen, one sheet per scene, and an animated PNG
  /// and a filmstrip per film.
  public var imageCount: Int { screenCount + sections.count + 2 * filmCount }
}
