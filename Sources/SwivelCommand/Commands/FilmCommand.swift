import ArgumentParser
import SwivelGallery
import SwivelSupport

/// `swivel film`: a scene's rotation as UIKit animates it, as an animated PNG and a filmstrip.
struct FilmCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "film",
    abstract: "Film a scene's rotation: an animated PNG (APNG) and a filmstrip PNG of its frames.")

  @Argument(help: "The scene to film (see `scenes`).")
  var scene: String

  @Option(help: "The device.")
  var device = DeviceChoice(device: .iphone6)

  @Option(help: "The interface orientation the film starts in.")
  var from = OrientationChoice(orientation: .portrait)

  @Option(help: "The interface orientation the film ends in.")
  var to = OrientationChoice(orientation: .landscapeLeft)

  @Option(
    help:
      "How many frames (2…\(RotationFilm.maximumFrameCount)), the first before the turn and the last after it."
  )
  var frames = 10

  @Option(help: "The rotation model (default: the scene's own).")
  var model: ModelChoice?

  @Option(
    help: "Pixels per point of each frame (above 0, at most 4).", transform: ScaleValue.transform)
  var scale = ScaleValue(1)

  @Flag(help: "Outline every view's bounds (hidden views dashed).")
  var bounds = false

  @OptionGroup var traitOptions: TraitOptions

  @Option(
    help:
      "Where to write the animated PNG (default: <scene>.film.png here); the filmstrip goes beside it as <name>.strip.png. - writes the animated PNG alone to standard output.",
    transform: OutputPath.transform)
  var output: OutputPath?

  func validate() throws {
    guard (2...RotationFilm.maximumFrameCount).contains(frames) else {
      throw ValidationError("--frames must be 2…\(RotationFilm.maximumFrameCount); found \(frames)")
    }
    guard from != to else {
      throw ValidationError("--from and --to must differ; both are \(from.orientation)")
    }
  }

  func run() throws {
    let scene = try SwivelCatalog.current.scene(named: scene)
    let path = output?.path ?? "\(FileNamePart.sanitized(scene.name)).film.png"
    let wantsStrip = path != "-"
    let film: Film
    var strip: Bitmap?
    do {
      let request = RotationFilm(
        scene: scene, device: device.device, from: from.orientation, to: to.orientation,
        frameCount: frames,
        model: model?.model, scale: scale.value, showingBounds: bounds, traits: traitOptions.traits)
      let size = try request.frameSize()  // every size is checked before any frame is rendered
      if wantsStrip {
        _ = try Film.filmstripSize(
          frameCount: frames, frameWidth: size.width, frameHeight: size.height)
      }
      film = try request.render()
      if wantsStrip { strip = try film.filmstrip() }
    } catch {
      throw CLIError(error.description)
    }
    try OutputFile.write(film.animatedPNG(), to: path, chosen: output != nil)
    if let strip {
      try OutputFile.write(
        PNGEncoder().encode(strip), to: Self.stripPath(for: path), chosen: output != nil)
    }
  }

  /// `x.png` → `x.strip.png`; any other name gets `.strip.png` appended.
  static func stripPath(for path: String) -> String {
    path.hasSuffix(".png") ? String(path.dropLast(4)) + ".strip.png" : path + ".strip.png"
  }
}
