/// Why a rotation film could not be made; each message says what was expected, what was found
/// and what to do.
public enum FilmError: Error, Equatable, CustomStringConvertible {
  /// The frame count is outside 2…maximum.
  case frameCount(Int, maximum: Int)
  /// The scale is not a number above 0 and at most the maximum.
  case scale(Double, maximum: Double)
  /// The film would start and end in the same orientation.
  case sameOrientation(InterfaceOrientation)
  /// The scene cannot show an orientation on the device (its masks forbid it).
  case orientationNotAllowed(scene: String, device: String, orientation: InterfaceOrientation)
  /// The scene could not launch.
  case launch(scene: String, device: String, reason: String)
  /// A frame could not be rendered.
  case render(frame: Int, reason: String)
  /// The frames together would hold more pixels than a film may.
  case tooLarge(frames: Int, width: Int, height: Int)
  /// The frames could not be put side by side in one image.
  case filmstripTooLarge(width: Int, height: Int)

  /// One line.
  public var description: String {
    switch self {
    case .frameCount(let count, let maximum):
      "a film needs 2…\(maximum) frames; found \(count)"
    case .scale(let scale, let maximum):
      "a film's scale must be above 0 and at most \(maximum); found \(scale)"
    case .sameOrientation(let orientation):
      "a film turns between two different orientations; both are \(orientation)"
    case .orientationNotAllowed(let scene, let device, let orientation):
      "\(scene) does not allow \(orientation) on \(device); choose an orientation its masks allow"
    case .launch(let scene, let device, let reason):
      "\(scene) cannot launch on \(device): \(reason)"
    case .render(let frame, let reason):
      "cannot render frame \(frame): \(reason)"
    case .tooLarge(let frames, let width, let height):
      "\(frames) frames of \(width)×\(height) pixels are too many pixels for one film; lower the scale or the frame count"
    case .filmstripTooLarge(let width, let height):
      "a filmstrip of \(width)×\(height) pixels is too large; lower the scale or the frame count"
    }
  }
}
