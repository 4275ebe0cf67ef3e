import SwivelGraphics

/// A deliberately plain transcription of `PixelDigest`'s documented algorithm (version 1),
/// written from its documentation, to pin the stored format.
enum PNGTestDigestReference {
  static func hexString(_ bitmap: Bitmap) -> String {
    let pixels = bitmap.pixels
    var words: [UInt64] = []
    var index = 0
    while index + 1 < pixels.count {
      words.append(UInt64(pixels[index]) | UInt64(pixels[index + 1]) << 32)
      index += 2
    }
    if pixels.count % 2 == 1 { words.append(UInt64(pixels[pixels.count - 1])) }
    var accumulators: [UInt64] = [
      0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344, 0xA409_3822_299F_31D0, 0x082E_FA98_EC4E_6C89,
      0x4528_21E6_38D0_1377, 0xBE54_66CF_34E9_0C6C, 0xC0AC_29B7_C97C_50DD, 0x3F84_D5B5_B547_0917,
    ]
    for (position, word) in words.enumerated() {
      let x = (accumulators[position % 8] ^ word) &* 0x9E37_79B9_7F4A_7C15
      accumulators[position % 8] = x ^ (x >> 29)
    }
    func fold(_ seed: UInt64, _ values: [UInt64]) -> UInt64 {
      var hash = seed
      for value in values {
        hash ^= value
        hash ^= hash >> 33
        hash &*= 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        hash &*= 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 33
      }
      return hash
    }
    let shape = [UInt64(bitmap.width), UInt64(bitmap.height)]
    let high = fold(0x6A09_E667_F3BC_C908, shape + accumulators)
    let low = fold(0xBB67_AE85_84CA_A73B, shape + accumulators.reversed())
    func hex(_ value: UInt64) -> String {
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
    return hex(high) + hex(low)
  }
}
