/// A blur close to a Gaussian: three box blurs in each direction (by the central limit
/// theorem three passes come within a few percent of the Gaussian), with box widths chosen
/// so that their combined variance equals `sigma²` (the scheme of W. Jarosz, "Fast Image
/// Convolutions", and P. Kovesi, "Fast Almost-Gaussian Filtering", 2010). Integer sums and
/// rounding only: the same bytes on every run and machine.
struct ShadowBlur {
  /// The box widths, odd, in passes.
  let boxes: [Int]

  /// The boxes for a Gaussian of standard deviation `sigma` pixels (none below 0.5).
  init(sigma: Double) {
    guard sigma >= 0.5, sigma.isFinite else {
      boxes = []
      return
    }
    let passes = 3.0
    let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    let upper = lower + 2
    let l = Double(lower)
    let m = ((12 * sigma * sigma - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)).rounded()
    boxes = (0..<3).map { Double($0) < m ? lower : upper }
  }

  /// Blurs an 8-bit alpha image in place, rows then columns; pixels outside count as 0.
  func apply(to data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
    guard !boxes.isEmpty, width > 0, height > 0 else { return }
    var line = [UInt8](repeating: 0, count: max(width, height))
    var out = line
    for box in boxes {
      for y in 0..<height {
        for x in 0..<width { line[x] = data[y * stride + x] }
        Self.blur(line, into: &out, count: width, box: box)
        for x in 0..<width { data[y * stride + x] = out[x] }
      }
      for x in 0..<width {
        for y in 0..<height { line[y] = data[y * stride + x] }
        Self.blur(line, into: &out, count: height, box: box)
        for y in 0..<height { data[y * stride + x] = out[y] }
      }
    }
  }

  /// One box pass over `count` values: each output is the rounded mean of the `box` inputs
  /// centred on it.
  private static func blur(_ input: [UInt8], into output: inout [UInt8], count: Int, box: Int) {
    let radius = box / 2
    var sum = 0
    for i in 0..<min(radius, count) { sum += Int(input[i]) }
    for i in 0..<count {
      let entering = i + radius, leaving = i - radius - 1
      if entering < count { sum += Int(input[entering]) }
      if leaving >= 0 { sum -= Int(input[leaving]) }
      output[i] = UInt8((sum + box / 2) / box)
    }
  }
}
