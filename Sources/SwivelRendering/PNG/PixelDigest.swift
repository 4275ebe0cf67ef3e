public import SwivelGraphics

/// A 128-bit fingerprint of a bitmap's size and every pixel word, used to tell whether two
/// images are identical without comparing (or even decoding) their pixels.
///
/// The value is stable: the same width, height and pixel words give the same digest in every
/// process, run and platform, so it can be stored in files (see ``PNGEncoder``).
///
/// It is **not cryptographic**: it detects accidental differences, not deliberate forgeries.
/// Two same-sized bitmaps that differ in exactly one pixel word always get different digests
/// (in both halves); for other accidental differences a collision is about as likely as
/// guessing 64 bits, and bitmaps that differ only in shape are told apart by the folded-in
/// width and height.
///
/// Algorithm (version 1), built for speed (about 2 ns per pixel pair, no allocation): the
/// words are read as 64-bit pairs of pixels, the first pixel in the low half, and pair `i`
/// goes to accumulator `i % 8` through the multiply-xorshift step
/// `x = (acc ^ pair) &* K; acc = x ^ x >> 29`, a bijection of the accumulator, so one changed
/// pair always changes it. An odd last pixel is a pair with a zero high half. Each 64-bit
/// half of the digest then folds width, height and the eight accumulators (in opposite
/// orders, from different seeds) through MurmurHash3's 64-bit avalanche finaliser.
public struct PixelDigest: Sendable, Hashable, CustomStringConvertible {
  /// The first half, the first 16 hex digits.
  let high: UInt64
  /// The second half, the last 16 hex digits.
  let low: UInt64

  /// Digests a bitmap: its width, height and every pixel word, in order.
  public init(_ bitmap: Bitmap) {
    let (high, low) = bitmap.pixels.withUnsafeBufferPointer { pixels in
      Self.hash(pixels, width: bitmap.width, height: bitmap.height)
    }
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

  // MARK: - Hashing

  private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

  /// Both halves of the digest of `pixels` (`width × height` words).
  private static func hash(
    _ pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int
  ) -> (UInt64, UInt64) {
    var a0: UInt64 = 0x243F_6A88_85A3_08D3
    var a1: UInt64 = 0x1319_8A2E_0370_7344
    var a2: UInt64 = 0xA409_3822_299F_31D0
    var a3: UInt64 = 0x082E_FA98_EC4E_6C89
    var a4: UInt64 = 0x4528_21E6_38D0_1377
    var a5: UInt64 = 0xBE54_66CF_34E9_0C6C
    var a6: UInt64 = 0xC0AC_29B7_C97C_50DD
    var a7: UInt64 = 0x3F84_D5B5_B547_0917
    if let base = pixels.baseAddress {
      @inline(__always) func pair(_ n: Int) -> UInt64 {
        UInt64(base[2 * n]) | UInt64(base[2 * n + 1]) << 32
      }
      let pairCount = pixels.count / 2
      var index = 0
      while index + 8 <= pairCount {
        a0 = step(a0, pair(index))
        a1 = step(a1, pair(index + 1))
        a2 = step(a2, pair(index + 2))
        a3 = step(a3, pair(index + 3))
        a4 = step(a4, pair(index + 4))
        a5 = step(a5, pair(index + 5))
        a6 = step(a6, pair(index + 6))
        a7 = step(a7, pair(index + 7))
        index += 8
      }
      // The last 0…7 pairs, then an odd last pixel, continue the same slot order.
      var slot = 0
      func take(_ word: UInt64) {
        switch slot {
        case 0: a0 = step(a0, word)
        case 1: a1 = step(a1, word)
        case 2: a2 = step(a2, word)
        case 3: a3 = step(a3, word)
        case 4: a4 = step(a4, word)
        case 5: a5 = step(a5, word)
        default: a6 = step(a6, word)
        }
        slot += 1
      }
      while index < pairCount {
        take(pair(index))
        index += 1
      }
      if pixels.count % 2 == 1 { take(UInt64(base[pixels.count - 1])) }
    }
    let shape = [UInt64(truncatingIfNeeded: width), UInt64(truncatingIfNeeded: height)]
    let accumulators = [a0, a1, a2, a3, a4, a5, a6, a7]
    return (
      fold(seed: 0x6A09_E667_F3BC_C908, shape + accumulators),
      fold(seed: 0xBB67_AE85_84CA_A73B, shape + accumulators.reversed())
    )
  }

  @inline(__always)
  private static func step(_ acc: UInt64, _ word: UInt64) -> UInt64 {
    let x = (acc ^ word) &* multiplier
    return x ^ x >> 29
  }

  /// Folds values in order through a bijective avalanche mix (MurmurHash3's finaliser).
  private static func fold(seed: UInt64, _ values: [UInt64]) -> UInt64 {
    values.reduce(seed) { hash, value in
      var x = hash ^ value
      x ^= x >> 33
      x &*= 0xFF51_AFD7_ED55_8CCD
      x ^= x >> 33
      x &*= 0xC4CE_B9FE_1A85_EC53
      x ^= x >> 33
      return x
    }
  }
}
