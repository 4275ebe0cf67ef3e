import Foundation
import SwivelDemoDocs
import SwivelDemos
import Testing

/// The images the README and `docs/scenes.md` show must be what their scenes draw today.
@Suite struct DocumentationImagesTests {
  /// The package root, three folders up from this file.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let regenerate = "run `swift run swivel docs` in the package root to regenerate"

  @Test(arguments: DocumentationImages.all.map(\.fileName))
  func committedImageMatchesItsScene(fileName: String) throws {
    let image = try #require(DocumentationImages.all.first { $0.fileName == fileName })
    let path = Self.packageRoot.appendingPathComponent(DocumentationImages.folder)
      .appendingPathComponent(fileName).path
    guard let data = FileManager.default.contents(atPath: path) else {
      Issue.record("\(DocumentationImages.folder)/\(fileName) is missing; \(Self.regenerate) it")
      return
    }
    let committed = try PNGDecoder.decode([UInt8](data))
    let rendered = try image.render()
    let matches = committed == rendered  // a Bool, so a failure does not print every pixel
    #expect(
      matches,
      "\(DocumentationImages.folder)/\(fileName) is stale (\(committed.width)×\(committed.height) committed, \(rendered.width)×\(rendered.height) drawn now, \(Self.differingPixels(committed, rendered)) pixels differ); \(Self.regenerate) it"
    )
  }

  @Test func fileNamesAreUniqueAndEveryImageFileIsListed() throws {
    let names = DocumentationImages.all.map(\.fileName)
    #expect(Set(names).count == names.count)
    let folder = Self.packageRoot.appendingPathComponent(DocumentationImages.folder).path
    let committed = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
      $0.hasSuffix(".png")
    }
    #expect(
      Set(committed) == Set(names),
      "\(DocumentationImages.folder) holds images no DocumentationImages entry draws, or lacks some; \(Self.regenerate) them"
    )
  }

  @Test func everyImageNamesASourceFileThatExists() {
    for image in DocumentationImages.all {
      let source = Self.packageRoot.appendingPathComponent(image.scene.sourcePath).path
      #expect(
        FileManager.default.fileExists(atPath: source),
        "\(image.fileName): no source file at \(image.scene.sourcePath)")
    }
  }

  static func differingPixels(_ a: Bitmap, _ b: Bitmap) -> String {
    guard a.width == b.width, a.height == b.height else { return "all" }
    return "\(zip(a.pixels, b.pixels).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) })"
  }
}
