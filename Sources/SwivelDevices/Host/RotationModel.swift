/// How a ``DeviceHost`` turns the interface.
public enum RotationModel: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// iOS 8 and later: the window's bounds follow the interface orientation and the root view
  /// keeps an identity transform.
  case modern
  /// iOS 7 and earlier: the window stays in portrait (hardware) coordinates and the root view
  /// gets a rotation transform and swapped bounds.
  case legacy

  /// `modern` or `legacy`.
  public var description: String { rawValue }

  /// The rotation UIKit ≤ 7 puts on the root view to show an interface orientation: +90° for
  /// landscapeRight, −90° for landscapeLeft, 180° upside down (positive is clockwise on screen).
  public static func rootTransform(for orientation: InterfaceOrientation) -> CGAffineTransform {
    switch orientation {
    case .landscapeRight: CGAffineTransform(rotationAngle: .pi / 2)
    case .landscapeLeft: CGAffineTransform(rotationAngle: -.pi / 2)
    case .portraitUpsideDown: CGAffineTransform(rotationAngle: .pi)
    case .portrait, .unknown: .identity
    }
  }
}
