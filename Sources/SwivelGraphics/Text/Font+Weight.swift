extension Font {
  /// A weight on UIKit's scale (`UIFont.Weight`): −1 (lightest) … 1 (heaviest).
  public struct Weight: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The weight on UIKit's scale.
    public var rawValue: CGFloat
    /// Creates a weight.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// −0.8: Inter Thin (weight class 100).
    public static let ultraLight = Weight(rawValue: -0.8)
    /// −0.6: Inter ExtraLight (200).
    public static let thin = Weight(rawValue: -0.6)
    /// −0.4: Inter Light (300).
    public static let light = Weight(rawValue: -0.4)
    /// 0: Inter Regular (400).
    public static let regular = Weight(rawValue: 0)
    /// 0.23: Inter Medium (500).
    public static let medium = Weight(rawValue: 0.23)
    /// 0.3: Inter SemiBold (600), the lightest weight DejaVu draws bold.
    public static let semibold = Weight(rawValue: 0.3)
    /// 0.4: Inter Bold (700).
    public static let bold = Weight(rawValue: 0.4)
    /// 0.56: Inter ExtraBold (800).
    public static let heavy = Weight(rawValue: 0.56)
    /// 0.62: Inter Black (900).
    public static let black = Weight(rawValue: 0.62)

    /// UIKit's nine weights, lightest first.
    public static let nine: [Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]

    /// True for semibold and heavier: the weights the monospaced and serif designs draw with
    /// their bold file.
    public var isBold: Bool { rawValue >= Weight.semibold.rawValue }

    /// The weight class (`OS/2.usWeightClass`, 100 … 900) of the nearest of UIKit's nine
    /// weights, the heavier on a tie; 400 for a weight that is not a number.
    package var weightClass: Int {
      guard rawValue.isFinite else { return 400 }
      var best = 0
      for (index, weight) in Weight.nine.enumerated()
      where abs(weight.rawValue - rawValue) <= abs(Weight.nine[best].rawValue - rawValue) {
        best = index
      }
      return (best + 1) * 100
    }

    /// Lighter weights first.
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The UIKit name (`semibold`), or the number for other weights.
    public var description: String {
      let names = [
        "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
      ]
      return Weight.nine.firstIndex(of: self).map { names[$0] } ?? "\(Double(rawValue))"
    }
  }
}
