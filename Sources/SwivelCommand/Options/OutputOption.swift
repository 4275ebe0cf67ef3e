import ArgumentParser
import SwivelGallery

/// Writes command output through `FileOutput`, turning failures into one-line errors that say
/// what to do: choose another `--output` when one was given, pass one when the default name
/// (in the current folder) could not be written.
enum OutputFile {
  /// Writes `bytes` to `path` and prints the path (escaped) on standard output. `chosen` says
  /// whether the path came from `--output` rather than the command's default name.
  static func write(_ bytes: [UInt8], to path: String, chosen: Bool = true) throws(CLIError) {
    do {
      try FileOutput.write(bytes, to: path)
    } catch {
      let advice =
        chosen
        ? "choose a writable --output path" : "run in a writable folder or pass --output PATH"
      throw CLIError("\(Printable.escaped(error.description)); \(advice)")
    }
    if path != "-" {
      print(Printable.escaped(path))
    }
  }
}
