import Foundation
import Swivel
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `Image.load(contentsOfFile:)` on every kind of path a user can hand it: each gives an image
/// or a typed error that says what the path is, and none blocks (a FIFO is never opened) or
/// reads forever (a device is never read).
@Suite struct ImageFileKindTests {
  private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swivel-kinds-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private func reason(_ path: String) -> String? {
    do {
      _ = try Image.load(contentsOfFile: path)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func aFIFOIsNotARegularFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("pipe.png").path
    #expect(mkfifo(fifo, 0o644) == 0)
    let message = try #require(reason(fifo))
    #expect(
      message.contains(fifo) && message.contains("not a regular file") && message.contains("FIFO"),
      "\(message)")
    #expect(Image(contentsOfFile: fifo) == nil)
  }

  @Test(arguments: ["/dev/null", "/dev/zero"])
  func aCharacterDeviceIsNotARegularFile(path: String) throws {
    let message = try #require(reason(path))
    #expect(
      message.contains("not a regular file") && message.contains("character device"), "\(message)")
  }

  @Test func aLoopOfSymbolicLinksIsNamed() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let a = folder.appendingPathComponent("a.png").path,
      b = folder.appendingPathComponent("b.png").path
    #expect(symlink(b, a) == 0 && symlink(a, b) == 0)
    let message = try #require(reason(a))
    #expect(
      message.contains(a) && message.contains("too many levels of symbolic links"), "\(message)")
    #expect(!message.contains("no image file"))
  }

  @Test func aLinkToAnImageLoadsItAndADanglingLinkIsMissing() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("real.png").path
    try Data(PNGEncoder().encode(Bitmap(width: 3, height: 2, fill: 0xFF00_FF00))).write(
      to: URL(fileURLWithPath: target))
    let link = folder.appendingPathComponent("link@2x.png").path
    #expect(symlink(target, link) == 0)
    let image = try Image.load(contentsOfFile: link)
    #expect(image.bitmap.width == 3 && image.scale == 2)  // the scale comes from the name given
    let dangling = folder.appendingPathComponent("dangling.png").path
    #expect(symlink(folder.appendingPathComponent("gone.png").path, dangling) == 0)
    #expect(throws: ImageLoadingError.missing(path: dangling)) {
      try Image.load(contentsOfFile: dangling)
    }
  }

  @Test func aPathThroughAFileIsMissingAndAnEmptyFileIsNotAnImage() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("plain.txt").path
    try Data("text".utf8).write(to: URL(fileURLWithPath: file))
    #expect(throws: ImageLoadingError.missing(path: file + "/inside.png")) {
      try Image.load(contentsOfFile: file + "/inside.png")
    }
    let empty = folder.appendingPathComponent("empty.png").path
    try Data().write(to: URL(fileURLWithPath: empty))
    #expect(throws: ImageLoadingError.notPNG(path: empty, firstBytes: [])) {
      try Image.load(contentsOfFile: empty)
    }
  }

  /// Every kind of image file and damage, written to disk and loaded: an image of the size the
  /// file declares, or a typed error naming the path; never a crash.
  @Test func filesOfEveryKindLoadOrSayWhy() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var sources: [(String, [UInt8])] = []
    for name in ["photo", "cmyk"] {
      let path = try #require(Bundle.module.path(forResource: name, ofType: "jpg"))
      sources.append((name + ".jpg", try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))))
    }
    let opaque = Bitmap(width: 7, height: 5, fill: 0xFF33_6699)
    var translucent = Bitmap(width: 9, height: 4)
    for y in 0..<4 {
      for x in 0..<9 {
        translucent[x, y] =
          RGBA8(r: UInt8(x * 20), g: 90, b: UInt8(y * 50), a: UInt8(30 * x)).premultiplied
      }
    }
    sources.append(("opaque.png", PNGEncoder().encode(opaque)))
    sources.append(("translucent.png", PNGEncoder().encode(translucent)))
    var state: UInt64 = 0x1_3A6E
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33)
    }
    var loaded = 0, refused = 0
    for round in 0..<400 {
      let (name, original) = sources[round % sources.count]
      var bytes = original
      switch round / sources.count % 4 {
      case 0: break  // intact
      case 1: bytes = Array(bytes.prefix(next() % bytes.count))  // truncated
      case 2:
        // flipped
        for _ in 0..<(1 + next() % 4) { bytes[next() % bytes.count] ^= UInt8(1 + next() % 255) }
      default:
        bytes.insert(
          contentsOf: (0..<(next() % 64)).map { _ in UInt8(next() % 256) }, at: next() % bytes.count
        )
      }
      let path = folder.appendingPathComponent("\(round)-\(name)").path
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      do {
        let image = try Image.load(contentsOfFile: path)
        #expect(image.bitmap.width > 0 && image.bitmap.height > 0, "round \(round)")
        #expect(
          image.bitmap.pixels.count == image.bitmap.width * image.bitmap.height, "round \(round)")
        loaded += 1
      } catch {
        #expect(error.description.contains(path), "round \(round): \(error)")
        refused += 1
      }
    }
    #expect(loaded + refused == 400)
    #expect(loaded >= 100, "the intact files and some damaged ones load")
  }
}
