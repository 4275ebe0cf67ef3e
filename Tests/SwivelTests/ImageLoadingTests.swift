import Foundation
import Swivel
import Testing

/// `UIImage(contentsOfFile:)`, `UIImage(named:in:compatibleWith:)` and `UIImage(data:scale:)`:
/// the size in points is the pixel size divided by the scale.
@Suite struct ImageLoadingTests {
  private let red: UInt32 = 0xFFFF_0000
  private let blue: UInt32 = 0xFF00_00FF

  private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swivel-image-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private func pngBytes(width: Int, height: Int) -> [UInt8] {
    var bitmap = Bitmap(width: width, height: height)
    for y in 0..<height { for x in 0..<width { bitmap[x, y] = x < width / 2 ? red : blue } }
    return PNGEncoder().encode(bitmap)
  }

  @Test func aBundledPNGIsFoundByNameAtTheScaleAsked() throws {
    let two = try Image.load(named: "swatch", in: .module, scale: 2)
    #expect(two.scale == 2)
    #expect(two.bitmap.width == 12 && two.bitmap.height == 8)
    #expect(two.size == CGSize(width: 6, height: 4))
    #expect(two.bitmap[0, 0] == red && two.bitmap[11, 7] == blue)
    let one = try #require(Image(named: "swatch", in: .module, scale: 1))
    #expect(one.scale == 1 && one.size == CGSize(width: 6, height: 4))
    // Asked for 3x, only 2x and 1x exist: the larger scale wins over the smaller.
    #expect(try Image.load(named: "swatch.png", in: .module, scale: 3).scale == 2)
    #expect(try Image.load(named: "only1x", in: .module, scale: 3).scale == 1)
  }

  @Test func lookupOrderPrefersTheScaleThenLargerThenSmaller() {
    #expect(
      Image.candidateFileNames(for: "icon", scale: 2) == [
        "icon@2x.png", "icon@3x.png", "icon.png", "icon",
      ])
    #expect(
      Image.candidateFileNames(for: "icon.png", scale: 1) == [
        "icon.png", "icon@2x.png", "icon@3x.png",
      ])
    #expect(
      Image.candidateFileNames(for: "icon", scale: 3) == [
        "icon@3x.png", "icon@2x.png", "icon.png", "icon",
      ])
  }

  @Test func aMissingNameSaysWhatWasTried() {
    #expect(Image(named: "nothing", in: .module) == nil)
    #expect(
      throws: ImageLoadingError.notFound(
        name: "nothing", bundlePath: Bundle.module.bundlePath,
        tried: ["nothing@2x.png", "nothing@3x.png", "nothing.png", "nothing"])
    ) {
      try Image.load(named: "nothing", in: .module)
    }
  }

  @Test func aFileTakesItsScaleFromItsName() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let plain = folder.appendingPathComponent("photo.png").path
    let retina = folder.appendingPathComponent("photo@3x.png").path
    try Data(pngBytes(width: 30, height: 15)).write(to: URL(fileURLWithPath: plain))
    try Data(pngBytes(width: 30, height: 15)).write(to: URL(fileURLWithPath: retina))
    #expect(Image(contentsOfFile: plain)?.size == CGSize(width: 30, height: 15))
    #expect(Image(contentsOfFile: retina)?.size == CGSize(width: 10, height: 5))
  }

  @Test func badFilesGiveTypedErrorsNamingThePath() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("missing.png").path
    #expect(Image(contentsOfFile: missing) == nil)
    #expect(throws: ImageLoadingError.missing(path: missing)) {
      try Image.load(contentsOfFile: missing)
    }
    #expect(throws: ImageLoadingError.unreadable(path: folder.path, reason: "it is a folder")) {
      try Image.load(contentsOfFile: folder.path)
    }
    let text = folder.appendingPathComponent("notes.png").path
    try Data("hello".utf8).write(to: URL(fileURLWithPath: text))
    #expect(throws: ImageLoadingError.notPNG(path: text, firstBytes: Array("hello".utf8))) {
      try Image.load(contentsOfFile: text)
    }
    let corrupt = folder.appendingPathComponent("corrupt.png").path
    var bytes = pngBytes(width: 4, height: 4)
    bytes[20] ^= 0xFF  // inside IHDR: its CRC no longer matches
    try Data(bytes).write(to: URL(fileURLWithPath: corrupt))
    #expect(throws: ImageLoadingError.corrupt(path: corrupt, reason: .badCRC(chunk: "IHDR"))) {
      try Image.load(contentsOfFile: corrupt)
    }
    let message = ImageLoadingError.corrupt(path: corrupt, reason: .badCRC(chunk: "IHDR"))
      .description
    #expect(message.contains(corrupt) && message.contains("CRC"))
  }

  @Test func dataDecodesAtTheGivenScale() throws {
    let data = Data(pngBytes(width: 8, height: 4))
    #expect(Image(data: data)?.size == CGSize(width: 8, height: 4))
    #expect(Image(data: data, scale: 2)?.size == CGSize(width: 4, height: 2))
    #expect(Image(data: Data("nope".utf8)) == nil)
    #expect(Image(data: data, scale: 0) == nil)
  }
}

/// JPEG through libjpeg-turbo: a 16×8 file saved at quality 95 without chroma subsampling,
/// red on the left half and blue on the right.
@Suite struct JPEGLoadingTests {
  private func channels(_ word: UInt32) -> (Int, Int, Int, Int) {
    (Int(word >> 24), Int((word >> 16) & 0xFF), Int((word >> 8) & 0xFF), Int(word & 0xFF))
  }

  @Test func aBundledJPEGDecodesOpaqueWithItsColours() throws {
    let image = try Image.load(named: "photo.jpg", in: .module, scale: 1)
    #expect(image.size == CGSize(width: 16, height: 8))
    let (a, r, g, b) = channels(image.bitmap[1, 4])
    #expect(a == 255 && r > 240 && g < 16 && b < 16)
    let (a2, r2, g2, b2) = channels(image.bitmap[14, 4])
    #expect(a2 == 255 && r2 < 16 && g2 < 16 && b2 > 240)
  }

  @Test func aTruncatedJPEGIsATypedError() throws {
    let path = try #require(Bundle.module.path(forResource: "photo", ofType: "jpg"))
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    let cut = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swivel-cut-\(UUID().uuidString).jpg")
    defer { try? FileManager.default.removeItem(at: cut) }
    try Data(bytes.prefix(20)).write(to: cut)
    #expect(Image(contentsOfFile: cut.path) == nil)
    do {
      _ = try Image.load(contentsOfFile: cut.path)
      Issue.record("a 20-byte JPEG loaded")
    } catch {
      guard case .corruptJPEG(let failedPath, let reason) = error else {
        Issue.record("expected corruptJPEG, got \(error)")
        return
      }
      #expect(failedPath == cut.path && !reason.reason.isEmpty)
    }
  }

  @Test func decodingIsTheSameEveryTime() throws {
    let path = try #require(Bundle.module.path(forResource: "photo", ofType: "jpg"))
    let first = try #require(Image(contentsOfFile: path))
    let second = try #require(Image(contentsOfFile: path))
    #expect(first.size == CGSize(width: 16, height: 8))
    #expect(first.bitmap.pixels == second.bitmap.pixels)
    #expect(first == second)
  }
}
