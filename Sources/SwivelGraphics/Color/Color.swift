/// An sRGB colour with straight alpha (`UIColor`), stored as 8-bit channels so that it prints,
/// compares and renders exactly.
///
/// An immutable class, as `UIColor` is, so that UIKit code's `extension UIColor { class var
/// brand: UIColor { … } }` compiles; it compares by value (`==` and hashing read the
/// channels, never the identity).
///
/// A colour can also be dynamic, with a second value for the dark appearance
/// (``init(light:dark:)``): the system colours such as ``systemBackground`` are. ``rgba`` and
/// the components are then the light value; the renderer picks the value for each view's
/// appearance when it draws.
public final class Color: Sendable, Hashable, CustomStringConvertible {
  /// The colour's channels (the light value of a dynamic colour).
  public let rgba: RGBA8
  /// The dark value of a dynamic colour; nil for a plain colour.
  let darkRGBA: RGBA8?

  /// Creates a colour from 8-bit channels.
  public init(_ rgba: RGBA8) {
    self.rgba = rgba
    self.darkRGBA = nil
  }

  /// Creates a dynamic colour from its light and dark channels (nil: a plain colour).
  init(_ rgba: RGBA8, dark: RGBA8?) {
    self.rgba = rgba
    self.darkRGBA = dark
  }

  /// Creates a colour from components in 0…1 (clamped, rounded to 8 bits), like `UIColor`.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    self.init(
      RGBA8(r: Color.byte(red), g: Color.byte(green), b: Color.byte(blue), a: Color.byte(alpha)))
  }

  /// A grey from `white` in 0…1 (`UIColor(white:alpha:)`).
  public convenience init(white: CGFloat, alpha: CGFloat = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates a colour from `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); nil if malformed.
  public convenience init?(hex: String) {
    var digits = Substring(hex)
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    // Only hex digits: `UInt32(_:radix:)` alone would also take a sign (`+12345`).
    guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
      let value = UInt32(digits, radix: 16)
    else {
      return nil
    }
    let word = digits.count == 6 ? value << 8 | 0xFF : value
    self.init(
      RGBA8(
        r: UInt8(word >> 24), g: UInt8((word >> 16) & 0xFF), b: UInt8((word >> 8) & 0xFF),
        a: UInt8(word & 0xFF)))
  }

  /// The same colour with another alpha (`withAlphaComponent(_:)`); a dynamic colour keeps
  /// both values, each with the new alpha.
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    let byte = Color.byte(alpha)
    func faded(_ channels: RGBA8) -> RGBA8 {
      RGBA8(r: channels.r, g: channels.g, b: channels.b, a: byte)
    }
    return Color(faded(rgba), dark: darkRGBA.map(faded))
  }

  /// Red in 0…1.
  public var red: CGFloat { CGFloat(rgba.r) / 255 }
  /// Green in 0…1.
  public var green: CGFloat { CGFloat(rgba.g) / 255 }
  /// Blue in 0…1.
  public var blue: CGFloat { CGFloat(rgba.b) / 255 }
  /// Alpha in 0…1.
  public var alpha: CGFloat { CGFloat(rgba.a) / 255 }

  /// `#RRGGBBAA`; a dynamic colour adds its dark value: `#FFFFFFFF (dark #000000FF)`.
  public var description: String {
    guard let darkRGBA else { return rgba.description }
    return "\(rgba.description) (dark \(darkRGBA.description))"
  }

  private static func byte(_ component: CGFloat) -> UInt8 {
    guard component.isFinite else { return component > 0 ? 255 : 0 }
    return UInt8((min(max(component, 0), 1) * 255).rounded())
  }
}

extension Color {
  /// The colour itself, for code that hands a `UIColor`'s `cgColor` to a layer.
  public var cgColor: Color { self }
}
