internal import CSwivelTurboJPEG
public import SwivelGraphics

/// Reads baseline and progressive JPEG files into opaque bitmaps with libjpeg-turbo (Debian's
/// `libturbojpeg0-dev`), using its accurate integer DCT so every run gives the same pixels.
///
/// CMYK and YCCK files (as Photoshop writes for print) are decoded to CMYK and converted to RGB
/// without colour management, the way libjpeg-turbo itself converts them (its `cmyk_to_rgb`:
/// red = C × K / 255 and so on, on the inverted values these files store), so their colours
/// approximate what UIKit shows after applying the file's ICC profile. Files with Adobe's
/// `APP14` segment (Photoshop's, libjpeg's, Pillow's) store inverted values; a CMYK file
/// without it stores ink amounts as they are (0 is no ink), which are inverted first, so a
/// cyan square is cyan either way. Orientation is read separately (``orientation(of:)``).
public enum JPEGDecoder {
  /// Whether `bytes` start with the JPEG start-of-image marker (`FF D8 FF`).
  public static func isJPEG(_ bytes: [UInt8]) -> Bool {
    bytes.count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF
  }

  /// Full decode to an opaque bitmap.
  ///
  /// - Throws: ``JPEGError`` with libjpeg-turbo's message, or when the size exceeds
  ///   ``PNGDecoder/maximumSide`` or ``PNGDecoder/maximumPixelCount`` (checked from the header
  ///   before anything is allocated).
  public static func decode(_ bytes: [UInt8]) throws(JPEGError) -> Bitmap {
    guard let handle = tjInitDecompress() else {
      throw JPEGError(reason: "libjpeg-turbo failed to start")
    }
    defer { tjDestroy(handle) }
    var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
    let header = bytes.withUnsafeBufferPointer {
      tjDecompressHeader3(
        handle, $0.baseAddress, UInt(bytes.count), &width, &height, &subsampling, &colorspace)
    }
    guard header == 0 else { throw JPEGError(reason: String(cString: tjGetErrorStr2(handle))) }
    let w = Int(width), h = Int(height)
    guard w > 0, h > 0, w <= PNGDecoder.maximumSide, h <= PNGDecoder.maximumSide,
      w * h <= PNGDecoder.maximumPixelCount
    else { throw JPEGError(reason: "size \(w)×\(h) is outside the limits") }
    var pixels = [UInt32](repeating: 0, count: w * h)
    let isCMYK = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
    // BGRA bytes in memory are 0xAARRGGBB words on little-endian machines; alpha comes as 0xFF.
    // CMYK comes as C, M, Y, K bytes, converted in place below.
    let format = isCMYK ? TJPF_CMYK : TJPF_BGRA
    let status = bytes.withUnsafeBufferPointer { source in
      pixels.withUnsafeMutableBytes { target in
        tjDecompress2(
          handle, source.baseAddress, UInt(bytes.count),
          target.baseAddress?.assumingMemoryBound(to: UInt8.self),
          width, width * 4, height, Int32(format.rawValue), TJFLAG_ACCURATEDCT)
      }
    }
    guard status == 0 else { throw JPEGError(reason: String(cString: tjGetErrorStr2(handle))) }
    if isCMYK { convertCMYKToRGB(&pixels, isInverted: hasAdobeSegment(bytes)) }
    return Bitmap(width: w, height: h, pixels: pixels)
  }

  /// Turns words holding C, M, Y, K bytes (in memory order) into opaque `0xFFRRGGBB` words:
  /// each of red, green and blue is the inverted-CMYK value times K / 255, rounded, as
  /// libjpeg-turbo's `cmyk_to_rgb` computes it. `isInverted` says the bytes are stored
  /// inverted (Adobe's convention); otherwise they are ink amounts, inverted here first.
  static func convertCMYKToRGB(_ pixels: inout [UInt32], isInverted: Bool) {
    let flip: UInt32 = isInverted ? 0 : 255
    pixels.withUnsafeMutableBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      for index in 0..<(bytes.count / 4) {
        let c = UInt32(bytes[4 * index]) ^ flip, m = UInt32(bytes[4 * index + 1]) ^ flip
        let y = UInt32(bytes[4 * index + 2]) ^ flip, k = UInt32(bytes[4 * index + 3]) ^ flip
        // round(v × k / 255) = ⌊(2 v k + 255) / 510⌋
        let red = (2 * c * k + 255) / 510, green = (2 * m * k + 255) / 510,
          blue = (2 * y * k + 255) / 510
        let word = 0xFF00_0000 | red << 16 | green << 8 | blue
        bytes[4 * index] = UInt8(word & 0xFF)
        bytes[4 * index + 1] = UInt8((word >> 8) & 0xFF)
        bytes[4 * index + 2] = UInt8((word >> 16) & 0xFF)
        bytes[4 * index + 3] = 0xFF
      }
    }
  }
}

/// Why bytes could not be read as a JPEG image: libjpeg-turbo's message.
public struct JPEGError: Error, Equatable, CustomStringConvertible {
  /// What went wrong, in libjpeg-turbo's words.
  public var reason: String

  /// Creates an error.
  public init(reason: String) { self.reason = reason }

  /// One line.
  public var description: String { "JPEG data cannot be decoded: \(reason)" }
}
