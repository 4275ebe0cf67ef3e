/// How a documentation image shows the device around its screen. Snapshot tests compare the
/// plain screen unless asked; `true` and `false` stand for ``screen`` and ``none``.
public enum DeviceFrame: String, Sendable, Hashable, CaseIterable, ExpressibleByBooleanLiteral,
  CustomStringConvertible
{
  /// The screen's rectangle, every pixel opaque.
  case none
  /// The screen's shape: the display's rounded corners (``Device/displayCornerRadius``, a
  /// continuous curve) transparent, the notch or Dynamic Island (``Device/sensorHousing``) in
  /// black.
  case screen
  /// The screen's shape inside a simple outline of the device: a near-black band
  /// ``outlineWidth`` points wide around the screen, its corners following the display's.
  case outline

  /// `true` is ``screen``, `false` ``none``.
  public init(booleanLiteral value: Bool) { self = value ? .screen : .none }

  /// The band's width in points around the screen, with ``outline``.
  public static let outlineWidth: CGFloat = 12

  /// How far the image reaches beyond the screen on every side, in points.
  public var margin: CGFloat { self == .outline ? Self.outlineWidth : 0 }

  /// `none`, `screen` or `outline`.
  public var description: String { rawValue }
}

extension DeviceHost {
  /// The transform from portrait screen points (where ``Device/sensorHousing`` is given) to
  /// window coordinates: the identity in the legacy model, whose window stays in portrait;
  /// in the modern model the device's turn, so that the housing sits at the right-hand edge
  /// in `landscapeLeft` (home side on the left) and at the left-hand edge in `landscapeRight`.
  package var portraitToWindowTransform: CGAffineTransform {
    guard model == .modern else { return .identity }
    let portrait = device.portraitSize, interface = interfaceSize
    return CGAffineTransform(translationX: -portrait.width / 2, y: -portrait.height / 2)
      .concatenating(RotationModel.rootTransform(for: interfaceOrientation).inverted())
      .concatenating(CGAffineTransform(translationX: interface.width / 2, y: interface.height / 2))
  }

  /// The sensor housing filled black, in window coordinates, or nil on devices without one.
  package func sensorHousingNode() -> RenderNode? {
    guard let housing = device.sensorHousing else { return nil }
    var node = RenderNode(
      path: "SensorHousing", transform: portraitToWindowTransform,
      bounds: CGRect(origin: .zero, size: device.portraitSize))
    node.content = [
      .path(PathDraw(path: housing.path, paint: .fill(.black, evenOdd: false), clip: node.bounds))
    ]
    return node
  }

  /// The corner radius of the device outline's outer edge for a screen of `corner` radius:
  /// concentric with the display's corners, and 12 pt more than the band for square screens.
  package static func outlineCornerRadius(screenCorner corner: CGFloat) -> CGFloat {
    (corner > 0 ? corner : 12) + DeviceFrame.outlineWidth
  }
}
