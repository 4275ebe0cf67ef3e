/// The colour lookups a decoder needs beyond the samples themselves: palette entries (with
/// tRNS alpha) for palette images, and the tRNS colour key of gray and RGB images.
struct PNGPalette {
  /// Premultiplied ARGB for each palette index; 256 entries, those past the PLTE's count 0.
  var entries: [UInt32]
  /// How many entries PLTE defined.
  var count: Int
  /// The opaque word (`0xFFRRGGBB`, gray replicated) that tRNS marks fully transparent, or 0
  /// (which no opaque word equals) when there is none.
  var transparentKey: UInt32

  /// Builds the lookups from PLTE and tRNS data, already checked for length.
  init(
    colorType: PNGHeader.ColorType, palette: UnsafeBufferPointer<UInt8>?,
    transparency: UnsafeBufferPointer<UInt8>?
  ) {
    entries = [UInt32](repeating: 0, count: 256)
    count = 0
    transparentKey = 0
    switch colorType {
    case .palette:
      guard let palette else { return }
      count = palette.count / 3
      for index in 0..<count {
        let alpha = transparency.flatMap { index < $0.count ? $0[index] : nil } ?? 255
        entries[index] = PNGAlpha.premultiply(
          red: palette[3 * index], green: palette[3 * index + 1], blue: palette[3 * index + 2],
          alpha: alpha)
      }
    case .gray:
      // 16-bit sample values; one above 255 can never match an 8-bit sample.
      guard let transparency, transparency[0] == 0 else { return }
      transparentKey = 0xFF00_0000 | UInt32(transparency[1]) &* 0x01_0101
    case .rgb:
      guard let transparency, transparency[0] == 0, transparency[2] == 0, transparency[4] == 0
      else { return }
      transparentKey =
        0xFF00_0000 | UInt32(transparency[1]) << 16
        | UInt32(transparency[3]) << 8 | UInt32(transparency[5])
    case .grayAlpha, .rgba:
      return
    }
  }
}
