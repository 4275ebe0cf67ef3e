import ArgumentParser
import SwivelGallery
import SwivelSupport

/// `swivel sheet`: one scene on several devices and orientations in one captioned PNG.
struct SheetCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sheet",
    abstract: "Render a preview sheet: a scene on several devices and orientations.")

  @Argument(help: "The scene to show (see `scenes`).")
  var scene: String

  @Option(
    help: "Comma-separated device ids, each once (see `devices`).", transform: DeviceList.transform)
  var devices = DeviceList(devices: PreviewSheet.defaultDevices)

  @Option(
    help: "Points of sheet per point of device screen (above 0, at most 4).",
    transform: ScaleValue.transform)
  var tileScale = ScaleValue(0.5)

  @Option(
    help: "Pixels per point of the sheet (above 0, at most 4).", transform: ScaleValue.transform)
  var scale = ScaleValue(2)

  @Flag(help: "Outline every view's bounds (hidden views dashed).")
  var bounds = false

  @OptionGroup var frame: DeviceFrameOptions
  @OptionGroup var traitOptions: TraitOptions

  @Option(
    help: "Where to write the PNG; - for standard output (default: <scene>.sheet.png here).",
    transform: OutputPath.transform)
  var output: OutputPath?

  func run() throws {
    let scene = try SwivelCatalog.current.scene(named: scene)
    let bitmap: Bitmap
    do {
      let sheet = try PreviewSheet(
        scene: scene, devices: devices.devices, tileScale: tileScale.value, scale: scale.value,
        showingBounds: bounds,
        deviceFrame: frame.frame, traits: traitOptions.traits)
      bitmap = try sheet.render()  // checks the sheet's size before rendering any tile
    } catch {
      throw CLIError("\(error)")
    }
    try OutputFile.write(
      PNGEncoder().encode(bitmap),
      to: output?.path ?? "\(FileNamePart.sanitized(scene.name)).sheet.png",
      chosen: output != nil)
  }
}
