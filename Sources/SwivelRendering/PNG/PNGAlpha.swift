/// Conversions between premultiplied and straight alpha, rounding exactly like
/// `RGBA8.premultiplied` and `RGBA8(premultiplied:)`.
enum PNGAlpha {
  /// `table[alpha << 8 | channel]` is the straight value of a premultiplied `channel` at
  /// `alpha`: `min(255, (channel·255 + alpha/2) / alpha)`, and 0 when alpha is 0.
  /// 64 KiB, built once on first use (Swift initialises statics once, thread-safely).
  static let unpremultiplyTable: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 256 * 256)
    for alpha in 1..<256 {
      for channel in 0..<256 {
        table[alpha << 8 | channel] = UInt8(min(255, (channel * 255 + alpha / 2) / alpha))
      }
    }
    return table
  }()

  /// The premultiplied ARGB word for straight channels: `round(channel·alpha/255)`.
  @inline(__always)
  static func premultiply(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> UInt32 {
    let a = UInt32(alpha)
    if a == 255 { return 0xFF00_0000 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }
    @inline(__always) func scale(_ channel: UInt8) -> UInt32 {
      let t = UInt32(channel) * a + 128
      return (t + (t >> 8)) >> 8
    }
    return a << 24 | scale(red) << 16 | scale(green) << 8 | scale(blue)
  }
}
