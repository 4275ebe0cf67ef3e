import ArgumentParser
import Foundation
import SwivelDemos

/// `swivel render`: one scene to one PNG.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "render", abstract: "Render a scene to a PNG file.")

  @OptionGroup var options: SceneOptions
  @OptionGroup var look: RenderOptions

  @Option(help: "Where to write the PNG (default: <scene>.<device>.<orientation>.png here).")
  var output: String?

  func run() throws {
    let (scene, host) = try options.launch()
    let bitmap: Bitmap
    do {
      bitmap = try host.renderImage(asHeld: look.asHeld, statusBar: !look.noStatusBar, showingBounds: look.bounds)
    } catch {
      throw CLIError(description: error.description)
    }
    let path = output ?? "\(scene.name).\(host.device.id).\(host.interfaceOrientation).png"
    try OutputFile.write(PNGEncoder().encode(bitmap), to: path)
    print(path)
  }
}

/// Writes command output, turning failures into one-line errors.
enum OutputFile {
  static func write(_ bytes: [UInt8], to path: String) throws(CLIError) {
    do {
      try FileOutput.write(bytes, to: path)
    } catch {
      throw CLIError(description: "\(error); choose a writable --output path")
    }
  }
}
