/// Why a gallery could not be planned, rendered or written. Each message says what went wrong,
/// where, and what to do about it.
public enum GalleryError: Error, Equatable, CustomStringConvertible {
  /// The output folder could not be created or is not a folder.
  case outputFolder(path: String, reason: String)
  /// A file in the output folder could not be written.
  case write(path: String, reason: String)
  /// A scene could not launch on a device while the gallery was being planned.
  case launch(scene: String, device: String, reason: String)
  /// An image could not be rendered (`image` is its file name).
  case render(image: String, reason: String)
  /// Two images of the plan would be written to the same file name.
  case duplicateFileName(String)

  /// One line: what was expected, what was found, what to do.
  public var description: String {
    switch self {
    case .outputFolder(let path, let reason):
      "cannot use \(path) as the gallery folder: \(reason); choose a writable folder with --output"
    case .write(let path, let reason):
      "cannot write \(path): \(reason); choose a writable folder with --output"
    case .launch(let scene, let device, let reason):
      "\(scene) cannot launch on \(device): \(reason); fix the scene's orientation masks"
    case .render(let image, let reason):
      "cannot render \(image): \(reason)"
    case .duplicateFileName(let name):
      "two gallery images would both be written to \(name); give every scene a distinct name"
    }
  }
}
