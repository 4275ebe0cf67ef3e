import ArgumentParser
import Foundation
import SwivelDemos

/// `swivel docs`: regenerates the images the README shows (see `DocumentationImages`).
struct DocsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "docs", abstract: "Regenerate the documentation images the README shows.")

  @Option(help: "The folder to write into (run from the package root to update the committed images).")
  var output = DocumentationImages.folder

  func run() throws {
    do {
      try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    } catch {
      throw CLIError(description: "cannot create \(output): \(FileOutput.reason(for: error)); choose a writable --output folder")
    }
    for image in DocumentationImages.all {
      let bitmap: Bitmap
      do {
        bitmap = try image.render()
      } catch {
        throw CLIError(description: error.description)
      }
      let path = (output.hasSuffix("/") ? output : output + "/") + image.fileName
      try OutputFile.write(PNGEncoder().encode(bitmap), to: path)
      print(path)
    }
  }
}
