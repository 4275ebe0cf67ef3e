extension Font {
  /// The traits a font descriptor can ask for (`UIFontDescriptor.SymbolicTraits`; the raw values
  /// are UIKit's).
  public struct SymbolicTraits: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt32
    /// Creates traits from bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Italic (`traitItalic`, 1 << 0).
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    /// Bold (`traitBold`, 1 << 1): semibold and heavier.
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
  }

  /// The font's traits: italic when ``isItalic``, bold when the weight is semibold or heavier.
  public var symbolicTraits: SymbolicTraits {
    var traits: SymbolicTraits = []
    if isItalic { traits.insert(.traitItalic) }
    if weight.isBold { traits.insert(.traitBold) }
    return traits
  }

  /// The font with exactly `traits` (`UIFontDescriptor.withSymbolicTraits(_:)` and
  /// `UIFont(descriptor:size:)`, which never fails here): italic or upright as asked; bold
  /// turns a lighter weight into `.bold`, and leaving bold out turns semibold and heavier into
  /// `.regular`. Size, design and digits are kept; the text style is not.
  public func withSymbolicTraits(_ traits: SymbolicTraits) -> Font {
    var newWeight = weight
    if traits.contains(.traitBold) {
      if !weight.isBold { newWeight = .bold }
    } else if weight.isBold {
      newWeight = .regular
    }
    return Font(
      size: pointSize, weight: newWeight, design: design, italic: traits.contains(.traitItalic),
      monospacedDigits: hasMonospacedDigits, textStyle: nil)
  }
}
