import SwivelGraphics

/// The decoder's and encoder's fast forms of `RGBA8`'s alpha conversions, which own the
/// rounding: `RGBA8.premultiplied` and `RGBA8(premultiplied:)`.
enum PNGAlpha {
  /// `table[alpha << 8 | channel]` is the straight value of a premultiplied `channel` at
  /// `alpha`, as `RGBA8(premultiplied:)` computes it. 64 KiB, built once on first use (Swift
  /// initialises statics once, thread-safely).
  static let unpremultiplyTable: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 256 * 256)
    for alpha in 1..<256 {
      for channel in 0..<256 {
        table[alpha << 8 | channel] = RGBA8(premultiplied: UInt32(alpha) << 24 | UInt32(channel)).b
      }
    }
    return table
  }()

  /// The premultiplied ARGB word for straight channels, as `RGBA8.premultiplied` computes it.
  @inline(__always)
  static func premultiply(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> UInt32 {
    // Opaque pixels (most of them) skip building an RGBA8: premultiplying is the identity.
    if alpha == 255 { return 0xFF00_0000 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }
    return RGBA8(r: red, g: green, b: blue, a: alpha).premultiplied
  }
}
