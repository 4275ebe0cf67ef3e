import ArgumentParser
import Foundation
import SwivelDemos

/// `swivel gallery`: every scene on every device in every orientation, as PNG files.
struct GalleryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gallery", abstract: "Render every scene on every device in every orientation.")

  @Option(help: "The folder to write into.")
  var output = "docs/gallery"

  func run() throws {
    let start = ContinuousClock.now
    let folder = URL(fileURLWithPath: output)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw CLIError(description: "cannot create \(output): \(OutputFile.reason(error)); choose a writable --output folder")
    }
    var count = 0
    for scene in SceneCatalog.all {
      for device in Device.catalog {
        let orientations: [InterfaceOrientation]
        do {
          orientations = try scene.allowedOrientations(on: device)
        } catch {
          throw CLIError(description: "\(scene.name) cannot launch on \(device.id): \(error)")
        }
        for orientation in orientations {
          let bitmap: Bitmap
          do {
            bitmap = try scene.launch(on: device, orientation: orientation).renderImage(asHeld: true)
          } catch {
            throw CLIError(description: "\(scene.name) on \(device.id) \(orientation): \(error)")
          }
          let path = folder.appendingPathComponent("\(scene.name).\(device.id).\(orientation).png").path
          try OutputFile.write(PNGEncoder().encode(bitmap), to: path)
          count += 1
        }
      }
    }
    let seconds = Double((ContinuousClock.now - start).components.attoseconds) / 1e18
      + Double((ContinuousClock.now - start).components.seconds)
    print("Rendered \(count) images into \(output) in \(String(format: "%.2f", seconds)) s.")
  }
}
