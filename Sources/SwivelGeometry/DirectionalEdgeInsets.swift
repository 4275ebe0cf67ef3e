/// Insets for each edge of a rectangle named by reading direction
/// (`NSDirectionalEdgeInsets`): leading is the left edge in a left-to-right layout and the
/// right edge in a right-to-left one. Positive values shrink.
public struct DirectionalEdgeInsets: Sendable, Hashable, CustomStringConvertible {
  /// Inset from the top edge.
  public var top: CGFloat
  /// Inset from the leading edge.
  public var leading: CGFloat
  /// Inset from the bottom edge.
  public var bottom: CGFloat
  /// Inset from the trailing edge.
  public var trailing: CGFloat

  /// Creates insets for the four edges.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// The same insets with left and right named: leading is left unless `rightToLeft`.
  public func edgeInsets(rightToLeft: Bool) -> EdgeInsets {
    EdgeInsets(
      top: top, left: rightToLeft ? trailing : leading, bottom: bottom,
      right: rightToLeft ? leading : trailing)
  }

  /// `{top, leading, bottom, trailing}` as UIKit prints it.
  public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}
