internal import CSwivelTurboJPEG
public import SwivelGraphics

/// Reads baseline and progressive JPEG files into opaque bitmaps with libjpeg-turbo (Debian's
/// `libturbojpeg0-dev`), using its accurate integer DCT so every run gives the same pixels.
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
    guard let handle = tjInitDecompress() else { throw JPEGError(reason: "libjpeg-turbo failed to start") }
    defer { tjDestroy(handle) }
    var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
    let header = bytes.withUnsafeBufferPointer {
      tjDecompressHeader3(handle, $0.baseAddress, UInt(bytes.count), &width, &height, &subsampling, &colorspace)
    }
    guard header == 0 else { throw JPEGError(reason: String(cString: tjGetErrorStr2(handle))) }
    let w = Int(width), h = Int(height)
    guard w > 0, h > 0, w <= PNGDecoder.maximumSide, h <= PNGDecoder.maximumSide,
      w * h <= PNGDecoder.maximumPixelCount
    else { throw JPEGError(reason: "size \(w)×\(h) is outside the limits") }
    var pixels = [UInt32](repeating: 0, count: w * h)
    // BGRA bytes in memory are 0xAARRGGBB words on little-endian machines; alpha comes as 0xFF.
    let status = bytes.withUnsafeBufferPointer { source in
      pixels.withUnsafeMutableBytes { target in
        tjDecompress2(
          handle, source.baseAddress, UInt(bytes.count), target.baseAddress?.assumingMemoryBound(to: UInt8.self),
          width, width * 4, height, Int32(TJPF_BGRA.rawValue), TJFLAG_ACCURATEDCT)
      }
    }
    guard status == 0 else { throw JPEGError(reason: String(cString: tjGetErrorStr2(handle))) }
    return Bitmap(width: w, height: h, pixels: pixels)
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
