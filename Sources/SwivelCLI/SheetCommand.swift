import ArgumentParser
import SwivelDemos

/// `swivel sheet`: one scene on several devices and orientations in one captioned PNG.
struct SheetCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sheet", abstract: "Render a preview sheet: a scene on several devices and orientations.")

  @Argument(help: "The scene to show (see `swivel scenes`).")
  var scene: String

  @Option(help: "Comma-separated device ids (see `swivel devices`).")
  var devices = PreviewSheet.defaultDevices.map(\.id).joined(separator: ",")

  @Option(help: "Points of sheet per point of device screen.")
  var tileScale: Double = 0.5

  @Option(help: "Pixels per point of the sheet.")
  var scale: Double = 2

  @Flag(help: "Outline every view's bounds (hidden views dashed).")
  var bounds = false

  @Option(help: "Where to write the PNG (default: <scene>.sheet.png here).")
  var output: String?

  func run() throws {
    let scene = try SceneCatalog.scene(named: scene)
    let chosen = try devices.split(separator: ",").map { id throws(CLIError) -> Device in
      guard let device = Device.named(String(id)) else {
        throw CLIError(description: "unknown device '\(id)'; valid devices: \(Device.catalog.map(\.id).joined(separator: ", "))")
      }
      return device
    }
    guard tileScale.isFinite, tileScale > 0, tileScale <= 4, scale.isFinite, scale > 0, scale <= 4 else {
      throw CLIError(description: "--tile-scale and --scale must be numbers above 0 and at most 4")
    }
    let bitmap: Bitmap
    do {
      bitmap = try PreviewSheet(scene: scene, devices: chosen, tileScale: tileScale, scale: scale, showingBounds: bounds).render()
    } catch {
      throw CLIError(description: "\(error)")
    }
    let path = output ?? "\(scene.name).sheet.png"
    try OutputFile.write(PNGEncoder().encode(bitmap), to: path)
    print(path)
  }
}
