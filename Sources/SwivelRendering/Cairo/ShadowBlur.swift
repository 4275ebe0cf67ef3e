import SwivelSupport

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
    let m = ((12 * sigma * sigma - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4))
      .rounded()
    boxes = (0..<3).map { Double($0) < m ? lower : upper }
  }

  /// Blurs an 8-bit alpha image in place, rows then columns; pixels outside count as 0.
  ///
  /// Works through scratch buffers with unchecked pointers: the gallery blurs every shadow
  /// of every screen, and array bounds and uniqueness checks in the inner loop cost more than
  /// the arithmetic.
  func apply(to data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
    guard !boxes.isEmpty, width > 0, height > 0 else { return }
    let out = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
    let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
    let sums = UnsafeMutablePointer<Int>.allocate(capacity: width)
    defer {
      out.deallocate()
      copy.deallocate()
      sums.deallocate()
    }
    for box in boxes {
      let divide = Divider(box)
      for y in 0..<height {
        let row = data + y * stride
        Self.blur(row, into: out, count: width, box: box, divide: divide)
        row.update(from: out, count: width)
      }
      blurColumns(
        data, copy: copy, sums: sums, width: width, height: height, stride: stride, box: box,
        divide: divide)
    }
  }

  /// One box pass down every column at once, row by row, so that memory is read in order: a
  /// running sum per column over a copy of the rows (the pass writes over its own input). The
  /// arithmetic is ``blur(_:into:count:box:divide:)``'s, so the bytes are the same.
  private func blurColumns(
    _ data: UnsafeMutablePointer<UInt8>, copy: UnsafeMutablePointer<UInt8>,
    sums: UnsafeMutablePointer<Int>,
    width: Int, height: Int, stride: Int, box: Int, divide: Divider
  ) {
    for y in 0..<height { (copy + y * width).update(from: data + y * stride, count: width) }
    sums.initialize(repeating: 0, count: width)
    let radius = box / 2
    func add(_ y: Int, _ sign: Int) {
      let row = copy + y * width
      for x in 0..<width { sums[x] += sign * Int(row[x]) }
    }
    for y in 0..<min(radius, height) { add(y, 1) }
    for y in 0..<height {
      if y + radius < height { add(y + radius, 1) }
      if y - radius - 1 >= 0 { add(y - radius - 1, -1) }
      let row = data + y * stride
      for x in 0..<width { row[x] = UInt8(divide(sums[x] + radius)) }
    }
  }

  /// One box pass over `count` values: each output is the rounded mean of the `box` inputs
  /// centred on it.
  private static func blur(
    _ input: UnsafeMutablePointer<UInt8>, into output: UnsafeMutablePointer<UInt8>, count: Int,
    box: Int,
    divide: Divider
  ) {
    let radius = box / 2
    var sum = 0
    for i in 0..<min(radius, count) { sum += Int(input[i]) }
    for i in 0..<count {
      let entering = i + radius, leaving = i - radius - 1
      if entering < count { sum += Int(input[entering]) }
      if leaving >= 0 { sum -= Int(input[leaving]) }
      output[i] = UInt8(divide(sum + radius))
    }
  }
}

/// Division by a box width as a multiplication and a shift (`⌊n · ⌈2⁴⁰ / d⌉ / 2⁴⁰⌋`), which is
/// exactly `n / d` whenever `n · d < 2⁴⁰`: the error of the rounded-up reciprocal, under `d`,
/// times `n` stays under 2⁴⁰. A blur's sums are at most `255 · d + d`, so this holds for every
/// `d` up to 1,024; wider boxes divide. The blurs spend most of their time dividing otherwise.
struct Divider {
  /// The divisor.
  let divisor: Int
  /// `⌈2⁴⁰ / divisor⌉`, or 0 when the divisor is too large for the exact shortcut.
  let reciprocal: UInt64

  /// The largest divisor the multiplication serves.
  static let largestFastDivisor = 1_024

  init(_ divisor: Int) {
    requirePrecondition(divisor > 0, "a box is at least 1 wide")
    self.divisor = divisor
    reciprocal =
      divisor <= Self.largestFastDivisor ? ((1 << 40) + UInt64(divisor) - 1) / UInt64(divisor) : 0
  }

  /// `n / divisor` for `0 ≤ n ≤ 256 · divisor`.
  @inline(__always)
  func callAsFunction(_ n: Int) -> Int {
    reciprocal != 0 ? Int((UInt64(n) &* reciprocal) >> 40) : n / divisor
  }
}
