import CSwivelXXHash
import SwivelGraphics

/// A deliberately plain transcription of `PixelDigest`'s documented algorithm (version 2),
/// written from its documentation, to pin the stored format: XXH3-128 (called directly) over
/// the pixel words as little-endian bytes, built here byte by byte, seeded with
/// `width << 32 | height`.
enum PNGTestDigestReference {
  static func hexString(_ bitmap: Bitmap) -> String {
    var bytes: [UInt8] = []
    for word in bitmap.pixels {
      bytes += [
        UInt8(word & 0xFF), UInt8((word >> 8) & 0xFF), UInt8((word >> 16) & 0xFF),
        UInt8(word >> 24),
      ]
    }
    let seed = UInt64(bitmap.width) << 32 | UInt64(bitmap.height)
    let hash = bytes.withUnsafeBytes { XXH3_128bits_withSeed($0.baseAddress, $0.count, seed) }
    func hex(_ value: UInt64) -> String {
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
    return hex(hash.high64) + hex(hash.low64)
  }
}
