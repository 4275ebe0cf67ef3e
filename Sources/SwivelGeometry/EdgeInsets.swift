/// Insets for each edge of a rectangle (`UIEdgeInsets`); positive values shrink.
public struct EdgeInsets: Sendable, Hashable, CustomStringConvertible {
  /// Inset from the top edge.
  public var top: CGFloat
  /// Inset from the left edge.
  public var left: CGFloat
  /// Inset from the bottom edge.
  public var bottom: CGFloat
  /// Inset from the right edge.
  public var right: CGFloat

  /// Creates insets for the four edges.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on every edge.
  public init(all inset: CGFloat) {
    self.init(top: inset, left: inset, bottom: inset, right: inset)
  }

  /// No insets.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// `{top, left, bottom, right}` as UIKit prints it.
  public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension CGRect {
  /// The rectangle shrunk by `insets` edge by edge (`UIEdgeInsetsInsetRect`); the result is
  /// computed on the standardized rectangle and may have a negative size.
  public func inset(by insets: EdgeInsets) -> CGRect {
    let r = standardized
    return CGRect(
      x: r.minX + insets.left,
      y: r.minY + insets.top,
      width: r.width - insets.left - insets.right,
      height: r.height - insets.top - insets.bottom
    )
  }
}
