/// Why an image file or resource could not be loaded (the reasons behind a nil `UIImage`).
public enum ImageLoadingError: Error, Equatable, CustomStringConvertible {
  /// Nothing exists at the path.
  case missing(path: String)
  /// Something exists at the path but could not be read: a folder, something that is not a
  /// regular file (a FIFO, a device, a socket), a loop of symbolic links, no permission, …
  case unreadable(path: String, reason: String)
  /// The file starts with neither the PNG signature nor a JPEG marker; carries its first (up
  /// to 8) bytes.
  case notPNG(path: String, firstBytes: [UInt8])
  /// The file is a PNG whose contents are damaged or use a feature the decoder lacks.
  case corrupt(path: String, reason: PNGError)
  /// The file is a JPEG that libjpeg-turbo cannot decode.
  case corruptJPEG(path: String, reason: JPEGError)
  /// No file of a bundle matches a name; carries the file names tried, in order.
  case notFound(name: String, bundlePath: String, tried: [String])

  /// One line: what was loaded, what went wrong, what to do.
  public var description: String {
    switch self {
    case .missing(let path):
      return
        "no image file at \(path): check the path (relative paths start from the current directory)"
    case .unreadable(let path, let reason):
      return "cannot read the image file \(path): \(reason)"
    case .notPNG(let path, let firstBytes):
      let hex = firstBytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }
        .joined(separator: " ")
      return
        "\(path) is neither a PNG nor a JPEG file (it starts with \(hex.isEmpty ? "nothing" : hex)); "
        + "Swivel reads PNG and JPEG images"
    case .corrupt(let path, let reason):
      return "the PNG file \(path) cannot be decoded: \(reason)"
    case .corruptJPEG(let path, let reason):
      return "the JPEG file \(path) cannot be decoded: \(reason.reason)"
    case .notFound(let name, let bundlePath, let tried):
      return "no image named \"\(name)\" in the bundle at \(bundlePath) (tried "
        + tried.joined(separator: ", ") + "); add the file to the target's resources"
    }
  }
}
