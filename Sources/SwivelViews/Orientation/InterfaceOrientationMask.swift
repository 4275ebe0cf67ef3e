/// A set of interface orientations (`UIInterfaceOrientationMask`): bit `1 << rawValue` for each.
///
/// A mask is not an orientation: `.portrait` is 2 here, the raw value of
/// `InterfaceOrientation.portraitUpsideDown` there. Use ``contains(_:)-(InterfaceOrientation)``.
public struct InterfaceOrientationMask: OptionSet, Sendable, Hashable, CustomStringConvertible {
  /// The bits.
  public let rawValue: UInt
  /// Creates a mask from bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The mask of one orientation: `1 << orientation.rawValue` (empty for `.unknown`).
  public init(_ orientation: InterfaceOrientation) {
    self.init(rawValue: orientation == .unknown ? 0 : 1 << UInt(orientation.rawValue))
  }

  /// 2.
  public static let portrait = InterfaceOrientationMask(.portrait)
  /// 4.
  public static let portraitUpsideDown = InterfaceOrientationMask(.portraitUpsideDown)
  /// 8.
  public static let landscapeRight = InterfaceOrientationMask(.landscapeRight)
  /// 16.
  public static let landscapeLeft = InterfaceOrientationMask(.landscapeLeft)
  /// 24: both landscapes.
  public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  /// 30: all four.
  public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
  /// 26: all but upside down.
  public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]

  /// Whether the mask allows an orientation.
  public func contains(_ orientation: InterfaceOrientation) -> Bool {
    orientation != .unknown && contains(InterfaceOrientationMask(orientation))
  }

  /// The orientations in the mask, in the order portrait, landscapeLeft, landscapeRight,
  /// portraitUpsideDown.
  public var orientations: [InterfaceOrientation] {
    [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown].filter { contains($0) }
  }

  /// `[portrait, landscapeLeft]`, or `[]`.
  public var description: String {
    "[" + orientations.map(\.description).joined(separator: ", ") + "]"
  }
}
