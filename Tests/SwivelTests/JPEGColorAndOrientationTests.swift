import Foundation
import Swivel
import Testing

/// JPEGs as cameras and print tools write them: CMYK files decode (UIImage shows them), and a
/// photo's EXIF orientation turns it upright as `UIImage` does: `imageOrientation`, a swapped
/// size for quarter turns, and upright drawing.
@Suite struct JPEGColorAndOrientationTests {
  private func channels(_ word: UInt32) -> (Int, Int, Int, Int) {
    (Int(word >> 24), Int((word >> 16) & 0xFF), Int((word >> 8) & 0xFF), Int(word & 0xFF))
  }

  private func isRed(_ word: UInt32) -> Bool {
    let (a, r, g, b) = channels(word)
    return a == 255 && r > 235 && g < 20 && b < 20
  }

  private func isBlue(_ word: UInt32) -> Bool {
    let (a, r, g, b) = channels(word)
    return a == 255 && r < 20 && g < 20 && b > 235
  }

  private func resource(_ name: String) throws -> [UInt8] {
    let path = try #require(Bundle.module.path(forResource: name, ofType: "jpg"))
    return try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
  }

  // MARK: CMYK

  @Test func aCMYKJPEGDecodesToItsColours() throws {
    // 16×8, saved by libjpeg-turbo as YCCK with an Adobe marker: red on the left half, blue on
    // the right, as inverted CMYK (red: C 255, M 0, Y 0, K 255).
    let path = try #require(Bundle.module.path(forResource: "cmyk", ofType: "jpg"))
    let image = try Image.load(contentsOfFile: path)
    #expect(image.size == CGSize(width: 16, height: 8))
    #expect(isRed(image.bitmap[2, 4]), "\(channels(image.bitmap[2, 4]))")
    #expect(isBlue(image.bitmap[13, 4]), "\(channels(image.bitmap[13, 4]))")
    #expect(Image(data: Data(try resource("cmyk"))) != nil)
  }

  /// Whether `word` is cyan (#00FFFF), as UIKit shows a CMYK file of pure cyan ink.
  private func isCyan(_ word: UInt32) -> Bool {
    let (a, r, g, b) = channels(word)
    return a == 255 && r < 20 && g > 235 && b > 235
  }

  /// Two 8×8 files of pure cyan ink, written with libjpeg's compressor as CMYK (no YCCK
  /// transform): `cyan-adobe-cmyk` with Adobe's APP14 segment and the values stored inverted
  /// (C 0, M 255, Y 255, K 255), as Photoshop, libjpeg and Pillow write them;
  /// `cyan-plain-cmyk` without that segment and the ink amounts as they are (C 255, M 0, Y 0,
  /// K 0).
  @Test(arguments: ["cyan-adobe-cmyk", "cyan-plain-cmyk"])
  func aCyanCMYKJPEGIsCyanWithOrWithoutTheAdobeSegment(name: String) throws {
    let bytes = try resource(name)
    let bitmap = try JPEGDecoder.decode(bytes)
    #expect(bitmap.width == 8 && bitmap.height == 8)
    #expect(bitmap.pixels.allSatisfy(isCyan), "\(channels(bitmap[4, 4]))")
    let image = try #require(Image(data: Data(bytes)))
    #expect(isCyan(image.bitmap[0, 0]))
  }

  // MARK: EXIF orientation

  /// An APP1 Exif segment whose first directory holds one tag: Orientation = `value`, in the
  /// byte order given (`II` little-endian or `MM` big-endian).
  private func exifSegment(orientation value: UInt16, littleEndian: Bool) -> [UInt8] {
    func u16(_ v: UInt16) -> [UInt8] {
      littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)]
    }
    func u32(_ v: UInt32) -> [UInt8] {
      littleEndian
        ? (0..<4).map { UInt8((v >> (8 * $0)) & 0xFF) }
        : (0..<4).reversed().map { UInt8((v >> (8 * $0)) & 0xFF) }
    }
    let tiff =
      (littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]) + u16(42) + u32(8)
      + u16(1) + u16(0x0112) + u16(3) + u32(1) + u16(value) + u16(0) + u32(0)
    let body: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
    let length = UInt16(body.count + 2)
    return [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + body
  }

  /// photo.jpg (16×8: red left half, blue right half) with an Exif orientation after its SOI.
  private func photo(orientation: UInt16, littleEndian: Bool = true) throws -> [UInt8] {
    let bytes = try resource("photo")
    return Array(bytes.prefix(2))
      + exifSegment(orientation: orientation, littleEndian: littleEndian) + bytes.dropFirst(2)
  }

  private func load(_ bytes: [UInt8], name: String = "photo.jpg") throws -> Image {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swivel-exif-\(UUID().uuidString)-\(name)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return try Image.load(contentsOfFile: path)
  }

  /// The image drawn by an image view of its own size at scale 1.
  private func drawn(_ image: Image) throws -> Bitmap {
    let view = ImageView(image: image)
    view.frame = CGRect(origin: .zero, size: image.size)
    return try view.renderImage(scale: 1)
  }

  @Test(arguments: [true, false])
  func aPortraitPhotoStoredSidewaysIsUpright(littleEndian: Bool) throws {
    // EXIF 6: stored 16×8, shown rotated 90° clockwise: 8×16, the stored left half on top.
    let image = try load(try photo(orientation: 6, littleEndian: littleEndian))
    #expect(image.imageOrientation == .right)
    #expect(image.size == CGSize(width: 8, height: 16))
    #expect(image.bitmap.width == 16 && image.bitmap.height == 8)  // the pixels as stored
    let bitmap = try drawn(image)
    #expect(bitmap.width == 8 && bitmap.height == 16)
    #expect(isRed(bitmap[4, 2]) && isBlue(bitmap[4, 13]))
    #expect(try Image(data: Data(photo(orientation: 6)))?.imageOrientation == .right)
  }

  @Test func everyOrientationDrawsTheStoredPixelsWhereUIKitWould() throws {
    // Where the stored left half (red) shows, for each EXIF value: the upright size and a
    // point that must be red and one that must be blue.
    let cases:
      [(
        exif: UInt16, orientation: Image.Orientation, size: CGSize, red: (Int, Int),
        blue: (Int, Int)
      )] = [
        (1, .up, CGSize(width: 16, height: 8), (2, 4), (13, 4)),
        (2, .upMirrored, CGSize(width: 16, height: 8), (13, 4), (2, 4)),
        (3, .down, CGSize(width: 16, height: 8), (13, 4), (2, 4)),
        (4, .downMirrored, CGSize(width: 16, height: 8), (2, 4), (13, 4)),
        (5, .leftMirrored, CGSize(width: 8, height: 16), (4, 2), (4, 13)),
        (6, .right, CGSize(width: 8, height: 16), (4, 2), (4, 13)),
        (7, .rightMirrored, CGSize(width: 8, height: 16), (4, 13), (4, 2)),
        (8, .left, CGSize(width: 8, height: 16), (4, 13), (4, 2)),
      ]
    for entry in cases {
      let image = try load(try photo(orientation: entry.exif))
      #expect(image.imageOrientation == entry.orientation, "EXIF \(entry.exif)")
      #expect(image.size == entry.size, "EXIF \(entry.exif)")
      let bitmap = try drawn(image)
      #expect(isRed(bitmap[entry.red.0, entry.red.1]), "EXIF \(entry.exif)")
      #expect(isBlue(bitmap[entry.blue.0, entry.blue.1]), "EXIF \(entry.exif)")
    }
  }

  @Test func unknownOrDamagedOrientationsShowTheImageAsStored() throws {
    for value: UInt16 in [0, 9, 0xFFFF] {
      #expect(try load(try photo(orientation: value)).imageOrientation == .up)
    }
    // A truncated Exif segment is ignored, never read past its end.
    var bytes = try photo(orientation: 6)
    bytes[5] = 10  // the APP1 length now stops inside the TIFF header
    #expect(JPEGDecoder.orientation(of: bytes) == .up)
    var g: UInt64 = 99
    for _ in 0..<500 {
      var mutated = try photo(orientation: 6)
      g = g &* 6_364_136_223_846_793_005 &+ 1
      mutated[4 + Int(g >> 33) % 40] = UInt8(truncatingIfNeeded: g >> 20)
      _ = JPEGDecoder.orientation(of: mutated)  // must return, whatever it finds
    }
    #expect(
      JPEGDecoder.orientation(of: []) == .up
        && JPEGDecoder.orientation(of: [0xFF, 0xD8, 0xFF]) == .up)
  }

  @Test func drawingInDrawRectHonoursTheOrientation() throws {
    let image = try load(try photo(orientation: 6))
    final class Canvas: View {
      let image: Image
      init(_ image: Image) {
        self.image = image
        super.init(frame: CGRect(x: 0, y: 0, width: 8, height: 16))
      }
      required init?(coder: NSCoder) { nil }
      override func draw(_ rect: CGRect) { GraphicsContext.current?.draw(image, in: rect) }
    }
    let bitmap = try Canvas(image).renderImage(scale: 1)
    #expect(isRed(bitmap[4, 2]) && isBlue(bitmap[4, 13]))
  }
}
