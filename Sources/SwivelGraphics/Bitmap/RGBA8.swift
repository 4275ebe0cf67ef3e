/// One pixel as 8-bit sRGB channels with **straight** (not premultiplied) alpha, the way a
/// PNG stores it and the way people write colours (`#RRGGBBAA`).
public struct RGBA8: Sendable, Hashable, CustomStringConvertible {
  /// Red, 0…255.
  public var r: UInt8
  /// Green, 0…255.
  public var g: UInt8
  /// Blue, 0…255.
  public var b: UInt8
  /// Alpha, 0 (transparent) … 255 (opaque).
  public var a: UInt8

  /// Creates a pixel from its four channels.
  public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  /// `#RRGGBBAA` in upper-case hex.
  public var description: String {
    "#"
      + [r, g, b, a].map { byte in
        let hex = String(byte, radix: 16, uppercase: true)
        return byte < 16 ? "0" + hex : hex
      }.joined()
  }

  /// This pixel as a premultiplied ARGB word (`0xAARRGGBB`), rounding to nearest.
  public var premultiplied: UInt32 {
    let alpha = UInt32(a)
    func scale(_ channel: UInt8) -> UInt32 {
      // Exact rounding of channel·alpha/255.
      let t = UInt32(channel) * alpha + 128
      return (t + (t >> 8)) >> 8
    }
    return alpha << 24 | scale(r) << 16 | scale(g) << 8 | scale(b)
  }

  /// Converts a premultiplied ARGB word back to straight alpha, rounding to nearest
  /// (the inverse Cairo's own PNG writer uses). A fully transparent word gives `#00000000`.
  public init(premultiplied word: UInt32) {
    let alpha = word >> 24
    let red = (word >> 16) & 0xFF
    let green = (word >> 8) & 0xFF
    let blue = word & 0xFF
    switch alpha {
    case 0:
      self.init(r: 0, g: 0, b: 0, a: 0)
    case 255:
      self.init(r: UInt8(red), g: UInt8(green), b: UInt8(blue), a: 255)
    default:
      func unscale(_ channel: UInt32) -> UInt8 {
        UInt8(min(255, (channel * 255 + alpha / 2) / alpha))
      }
      self.init(r: unscale(red), g: unscale(green), b: unscale(blue), a: UInt8(alpha))
    }
  }
}

extension Bitmap {
  /// The pixel at `(x, y)` with straight alpha.
  ///
  /// - Precondition: the pixel lies inside the bitmap.
  public func color(x: Int, y: Int) -> RGBA8 {
    RGBA8(premultiplied: self[x, y])
  }
}
