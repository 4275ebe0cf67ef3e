/// A font: the pinned DejaVu Sans face at a size in points (`UIFont`).
///
/// Swivel never asks fontconfig for a font. Every font is one of two files from Debian's
/// `fonts-dejavu-core`, loaded by path, so text measures and renders identically everywhere.
public struct Font: Sendable, Hashable, CustomStringConvertible {
  /// The weight: which of the two pinned files is used.
  public enum Weight: String, Sendable, Hashable, CaseIterable {
    /// DejaVu Sans Book (`DejaVuSans.ttf`).
    case regular
    /// DejaVu Sans Bold (`DejaVuSans-Bold.ttf`).
    case bold
  }

  /// Size in points (the em size).
  public var pointSize: CGFloat
  /// The weight.
  public var weight: Weight

  /// Creates a font. Sizes that are not finite and positive are replaced by 17 pt.
  public init(size: CGFloat, weight: Weight = .regular) {
    self.pointSize = size.isFinite && size > 0 ? size : 17
    self.weight = weight
  }

  /// The system font at a size (`UIFont.systemFont(ofSize:)`).
  public static func systemFont(ofSize size: CGFloat) -> Font { Font(size: size) }

  /// The bold system font at a size (`UIFont.boldSystemFont(ofSize:)`).
  public static func boldSystemFont(ofSize size: CGFloat) -> Font { Font(size: size, weight: .bold) }

  /// The same face at another size (`withSize(_:)`).
  public func withSize(_ size: CGFloat) -> Font { Font(size: size, weight: weight) }

  /// Distance from the baseline to the top of the tallest glyphs, in points.
  public var ascender: CGFloat { metrics.ascender * pointSize }
  /// Distance from the baseline to the bottom of descenders, in points (negative, as UIKit's).
  public var descender: CGFloat { -metrics.descender * pointSize }
  /// Height of one line of text, `ascender − descender`, in points.
  public var lineHeight: CGFloat { (metrics.ascender + metrics.descender) * pointSize }

  /// `DejaVuSans 17pt` or `DejaVuSans-Bold 17pt`.
  public var description: String {
    "\(weight == .bold ? "DejaVuSans-Bold" : "DejaVuSans") \(pointSize)pt"
  }

  package var metrics: FaceMetrics { FontLibrary.current.face(weight).metrics }
}
