import ArgumentParser
import SwivelGallery

/// Writes command output through `FileOutput`, turning failures into one-line errors that name
/// `--output`.
enum OutputFile {
  /// Writes `bytes` to `path` and prints the path (escaped) on standard output.
  static func write(_ bytes: [UInt8], to path: String) throws(CLIError) {
    do {
      try FileOutput.write(bytes, to: path)
    } catch {
      throw CLIError("\(Printable.escaped(error.description)); choose a writable --output path")
    }
    if path != "-" {
      print(Printable.escaped(path))
    }
  }
}
