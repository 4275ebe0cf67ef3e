// Checks the hidden parts of samples use: scripts/check-samples adds this file to every test
// target it makes from a Markdown file.
import Foundation
import Swivel
import Testing

/// A screen with one label in its middle, for the scenes scaffolds make.
final class LabelController: ViewController {
  let label = Label()

  override func viewDidLoad() {
    view.backgroundColor = .white
    label.text = "Hello"
    label.textAlignment = .center
    view.addSubview(label)
  }

  override func updateInterface() {
    label.frame = CGRect(x: view.bounds.midX - 60, y: view.bounds.midY - 12, width: 120, height: 24)
  }
}

/// Checks that `value` prints the numbers a sample's comment promises, `(50, 75, 200, 100)`.
func expectPrinted(
  _ value: Any, _ promised: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let numbers = { (text: String) in
    text.split { !"0123456789.-".contains($0) }.compactMap { Double($0) }
  }
  let printed = String(describing: value)
  #expect(
    numbers(printed) == numbers(promised), "prints \(printed); the comment says \(promised)",
    sourceLocation: sourceLocation)
}

/// The bytes of the file at `path` (relative to the working folder), or nil when it is absent.
func fileBytes(atPath path: String) -> [UInt8]? {
  FileManager.default.contents(atPath: path).map { [UInt8]($0) }
}

/// The width and height in a PNG file's header (read here, not by Swivel's decoder), or nil when
/// the file is absent or no PNG.
func pngSize(atPath path: String) -> [Int]? {
  guard let bytes = fileBytes(atPath: path), bytes.count >= 24,
    bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
    bytes[12..<16] == Array("IHDR".utf8)[...]
  else { return nil }
  return [bigEndian(bytes, at: 16), bigEndian(bytes, at: 20)]
}

/// The frame count in an animated PNG's `acTL` chunk, or nil when the file has none.
func apngFrameCount(atPath path: String) -> Int? {
  guard let bytes = fileBytes(atPath: path), pngSize(atPath: path) != nil else { return nil }
  var offset = 8
  while offset + 12 <= bytes.count {
    let length = bigEndian(bytes, at: offset)
    if bytes[offset + 4..<offset + 8] == Array("acTL".utf8)[...] {
      return bigEndian(bytes, at: offset + 8)
    }
    if bytes[offset + 4..<offset + 8] == Array("IDAT".utf8)[...] { return nil }
    offset += 12 + length
  }
  return nil
}

private func bigEndian(_ bytes: [UInt8], at offset: Int) -> Int {
  bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
}
