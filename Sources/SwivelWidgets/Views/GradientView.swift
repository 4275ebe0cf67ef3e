/// A view that fills its bounds with a colour gradient: a view whose layer is a
/// `GradientLayer` (`CAGradientLayer`), with that layer's properties and defaults, which
/// it reads and writes.
///
/// ```swift
/// let header = GradientView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
/// header.colors = [.systemBlue, .systemPurple]
/// header.startPoint = CGPoint(x: 0, y: 0)
/// header.endPoint = CGPoint(x: 1, y: 1)
/// ```
///
/// The gradient is drawn over the background colour, inside the view's shape: the bounds
/// with the layer's corner radius, masked corners and corner curve. Beyond the end points the
/// end colours continue.
open class GradientView: View {
  /// The kinds of gradient: `GradientLayer.GradientType`.
  public typealias GradientType = GradientLayer.GradientType

  /// A `GradientLayer`.
  open override class var layerClass: AnyClass { GradientLayer.self }

  /// The view's layer, a gradient layer.
  public final var gradientLayer: GradientLayer {
    // `layerClass` is GradientLayer or, in a subclass that overrides it, any layer class:
    // such a subclass gets a detached gradient layer rather than a crash.
    (layer as? GradientLayer) ?? fallbackGradientLayer
  }

  private lazy var fallbackGradientLayer = GradientLayer()

  /// The colours (`colors`, `CGColor`s in UIKit: pass `color.cgColor`); empty draws nothing,
  /// one colour fills the shape with it.
  public var colors: [Color] {
    get { gradientLayer.colors ?? [] }
    set { gradientLayer.colors = newValue }
  }
  /// Where each colour sits, from 0 at the start to 1 at the end (`locations`,
  /// `[NSNumber]?` in UIKit); nil, the default, spreads the colours evenly. Extra locations
  /// are ignored; missing ones are spread evenly.
  public var locations: [CGFloat]? {
    get { gradientLayer.locations }
    set { gradientLayer.locations = newValue }
  }
  /// Where the gradient starts, in unit coordinates of the bounds (`startPoint`): (0, 0) is
  /// the top-left corner, (1, 1) the bottom-right one. (0.5, 0) by default.
  public var startPoint: CGPoint {
    get { gradientLayer.startPoint }
    set { gradientLayer.startPoint = newValue }
  }
  /// Where the gradient ends, in unit coordinates (`endPoint`); (0.5, 1) by default.
  public var endPoint: CGPoint {
    get { gradientLayer.endPoint }
    set { gradientLayer.endPoint = newValue }
  }
  /// The kind of gradient (`type`); `.axial` by default.
  public var type: GradientType {
    get { gradientLayer.type }
    set { gradientLayer.type = newValue }
  }

  /// The location of each colour: ``locations`` where given, evenly spaced otherwise.
  public var effectiveLocations: [CGFloat] { gradientLayer.effectiveLocations }

  /// A point in unit coordinates of the bounds, in bounds coordinates.
  public func point(fromUnit unit: CGPoint) -> CGPoint {
    CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
  }
}
