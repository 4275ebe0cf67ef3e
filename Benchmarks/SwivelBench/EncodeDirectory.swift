import Foundation
import SwivelSnapshotTesting

/// `swivel-bench --encode-dir DIR [LEVEL]`: decodes the first 120 PNGs of DIR (sorted by
/// name), then encodes them all three times (at zlib `level`, default the encoder's) and
/// prints the total size and the time per pass, to compare encoders on real images (e.g. the
/// output of `swivel gallery`).
func encodeDirectory(_ directory: String, level: Int = PNGEncoder.defaultCompressionLevel) throws {
  let names = try FileManager.default.contentsOfDirectory(atPath: directory)
    .filter { $0.hasSuffix(".png") }.sorted()
  let bitmaps = try names.prefix(120).map { name in
    try PNGDecoder.decode(
      [UInt8](Data(contentsOf: URL(fileURLWithPath: directory).appendingPathComponent(name))))
  }
  var bytes = 0
  let start = ContinuousClock.now
  for _ in 0..<3 {
    bytes = bitmaps.reduce(0) { $0 + PNGEncoder(compressionLevel: level).encode($1).count }
  }
  let perPass = (ContinuousClock.now - start) / 3
  print(
    "\(bitmaps.count) images, level \(level), \(bytes) bytes, \(perPass) per pass (\(BuildConfiguration.name))"
  )
}
