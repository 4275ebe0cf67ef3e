import Foundation
import SwivelGallery
import Testing

@Suite struct GalleryTests {
  static func plan() throws -> GalleryPlan {
    try GalleryPlan(
      scenes: [GalleryTestScenes.everyWay, GalleryTestScenes.portraitOnly],
      devices: [.iphone6, .iphone4s],
      sheetDevices: [.iphone6])
  }

  @Test func writesEveryPlannedImageASheetPerSceneAndTheIndex() async throws {
    let folder = try GalleryTestScenes.temporaryFolder()
    let plan = try Self.plan()
    let report = try await Gallery(plan: plan, workerCount: 2).write(to: folder)
    #expect(report.imageCount == plan.imageCount)
    #expect(report.sheetCount == 2)
    let files = try Set(FileManager.default.contentsOfDirectory(atPath: folder))
    let planned = plan.sections.flatMap { [$0.sheet.fileName] + $0.screens.map(\.fileName) }
    #expect(files == Set(planned + ["index.html"]))
    #expect(files.contains("EveryWay.sheet.png") && files.contains("PortraitOnly.sheet.png"))
    for image in report.images {
      let bytes = try #require(FileManager.default.contents(atPath: folder + "/" + image.fileName))
      let size = try PNGDecoder.size(of: [UInt8](bytes))
      #expect(
        size.width == image.pixelWidth && size.height == image.pixelHeight, "\(image.fileName)")
      #expect(bytes.count == image.byteCount)
    }
  }

  @Test func reportFollowsThePlanWhateverTheWorkerCount() async throws {
    let plan = try Self.plan()
    let one = try await Gallery(plan: plan, workerCount: 1).write(
      to: GalleryTestScenes.temporaryFolder())
    let three = try await Gallery(plan: plan, workerCount: 3).write(
      to: GalleryTestScenes.temporaryFolder())
    #expect(one.images == three.images)
    #expect(
      one.sections.map { $0.screens.map(\.fileName) }
        == plan.sections.map { $0.screens.map(\.fileName) })
    let screen = try #require(one.sections.first?.screens.first)
    #expect(screen.fileName == "EveryWay.iphone6.portrait.png")
    #expect(screen.caption == "iPhone 6 · portrait · wC hR · 750×1334 px")
    #expect(screen.displaySize == CGSize(width: 187.5, height: 333.5))
  }

  @Test func imagesCarryNoDigestChunkAsTheyAreNeverGoldens() async throws {
    let folder = try GalleryTestScenes.temporaryFolder()
    let report = try await Gallery(plan: Self.plan()).write(to: folder)
    for image in report.images {
      let bytes = try #require(FileManager.default.contents(atPath: folder + "/" + image.fileName))
      let types = Self.chunkTypes(of: [UInt8](bytes))
      #expect(types.first == "IHDR" && types.last == "IEND", "\(image.fileName)")
      #expect(types.contains("IDAT") && !types.contains("swVL"), "\(image.fileName): \(types)")
    }
  }

  /// The chunk types of a PNG file, in order (after the 8-byte signature, each chunk is a
  /// 4-byte big-endian length, a 4-byte type, the data and a 4-byte CRC).
  static func chunkTypes(of bytes: [UInt8]) -> [String] {
    var types: [String] = [], offset = 8
    while offset + 8 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
      offset += 12 + length
    }
    return types
  }

  @Test func imagesMatchADirectRender() async throws {
    let folder = try GalleryTestScenes.temporaryFolder()
    _ = try await Gallery(plan: Self.plan()).write(to: folder)
    let bytes = try #require(
      FileManager.default.contents(atPath: folder + "/EveryWay.iphone4s.landscapeRight.png"))
    let expected = try GalleryTestScenes.everyWay.launch(
      on: .iphone4s, orientation: .landscapeRight
    ).renderImage(asHeld: true)
    let matches = try PNGDecoder.decode([UInt8](bytes)) == expected
    #expect(matches)
  }

  @Test func aScreensFileIsWhatTheEncoderWritesForTheSameRender() async throws {
    let folder = try GalleryTestScenes.temporaryFolder()
    _ = try await Gallery(plan: Self.plan()).write(to: folder)
    let bytes = try #require(
      FileManager.default.contents(atPath: folder + "/EveryWay.iphone4s.portrait.png"))
    let render = try GalleryTestScenes.everyWay.launch(on: .iphone4s, orientation: .portrait)
      .renderImage(asHeld: true)
    #expect([UInt8](bytes) == PNGEncoder().encode(render, embedDigest: false))
  }

  @Test func reportsProgressOncePerImageUpToTheTotal() async throws {
    let plan = try Self.plan()
    var seen: [GalleryProgress] = []
    _ = try await Gallery(plan: plan).write(to: GalleryTestScenes.temporaryFolder()) {
      seen.append($0)
    }
    #expect(seen.map(\.completed) == Array(1...plan.imageCount))
    #expect(seen.allSatisfy { $0.total == plan.imageCount })
    #expect(Set(seen.map(\.fileName)).count == plan.imageCount)
  }

  @Test func leavesUnrelatedFilesAlone() async throws {
    let folder = try GalleryTestScenes.temporaryFolder()
    let notes = folder + "/notes.txt"
    try Data("keep me".utf8).write(to: URL(fileURLWithPath: notes))
    _ = try await Gallery(plan: Self.plan()).write(to: folder)
    #expect(FileManager.default.contents(atPath: notes) == Data("keep me".utf8))
  }

  @Test func aFileInThePlaceOfTheFolderIsATypedError() async throws {
    let folder = try GalleryTestScenes.temporaryFolder()
    let file = folder + "/taken"
    try Data().write(to: URL(fileURLWithPath: file))
    await #expect(
      throws: GalleryError.outputFolder(path: file, reason: "\(file) is a file, not a folder")
    ) {
      try await Gallery(plan: Self.plan()).write(to: file)
    }
    let gallery = Gallery(plan: try Self.plan())
    do {
      _ = try await gallery.write(to: file + "/inside")
      Issue.record("writing under a file should fail")
    } catch {
      guard case .outputFolder(let path, let reason) = error else {
        Issue.record("expected an output folder error, got \(error)")
        return
      }
      #expect(path == file + "/inside")
      #expect(reason == "\(file) is a file, not a folder")
      #expect(error.description.contains("choose a writable folder with --output"))
    }
  }
}
