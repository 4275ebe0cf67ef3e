/// A font: one of the files Swivel ships, at a size in points (`UIFont`).
///
/// Swivel never asks fontconfig or the operating system for a font. Every font is one of the
/// files in SwivelGraphics' `Fonts` resource folder (`FontLibrary`), so text measures and
/// renders identically on every machine. The system font is Inter, whose shapes and spacing
/// are close to SF Pro's; like SF Pro it has two optical sizes, and UIKit's nine weights map
/// onto its nine:
///
/// | UIKit | File |
/// |---|---|
/// | system font below 20 pt | `Inter-<Weight>[Italic].otf` (Inter's Text optical size) |
/// | system font from 20 pt | `InterDisplay-<Weight>[Italic].otf` |
/// | `.ultraLight`, `.thin`, `.light`, `.regular`, `.medium` | Thin, ExtraLight, Light, Regular, Medium |
/// | `.semibold`, `.bold`, `.heavy`, `.black` | SemiBold, Bold, ExtraBold, Black |
/// | `.monospaced` design | `DejaVuSansMono.ttf` / `DejaVuSansMono-Bold.ttf` (semibold and heavier) |
/// | `.serif` design | `DejaVuSerif.ttf` / `DejaVuSerif-Bold.ttf` (semibold and heavier) |
///
/// A weight between UIKit's nine takes the nearest of them (the heavier on a tie). The system
/// font has real italics (``italicSystemFont(ofSize:)``, ``isItalic``); the monospaced and
/// serif designs are drawn upright. The system font also applies the size-specific tracking
/// iOS applies to SF Pro (``tracking``), and ``monospacedDigitSystemFont(ofSize:weight:)``
/// draws Inter's tabular figures (its `tnum` feature).
///
/// An immutable class, as `UIFont` is, so that UIKit code's `extension UIFont { class func
/// … }` compiles; it compares and hashes by value.
public final class Font: Sendable, Hashable, CustomStringConvertible {
  /// A family of faces (`UIFontDescriptor.SystemDesign`).
  public enum Design: String, Sendable, Hashable, CaseIterable {
    /// Inter, the system font.
    case `default`
    /// DejaVu Sans Mono.
    case monospaced
    /// DejaVu Serif.
    case serif
  }

  /// Size in points (the em size).
  public let pointSize: CGFloat
  /// The weight.
  public let weight: Weight
  /// The family.
  public let design: Design
  /// Whether the font is italic (`UIFontDescriptor.SymbolicTraits.traitItalic`). Drawn with
  /// Inter's italic faces; the monospaced and serif designs have none and draw upright.
  public let isItalic: Bool
  /// Whether digits are drawn with the tabular figures, all of one advance, rather than the
  /// proportional default (the `tnum` feature ``monospacedDigitSystemFont(ofSize:weight:)``
  /// turns on). DejaVu's digits are tabular already.
  public let hasMonospacedDigits: Bool
  /// The Dynamic Type text style the font was made for, nil for other fonts (the text style a
  /// `UIFont`'s descriptor carries): labels that adjust to the content size category rescale
  /// fonts that have one.
  public let textStyle: TextStyle?

  /// Creates a font. Sizes that are not finite and positive are replaced by 17 pt.
  public convenience init(
    size: CGFloat, weight: Weight = .regular, design: Design = .default, italic: Bool = false
  ) {
    self.init(
      size: size, weight: weight, design: design, italic: italic, monospacedDigits: false,
      textStyle: nil)
  }

  /// Creates a font with every property given.
  package init(
    size: CGFloat, weight: Weight, design: Design, italic: Bool, monospacedDigits: Bool,
    textStyle: TextStyle?
  ) {
    self.pointSize = size.isFinite && size > 0 ? size : 17
    self.weight = weight
    self.design = design
    self.isItalic = italic
    self.hasMonospacedDigits = monospacedDigits
    self.textStyle = textStyle
  }

  /// Equal when the size, weight, design, italic, digits and text style are.
  public static func == (lhs: Font, rhs: Font) -> Bool {
    lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.design == rhs.design
      && lhs.isItalic == rhs.isItalic && lhs.hasMonospacedDigits == rhs.hasMonospacedDigits
      && lhs.textStyle == rhs.textStyle
  }

  /// Hashes the size, weight, design, italic, digits and text style.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pointSize)
    hasher.combine(weight)
    hasher.combine(design)
    hasher.combine(isItalic)
    hasher.combine(hasMonospacedDigits)
    hasher.combine(textStyle)
  }

  /// The system font at a size (`UIFont.systemFont(ofSize:)`).
  public static func systemFont(ofSize size: CGFloat) -> Font { Font(size: size) }

  /// The system font at a size and weight (`UIFont.systemFont(ofSize:weight:)`).
  public static func systemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    Font(size: size, weight: weight)
  }

  /// The bold system font at a size (`UIFont.boldSystemFont(ofSize:)`).
  public static func boldSystemFont(ofSize size: CGFloat) -> Font {
    Font(size: size, weight: .bold)
  }

  /// The italic system font at a size (`UIFont.italicSystemFont(ofSize:)`): Inter Italic.
  public static func italicSystemFont(ofSize size: CGFloat) -> Font {
    Font(size: size, italic: true)
  }

  /// DejaVu Sans Mono at a size and weight (`UIFont.monospacedSystemFont(ofSize:weight:)`).
  public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    Font(size: size, weight: weight, design: .monospaced)
  }

  /// The system font with tabular digits (`UIFont.monospacedDigitSystemFont(ofSize:weight:)`):
  /// every digit has the advance of Inter's tabular figures, other characters are unchanged.
  public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    Font(
      size: size, weight: weight, design: .default, italic: false, monospacedDigits: true,
      textStyle: nil)
  }

  /// The same face at another size (`withSize(_:)`); the text style is not kept, as in UIKit.
  public func withSize(_ size: CGFloat) -> Font {
    Font(
      size: size, weight: weight, design: design, italic: isItalic,
      monospacedDigits: hasMonospacedDigits, textStyle: nil)
  }

  /// The file the font is drawn with: for the system font the Text optical size below 20 pt
  /// and the Display one from 20 pt, as SF Pro switches.
  package var file: FontFile {
    let family: FontFile.Family
    switch design {
    case .default: family = pointSize < Font.displayOpticalSize ? .interText : .interDisplay
    case .monospaced: family = .dejaVuSansMono
    case .serif: family = .dejaVuSerif
    }
    return FontFile(family: family, weightClass: weight.weightClass, italic: isItalic)
  }

  /// The point size from which the system font is drawn with its Display optical size.
  public static let displayOpticalSize: CGFloat = 20

  /// Distance from the baseline to the top of the tallest glyphs, in points.
  public var ascender: CGFloat { metrics.ascender * pointSize }
  /// Distance from the baseline to the bottom of descenders, in points (negative, as UIKit's).
  public var descender: CGFloat { -metrics.descender * pointSize }
  /// Height of one line of text, `ascender − descender`, in points.
  public var lineHeight: CGFloat { (metrics.ascender + metrics.descender) * pointSize }

  /// Height of lowercase letters above the baseline, from the face's `OS/2` table, in points
  /// (`UIFont.xHeight`).
  public var xHeight: CGFloat { metrics.decorations.xHeight * pointSize }
  /// Baseline to the centre of an underline, in points, positive downwards (the face's
  /// `post.underlinePosition`, negated).
  package var underlinePosition: CGFloat { metrics.decorations.underlinePosition * pointSize }
  /// The thickness of an underline or strikethrough, in points (`post.underlineThickness`).
  package var underlineThickness: CGFloat { metrics.decorations.underlineThickness * pointSize }

  /// The file's face name and the size, and `tnum` for tabular digits: `Inter-SemiBold 17.0pt`.
  public var description: String {
    "\(file.faceName) \(pointSize)pt" + (hasMonospacedDigits ? " tnum" : "")
  }

  package var metrics: FaceMetrics { FontLibrary.current.face(file).metrics }
}
