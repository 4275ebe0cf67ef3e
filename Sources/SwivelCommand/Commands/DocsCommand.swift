import ArgumentParser
import Foundation
import SwivelGallery

/// `swivel docs`: regenerates the documentation images of the catalog (see
/// `DocumentationImage`).
struct DocsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "docs", abstract: "Regenerate the documentation images.")

  @Option(
    help:
      "The folder to write into (default: the catalog's documentation folder, relative to here).")
  var output: String?

  func run() throws {
    let catalog = SwivelCatalog.current
    guard !catalog.documentationImages.isEmpty else {
      throw CLIError(
        "no documentation images to write: pass them to SwivelCommand.main(scenes:documentationImages:)"
      )
    }
    let folder = output ?? catalog.documentationFolder
    guard !folder.isEmpty else {
      throw CLIError("expected a folder for --output; found an empty path")
    }
    do {
      try FileOutput.createFolder(folder)
    } catch {
      throw CLIError("\(Printable.escaped(error.reason)); choose a writable --output folder")
    }
    for image in catalog.documentationImages {
      let bitmap: Bitmap
      do {
        bitmap = try image.render()
      } catch {
        throw CLIError(error.description)
      }
      try OutputFile.write(
        PNGEncoder().encode(bitmap),
        to: (folder.hasSuffix("/") ? folder : folder + "/") + image.fileName)
    }
  }
}
