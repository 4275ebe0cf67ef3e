/// An outline of lines and curves (`CGPath`): a class, as in Core Graphics, holding a Swivel
/// `Path` value (``value``). Its subclass ``CGMutablePath`` is the path being built, so a
/// mutable path goes wherever a `CGPath` does, as on iOS:
///
/// ```swift
/// let path = CGMutablePath()
/// path.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
/// shapeLayer.path = path
/// card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 8).cgPath
/// ```
///
/// With `import SwivelUIKit`, the properties UIKit types as `CGPath` are typed so too:
/// `CAShapeLayer.path`, `CALayer.shadowPath` and `UIBezierPath.cgPath`. Each receiver keeps the
/// shape as it is when given: adding to a mutable path afterwards does not reach it. A path is
/// not `Sendable` (a mutable one can change): build and use it on one task, like the layers it
/// is given to.
public class CGPath {
  /// The shape, as a Swivel value.
  public internal(set) var value: Path

  /// A path holding `value`.
  public init(_ value: Path) {
    self.value = value
  }

  /// A closed rectangle (`CGPath(rect:transform:)`), its points moved by `transform`.
  public convenience init(rect: CGRect, transform: CGAffineTransform? = nil) {
    self.init(Path(rect: rect).applying(transform ?? .identity))
  }

  /// A closed ellipse inscribed in `rect` (`CGPath(ellipseIn:transform:)`).
  public convenience init(ellipseIn rect: CGRect, transform: CGAffineTransform? = nil) {
    self.init(Path(ellipseIn: rect).applying(transform ?? .identity))
  }

  /// A closed rectangle whose corners are quarter ellipses of the given radii
  /// (`CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`).
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform? = nil
  ) {
    var path = Path()
    path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
    self.init(path.applying(transform ?? .identity))
  }

  /// Whether the path has no elements (`isEmpty`).
  public final var isEmpty: Bool { value.isEmpty }

  /// The end of the last element (`currentPoint`); `.zero` for an empty path.
  public final var currentPoint: CGPoint { value.currentPoint }

  /// The smallest rectangle holding every point and control point (`boundingBox`); `.null`
  /// for an empty path.
  public final var boundingBox: CGRect { value.boundingBox }

  /// An immutable copy (`copy()`), never nil: the shape as it is now.
  public final func copy() -> CGPath? { CGPath(value) }

  /// An independent mutable copy (`mutableCopy()`), never nil.
  public final func mutableCopy() -> CGMutablePath? { CGMutablePath(value) }
}

extension CGPath: Hashable {
  /// Whether two paths have the same elements (`==`, `CFEqual` in Core Graphics).
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
    lhs.value == rhs.value
  }

  /// Hashes the elements.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}
