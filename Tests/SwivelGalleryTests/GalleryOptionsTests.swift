import Foundation
import SwivelGallery
import Testing

/// The documentation writer's options: orientations, films, the title, and the index that
/// groups by scene and links every image to its full-size file.
@Suite struct GalleryOptionsTests {
  @Test func onlyTheOrientationsAskedForAreShownWhereAllowed() throws {
    let plan = try GalleryPlan(
      scenes: [GalleryTestScenes.everyWay, GalleryTestScenes.portraitOnly],
      devices: [.iphone6, .ipad],
      orientations: [.landscapeLeft, .portrait])
    #expect(
      plan.sections[0].screens.map(\.orientation) == [
        .portrait, .landscapeLeft, .portrait, .landscapeLeft,
      ])
    #expect(plan.sections[1].screens.map(\.orientation) == [.portrait, .portrait])
    #expect(
      plan.sections[0].sheet.tiles.allSatisfy {
        [.portrait, .landscapeLeft].contains($0.orientation)
      })
  }

  @Test func aFilmIsPlannedPerSceneThatTurns() throws {
    let plan = try GalleryPlan(
      scenes: [GalleryTestScenes.everyWay, GalleryTestScenes.portraitOnly],
      devices: [.ipad, .iphone6], films: true)
    let film = try #require(plan.sections[0].film)
    #expect(film.device == .iphone6)
    #expect(film.from == .portrait && film.to == .landscapeLeft)
    #expect(film.fileName == "EveryWay.film.iphone6.portrait-landscapeLeft.png")
    #expect(film.stripFileName == "EveryWay.film.iphone6.portrait-landscapeLeft.strip.png")
    #expect(plan.sections[1].film == nil)  // portrait only: nothing to film
    #expect(plan.filmCount == 1)
    #expect(plan.imageCount == plan.screenCount + 2 + 2)
    #expect(try GalleryPlan(scenes: [GalleryTestScenes.everyWay]).filmCount == 0)
  }

  @Test func theIndexHasTheTitleAFilmPerSceneAndLinksEveryImageToItsFile() async throws {
    let folder = try GalleryTestScenes.temporaryFolder()
    let plan = try GalleryPlan(
      scenes: [GalleryTestScenes.everyWay], devices: [.iphone6],
      orientations: [.portrait, .landscapeLeft],
      sheetDevices: [.iphone6], films: true)
    let report = try await Gallery(plan: plan, workerCount: 2).write(to: folder, title: "My <App>")
    #expect(report.filmCount == 1)
    #expect(report.imageCount == 2 + 1 + 2)
    let html = String(
      decoding: try #require(FileManager.default.contents(atPath: folder + "/index.html")),
      as: UTF8.self)
    #expect(html.contains("<title>My &lt;App&gt;</title>"))
    #expect(html.contains("<h1>My &lt;App&gt;</h1>"))
    #expect(html.components(separatedBy: "<section id=").count - 1 == 1)
    for image in report.images {
      #expect(html.contains("<a href=\"\(image.fileName)\"><img src=\"\(image.fileName)\""))
      #expect(FileManager.default.fileExists(atPath: folder + "/" + image.fileName))
    }
    let film = try #require(report.sections[0].film)
    #expect(film.caption.hasPrefix("Rotation film · iPhone 6 · portrait → landscapeLeft"))
    let bytes = [UInt8](
      try #require(FileManager.default.contents(atPath: folder + "/" + film.fileName)))
    #expect(String(decoding: bytes[37..<41], as: UTF8.self) == "acTL")  // right after IHDR
  }

  @Test func theSheetsSizeIsKnownBeforeAnyTileIsRendered() throws {
    let scene = GalleryTestScenes.everyWay
    let small = PreviewSheet(
      scene: scene, tiles: [.init(device: .iphone6, orientation: .portrait)], tileScale: 0.5,
      scale: 1)
    let size = try small.pixelSize()
    // Margin 24, title 28, a 333.5-pt tile, its 22-pt caption, margin 24: 431.5 pt, rounded up.
    #expect(size.width == 300 && size.height == 432)
    #expect(try small.render().width == size.width)
    let huge = try PreviewSheet(scene: scene, devices: [.ipadpro129], tileScale: 4, scale: 4)
    #expect(throws: SheetError.self) { try huge.pixelSize() }
    #expect(throws: SheetError.self) { try huge.render() }
  }
}
