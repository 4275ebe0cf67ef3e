/// How an underline or strikethrough is drawn (`NSUnderlineStyle`).
///
/// Raw values are UIKit's, so `UnderlineStyle(rawValue: NSUnderlineStyle.single.rawValue)` is
/// `.single`. Swivel draws the line style bits (`single`, `thick`, `double`); pattern bits
/// (`patternDot`, …) and `byWord` are kept but drawn as a solid line under every character.
public struct UnderlineStyle: OptionSet, Sendable, Hashable {
  /// UIKit's raw value.
  public var rawValue: Int
  /// Creates a style from UIKit's raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// One line of the font's underline thickness (`NSUnderlineStyle.single`, 0x01).
  public static let single = UnderlineStyle(rawValue: 0x01)
  /// One line twice as thick (`NSUnderlineStyle.thick`, 0x02).
  public static let thick = UnderlineStyle(rawValue: 0x02)
  /// Two thin lines (`NSUnderlineStyle.double`, 0x09).
  public static let double = UnderlineStyle(rawValue: 0x09)
  /// Dotted (`NSUnderlineStyle.patternDot`, 0x0100); drawn solid.
  public static let patternDot = UnderlineStyle(rawValue: 0x0100)
  /// Dashed (`NSUnderlineStyle.patternDash`, 0x0200); drawn solid.
  public static let patternDash = UnderlineStyle(rawValue: 0x0200)
  /// Only under words (`NSUnderlineStyle.byWord`, 0x8000); drawn under spaces too.
  public static let byWord = UnderlineStyle(rawValue: 0x8000)

  /// The lines to draw: none, one, one thick, or two.
  package var lines: (count: Int, thicknessFactor: CGFloat) {
    let style = rawValue & 0x0F
    switch style {
    case 0: return (0, 0)
    case 0x02: return (1, 2)
    case 0x09: return (2, 1)
    default: return (1, 1)
    }
  }
}
