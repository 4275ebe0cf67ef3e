/// Why a host cannot launch or turn, with UIKit's own messages.
public enum OrientationError: Error, Equatable, CustomStringConvertible {
  /// The app's mask and the controller's mask share no orientation while the controller
  /// autorotates (`UIApplicationInvalidInterfaceOrientation`).
  case noCommonOrientation(
    controller: String, application: InterfaceOrientationMask,
    controllerMask: InterfaceOrientationMask)
  /// `preferredInterfaceOrientationForPresentation` is outside the supported orientations.
  case preferredOrientationUnsupported(
    preferred: InterfaceOrientation, supported: InterfaceOrientationMask)
  /// The app's supported mask is empty.
  case emptyApplicationMask

  /// UIKit's message, then what the masks were.
  public var description: String {
    switch self {
    case .noCommonOrientation(let controller, let application, let controllerMask):
      return "Supported orientations has no common orientation with the application, and "
        + "[\(controller) shouldAutorotate] is returning YES (application: \(application), "
        + "controller: \(controllerMask))"
    case .preferredOrientationUnsupported(let preferred, let supported):
      return "preferredInterfaceOrientationForPresentation '\(preferred)' must match a supported "
        + "interface orientation: '\(supported.orientations.map(\.description).joined(separator: "', '"))'!"
    case .emptyApplicationMask:
      return "the application supports no interface orientation: its mask must not be empty"
    }
  }
}
