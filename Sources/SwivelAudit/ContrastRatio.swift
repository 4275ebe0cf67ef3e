import Foundation
public import SwivelGraphics

/// WCAG 2.x contrast: the relative luminance of an sRGB colour and the ratio of two.
///
/// Relative luminance is `0.2126 R + 0.7152 G + 0.0722 B` of the linearised channels, each
/// `c / 12.92` when `c ≤ 0.04045` and `((c + 0.055) / 1.055)^2.4` above (WCAG 2.1's
/// definition of relative luminance, with the sRGB standard's threshold); the ratio is
/// `(L1 + 0.05) / (L2 + 0.05)` with the lighter colour's luminance as `L1`, from 1 to 21.
/// `#777777` on white is 4.48:1, just under AA's 4.5:1.
public enum ContrastRatio {
  /// AA's minimum for normal text.
  public static let minimum: Double = 4.5
  /// AA's minimum for large text (18 pt and larger, or 14 pt bold and larger).
  public static let minimumForLargeText: Double = 3

  /// The relative luminance of `color`'s red, green and blue (its alpha is ignored), from 0
  /// (black) to 1 (white).
  public static func relativeLuminance(_ color: Color) -> Double {
    func linear(_ channel: UInt8) -> Double {
      let c = Double(channel) / 255
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    let rgba = color.rgba
    return 0.2126 * linear(rgba.r) + 0.7152 * linear(rgba.g) + 0.0722 * linear(rgba.b)
  }

  /// The contrast ratio of two opaque colours, from 1 to 21, whichever order they come in.
  public static func ratio(_ first: Color, _ second: Color) -> Double {
    let a = relativeLuminance(first), b = relativeLuminance(second)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// Whether text of `pointSize` and `isBold` counts as large text: at least 18 pt, or at
  /// least 14 pt bold (WCAG's 14 pt bold and 18 pt, read as iOS points).
  public static func isLargeText(pointSize: CGFloat, isBold: Bool) -> Bool {
    pointSize >= 18 || (isBold && pointSize >= 14)
  }

  /// `color` with its alpha drawn over the opaque `background`, channel by channel in sRGB as
  /// the renderer blends.
  public static func composite(_ color: Color, over background: Color) -> Color {
    let alpha = Double(color.rgba.a) / 255
    func mix(_ top: UInt8, _ bottom: UInt8) -> CGFloat {
      CGFloat((Double(top) * alpha + Double(bottom) * (1 - alpha)) / 255)
    }
    let top = color.rgba, bottom = background.rgba
    return Color(red: mix(top.r, bottom.r), green: mix(top.g, bottom.g), blue: mix(top.b, bottom.b))
  }
}
