/// Which corners of a layer its corner radius rounds (`CACornerMask`). Named, like Core
/// Animation's, for the y-up layer space of macOS: on iOS `layerMinXMinYCorner` is the
/// top-left corner on screen and `layerMaxXMaxYCorner` the bottom-right one.
public struct CornerMask: OptionSet, Sendable, Hashable {
  /// The mask's bits (`CACornerMask.rawValue`: 1, 2, 4, 8 as in Core Animation).
  public let rawValue: UInt

  /// Creates a mask from its bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top-left corner on iOS (`layerMinXMinYCorner`).
  public static let layerMinXMinYCorner = CornerMask(rawValue: 1)
  /// The top-right corner on iOS (`layerMaxXMinYCorner`).
  public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)
  /// The bottom-left corner on iOS (`layerMinXMaxYCorner`).
  public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)
  /// The bottom-right corner on iOS (`layerMaxXMaxYCorner`).
  public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)
  /// All four corners: `CALayer.maskedCorners`' default.
  public static let all: CornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
}

/// The shape of a layer's rounded corners (`CALayerCornerCurve`).
public enum CornerCurve: String, Sendable, Hashable, CaseIterable {
  /// A quarter circle of the corner radius: `CALayer.cornerCurve`'s default.
  case circular
  /// Apple's smooth corner, whose curvature grows gradually from the straight edge (the
  /// "squircle" of iOS 7 and later): it leaves the edge about 1.53 radii from the corner
  /// instead of 1. See ``Path/init(roundedRect:cornerRadius:maskedCorners:cornerCurve:)``.
  case continuous
}
