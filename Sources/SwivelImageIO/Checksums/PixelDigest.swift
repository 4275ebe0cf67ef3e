public import SwivelGraphics

/// A 128-bit fingerprint of a bitmap's size and every pixel word, used to tell whether two
/// images are identical without comparing (or even decoding) their pixels. The counterpart of
/// the byte comparison swift-snapshot-testing makes, without decoding the reference.
///
/// The value is stable: the same width, height and pixel words give the same digest in every
/// process, run and platform, so it can be stored in files (see ``PNGEncoder``).
///
/// It is **not cryptographic**: it detects accidental differences, not deliberate forgeries;
/// two different bitmaps share a digest with a chance of about 2^-128.
///
/// Algorithm (version 2): xxHash's XXH3-128 over the pixel words as little-endian bytes,
/// row-major, seeded with `width << 32 | height`. The stored high half is XXH3's `high64`, the
/// low half its `low64`. It runs in the xxHash library, optimised in every build, so a debug
/// build digests a screen as fast as a release build. Files holding a version-1 digest (a
/// Swift loop, slow in debug builds) are still read, through the slow path:
/// ``PNGDecoder/embeddedDigest(in:)`` returns nil for them, so callers decode the pixels
/// instead.
public struct PixelDigest: Sendable, Hashable, CustomStringConvertible {
  /// The first half, the first 16 hex digits.
  let high: UInt64
  /// The second half, the last 16 hex digits.
  let low: UInt64

  /// Digests a bitmap: its width, height and every pixel word, in order.
  public init(_ bitmap: Bitmap) {
    let seed =
      UInt64(truncatingIfNeeded: bitmap.width) << 32
      | UInt64(truncatingIfNeeded: bitmap.height) & 0xFFFF_FFFF
    #if _endian(little)
    let (high, low) = bitmap.pixels.withUnsafeBytes { bytes in
      PNGXXHash.hash128(bytes.baseAddress, count: bytes.count, seed: seed)
    }
    #else
    let (high, low) = bitmap.pixels.map(\.littleEndian).withUnsafeBytes { bytes in
      PNGXXHash.hash128(bytes.baseAddress, count: bytes.count, seed: seed)
    }
    #endif
    self.init(high: high, low: low)
  }

  /// A digest from its two halves, as stored.
  init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  /// The 128 bits as 32 lower-case hex digits.
  public var hexString: String {
    func hex(_ value: UInt64) -> String {
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
    return hex(high) + hex(low)
  }

  /// Same as ``hexString``.
  public var description: String { hexString }
}
