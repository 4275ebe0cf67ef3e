/// A font: one of the pinned DejaVu faces at a size in points (`UIFont`).
///
/// Swivel never asks fontconfig for a font. Every font is one of the files of Debian's
/// `fonts-dejavu-core`, loaded by path, so text measures and renders identically everywhere.
/// UIKit's nine weights map onto the two weights DejaVu ships, and its system designs onto
/// DejaVu's families:
///
/// | UIKit | DejaVu file |
/// |---|---|
/// | `.ultraLight` … `.medium` | `DejaVuSans.ttf` (Book) |
/// | `.semibold` … `.black` | `DejaVuSans-Bold.ttf` |
/// | `.monospaced` design | `DejaVuSansMono.ttf` / `DejaVuSansMono-Bold.ttf` |
/// | `.serif` design | `DejaVuSerif.ttf` / `DejaVuSerif-Bold.ttf` |
///
/// An immutable class, as `UIFont` is, so that UIKit code's `extension UIFont { class func
/// … }` compiles; it compares by value.
///
/// DejaVu Sans' digits all have the same advance, so ``monospacedDigitSystemFont(ofSize:weight:)``
/// is the system font itself. Core has no oblique faces: ``italicSystemFont(ofSize:)`` is drawn
/// with the upright face.
public final class Font: Sendable, Hashable, CustomStringConvertible {
  /// A weight on UIKit's scale (`UIFont.Weight`): −1 (lightest) … 1 (heaviest).
  public struct Weight: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The weight on UIKit's scale.
    public var rawValue: CGFloat
    /// Creates a weight.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// −0.8.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// −0.6.
    public static let thin = Weight(rawValue: -0.6)
    /// −0.4.
    public static let light = Weight(rawValue: -0.4)
    /// 0: DejaVu Sans Book.
    public static let regular = Weight(rawValue: 0)
    /// 0.23: drawn with the regular face.
    public static let medium = Weight(rawValue: 0.23)
    /// 0.3: the lightest weight drawn with the bold face.
    public static let semibold = Weight(rawValue: 0.3)
    /// 0.4: DejaVu Sans Bold.
    public static let bold = Weight(rawValue: 0.4)
    /// 0.56: drawn with the bold face.
    public static let heavy = Weight(rawValue: 0.56)
    /// 0.62: drawn with the bold face.
    public static let black = Weight(rawValue: 0.62)

    /// True for weights drawn with a bold file (semibold and heavier).
    public var isBold: Bool { rawValue >= Weight.semibold.rawValue }

    /// Lighter weights first.
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The UIKit name (`semibold`), or the number for other weights.
    public var description: String {
      let names: [(Weight, String)] = [
        (.ultraLight, "ultraLight"), (.thin, "thin"), (.light, "light"), (.regular, "regular"),
        (.medium, "medium"), (.semibold, "semibold"), (.bold, "bold"), (.heavy, "heavy"), (.black, "black"),
      ]
      return names.first { $0.0 == self }?.1 ?? "\(Double(rawValue))"
    }
  }

  /// A family of faces (`UIFontDescriptor.SystemDesign`).
  public enum Design: String, Sendable, Hashable, CaseIterable {
    /// DejaVu Sans, the system font.
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
  /// The Dynamic Type text style the font was made for, nil for other fonts (the text style a
  /// `UIFont`'s descriptor carries): labels that adjust to the content size category rescale
  /// fonts that have one.
  public let textStyle: TextStyle?

  /// Creates a font. Sizes that are not finite and positive are replaced by 17 pt.
  public convenience init(size: CGFloat, weight: Weight = .regular, design: Design = .default) {
    self.init(size: size, weight: weight, design: design, textStyle: nil)
  }

  /// Creates a font made for a text style (nil: none).
  init(size: CGFloat, weight: Weight, design: Design, textStyle: TextStyle?) {
    self.pointSize = size.isFinite && size > 0 ? size : 17
    self.weight = weight
    self.design = design
    self.textStyle = textStyle
  }

  /// Equal when the size, weight, design and text style are.
  public static func == (lhs: Font, rhs: Font) -> Bool {
    lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.design == rhs.design
      && lhs.textStyle == rhs.textStyle
  }

  /// Hashes the size, weight, design and text style.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pointSize)
    hasher.combine(weight)
    hasher.combine(design)
    hasher.combine(textStyle)
  }

  /// The system font at a size (`UIFont.systemFont(ofSize:)`).
  public static func systemFont(ofSize size: CGFloat) -> Font { Font(size: size) }

  /// The system font at a size and weight (`UIFont.systemFont(ofSize:weight:)`).
  public static func systemFont(ofSize size: CGFloat, weight: Weight) -> Font { Font(size: size, weight: weight) }

  /// The italic system font at a size (`UIFont.italicSystemFont(ofSize:)`). The pinned DejaVu
  /// faces have no oblique, so it is drawn, and measures, as the regular system font.
  public static func italicSystemFont(ofSize size: CGFloat) -> Font { Font(size: size) }

  /// The bold system font at a size (`UIFont.boldSystemFont(ofSize:)`).
  public static func boldSystemFont(ofSize size: CGFloat) -> Font { Font(size: size, weight: .bold) }

  /// DejaVu Sans Mono at a size and weight (`UIFont.monospacedSystemFont(ofSize:weight:)`).
  public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    Font(size: size, weight: weight, design: .monospaced)
  }

  /// The system font, whose digits already share one advance
  /// (`UIFont.monospacedDigitSystemFont(ofSize:weight:)`).
  public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    Font(size: size, weight: weight)
  }

  /// The same face at another size (`withSize(_:)`).
  public func withSize(_ size: CGFloat) -> Font { Font(size: size, weight: weight, design: design) }

  /// The file the font is drawn with.
  package var file: FontFile {
    switch design {
    case .default: weight.isBold ? .sansBold : .sans
    case .monospaced: weight.isBold ? .monoBold : .mono
    case .serif: weight.isBold ? .serifBold : .serif
    }
  }

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

  /// The file's face name and the size: `DejaVuSans-Bold 17pt`.
  public var description: String { "\(file.faceName) \(pointSize)pt" }

  package var metrics: FaceMetrics { FontLibrary.current.face(file).metrics }
}

/// One of the pinned font files of `fonts-dejavu-core`.
package enum FontFile: String, Sendable, Hashable, CaseIterable {
  case sans = "DejaVuSans.ttf"
  case sansBold = "DejaVuSans-Bold.ttf"
  case mono = "DejaVuSansMono.ttf"
  case monoBold = "DejaVuSansMono-Bold.ttf"
  case serif = "DejaVuSerif.ttf"
  case serifBold = "DejaVuSerif-Bold.ttf"

  /// The face name, the file name without `.ttf`.
  package var faceName: String { String(rawValue.dropLast(4)) }
}
