/// One of the font files Swivel ships in its `Fonts` resource folder: Inter 4.0 (Debian's
/// `fonts-inter` 4.0~beta7) in its Text and Display optical sizes, nine weights each with their
/// italics, and DejaVu Sans Mono and DejaVu Serif (Debian's `fonts-dejavu-core` 2.37) in two
/// weights.
package struct FontFile: Sendable, Hashable, CustomStringConvertible {
  /// A family of files.
  package enum Family: Sendable, Hashable, CaseIterable {
    /// Inter, the Text optical size (`Inter-*.otf`): the system font below 20 pt.
    case interText
    /// Inter Display (`InterDisplay-*.otf`): the system font from 20 pt.
    case interDisplay
    /// DejaVu Sans Mono (`DejaVuSansMono*.ttf`): the monospaced design.
    case dejaVuSansMono
    /// DejaVu Serif (`DejaVuSerif*.ttf`): the serif design.
    case dejaVuSerif

    /// Whether the family is Inter, which has nine weights and italics; DejaVu's have a
    /// regular and a bold face and no italics here.
    package var isInter: Bool { self == .interText || self == .interDisplay }
  }

  /// The family.
  package let family: Family
  /// The face's weight class, 100 (thin) … 900 (black) in steps of 100, as the `OS/2` table's
  /// `usWeightClass`: one of the nine for Inter, 400 or 700 for DejaVu.
  package let weightClass: Int
  /// Whether the face is the italic one.
  package let isItalic: Bool

  /// The file of `family` nearest to the weight class and slant asked for: DejaVu rounds to
  /// regular (below 600) or bold and is never italic.
  package init(family: Family, weightClass: Int, italic: Bool) {
    self.family = family
    if family.isInter {
      self.weightClass = min(900, max(100, (weightClass + 50) / 100 * 100))
      self.isItalic = italic
    } else {
      self.weightClass = weightClass >= 600 ? 700 : 400
      self.isItalic = false
    }
  }

  /// The file's name in the `Fonts` folder: `Inter-SemiBoldItalic.otf`, `DejaVuSerif-Bold.ttf`.
  package var fileName: String { faceName + (family.isInter ? ".otf" : ".ttf") }

  /// The file name without its extension: `InterDisplay-Bold`.
  package var faceName: String {
    switch family {
    case .interText, .interDisplay:
      let prefix = family == .interText ? "Inter-" : "InterDisplay-"
      let names = [
        100: "Thin", 200: "ExtraLight", 300: "Light", 400: "", 500: "Medium", 600: "SemiBold",
        700: "Bold", 800: "ExtraBold", 900: "Black",
      ]
      let weight = names[weightClass] ?? ""
      if isItalic { return prefix + weight + "Italic" }
      return prefix + (weight.isEmpty ? "Regular" : weight)
    case .dejaVuSansMono: return weightClass == 700 ? "DejaVuSansMono-Bold" : "DejaVuSansMono"
    case .dejaVuSerif: return weightClass == 700 ? "DejaVuSerif-Bold" : "DejaVuSerif"
    }
  }

  /// The file name.
  package var description: String { fileName }

  /// Every file Swivel ships: 36 Inter faces and 4 DejaVu faces.
  package static let all: [FontFile] = {
    var files: [FontFile] = []
    for family in [Family.interText, .interDisplay] {
      for italic in [false, true] {
        for weight in stride(from: 100, through: 900, by: 100) {
          files.append(FontFile(family: family, weightClass: weight, italic: italic))
        }
      }
    }
    for family in [Family.dejaVuSansMono, .dejaVuSerif] {
      files += [
        FontFile(family: family, weightClass: 400, italic: false),
        FontFile(family: family, weightClass: 700, italic: false),
      ]
    }
    return files
  }()
}
