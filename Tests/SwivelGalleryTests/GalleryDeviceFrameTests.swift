import Foundation
import SwivelGallery
import Testing

/// The gallery's and the preview sheet's device frame switch.
@Suite struct GalleryDeviceFrameTests {
  @Test func framedGalleryScreensHaveTransparentCornersAndTheNotch() async throws {
    let folder = try GalleryTestScenes.temporaryFolder()
    let plan = try GalleryPlan(
      scenes: [GalleryTestScenes.portraitOnly], devices: [.iphonex], sheetDevices: [.iphonex],
      deviceFrame: .screen)
    #expect(plan.deviceFrame == .screen)
    let report = try await Gallery(plan: plan, workerCount: 1).write(to: folder)
    let screen = try #require(report.sections.first?.screens.first)
    let bytes = try #require(FileManager.default.contents(atPath: folder + "/" + screen.fileName))
    let bitmap = try PNGDecoder.decode([UInt8](bytes))
    #expect(bitmap.width == 1125 && bitmap.height == 2436)
    #expect(bitmap[0, 0] == 0)  // the rounded corner
    #expect(bitmap[562, 30] == 0xFF00_0000)  // the notch
    #expect(bitmap[562, 1200] == 0xFFFF_FFFF)  // the white card screen
  }

  @Test func anOutlinedSheetMakesRoomForTheOutline() throws {
    let plain = try PreviewSheet(scene: GalleryTestScenes.everyWay, devices: [.iphone6])
    let outlined = try PreviewSheet(
      scene: GalleryTestScenes.everyWay, devices: [.iphone6], deviceFrame: .outline)
    // One row of four tiles (an iPhone 6 turns every way): each tile grows by the outline on
    // both sides, at the tile scale (0.5) and the sheet scale (2): 2 × 12 pt × 0.5 × 2 = 24 px
    // a tile, so 96 px wider and 24 px taller.
    let (plainWidth, plainHeight) = try plain.pixelSize()
    let (width, height) = try outlined.pixelSize()
    #expect(plain.tiles.count == 4)
    #expect(width == plainWidth + 96 && height == plainHeight + 24)
    let bitmap = try outlined.render()
    #expect(bitmap.width == width && bitmap.height == height)
  }
}
