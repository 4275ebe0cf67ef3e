import Foundation
import SwivelSnapshotTesting

/// `swivel-bench --large-png PATH [SIDE] [rgba]`: writes a SIDE × SIDE PNG (16,384 by default:
/// the largest the decoder accepts) with a pattern that does not compress to nothing, opaque
/// (an RGB file) or, with `rgba`, translucent (an RGBA file).
func writeLargePNG(_ path: String, side: Int, translucent: Bool) throws {
  var bitmap = Bitmap(width: side, height: side)
  for y in 0..<side {
    for x in 0..<side {
      let alpha = translucent ? UInt8(255 - (x ^ y) & 0x3F) : 255
      bitmap[x, y] =
        RGBA8(
          r: UInt8((x &* 7 &+ y) & 0xFF), g: UInt8((y &* 3 ^ x) & 0xFF), b: UInt8((x ^ y) & 0xFF),
          a: alpha
        ).premultiplied
    }
  }
  try Data(PNGEncoder().encode(bitmap)).write(to: URL(fileURLWithPath: path))
}

/// `swivel-bench --load-image PATH`: loads one image file with `Image.load(contentsOfFile:)`
/// in a fresh process and prints the time and the process's peak resident memory (run it
/// alone: the peak covers the whole process).
func loadImageFile(_ path: String) throws {
  let start = ContinuousClock.now
  let image = try Image.load(contentsOfFile: path)
  let elapsed = ContinuousClock.now - start
  var usage = rusage()
  getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  let bitmapMiB = Double(image.bitmap.width * image.bitmap.height * 4) / 1_048_576
  print(
    String(
      format: "%d×%d image in %.2f s, peak resident %.0f MiB (the bitmap itself: %.0f MiB), %@",
      image.bitmap.width, image.bitmap.height,
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
      Double(usage.ru_maxrss) / 1024, bitmapMiB, BuildConfiguration.name))
}
