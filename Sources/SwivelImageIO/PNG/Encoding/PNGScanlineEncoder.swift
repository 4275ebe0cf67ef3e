import SwivelGraphics

/// Turns translucent premultiplied ARGB rows into PNG scanlines: straight-alpha RGBA bytes
/// after a filter type byte. (Opaque images never come here: see ``PNGImageDataEncoder``.)
///
/// Rows whose pixels equal the row above need no work here: their scanline is always Up
/// followed by zeros (see ``PNGRepeatedRows``). Any other row gets Sub or Up, whichever gives
/// the smaller sum of signed magnitudes (libpng's heuristic; Sub on ties): Sub turns flat runs
/// into zeros, Up turns vertical repetition into zeros; also trying None, Average and Paeth
/// costs more time than it saves bytes (`docs/performance.md`).
///
/// This is Swift code and runs unoptimised in a debug build (no library unpremultiplies with
/// `RGBA8(premultiplied:)`'s rounding); translucent snapshots are the rare case.
final class PNGScanlineEncoder {
  /// Bytes per row after the filter byte.
  let rowBytes: Int
  private let pixels: UnsafePointer<UInt32>
  private let width: Int
  // Scratch: the raw bytes of the last row written, the current row, the Up candidate.
  private let scratch: UnsafeMutablePointer<UInt8>
  private var previous: UnsafeMutablePointer<UInt8>
  private var current: UnsafeMutablePointer<UInt8>
  private let upCandidate: UnsafeMutablePointer<UInt8>

  /// Prepares to encode rows of `pixels` (`width` words per row, alive while this object is).
  init(_ pixels: UnsafeMutablePointer<UInt32>, width: Int) {
    self.pixels = UnsafePointer(pixels)
    self.width = width
    rowBytes = width * 4
    scratch = .allocate(capacity: 3 * rowBytes)
    scratch.initialize(repeating: 0, count: 3 * rowBytes)
    previous = scratch
    current = scratch + rowBytes
    upCandidate = scratch + 2 * rowBytes
  }

  deinit {
    scratch.deallocate()
  }

  /// Writes row `y`'s filter byte and filtered bytes (`1 + rowBytes`) at `line`.
  ///
  /// Rows must be written top to bottom; rows skipped because they repeat the row above
  /// leave the filters' reference row unchanged, which is still correct.
  func writeFilteredRow(_ y: Int, into line: UnsafeMutablePointer<UInt8>) {
    Self.convertTranslucent(pixels + y * width, count: width, into: current)
    let subCost = Self.sub(current, count: rowBytes, bytesPerPixel: 4, into: line + 1)
    let upCost = Self.up(current, previous: previous, count: rowBytes, into: upCandidate)
    if upCost < subCost {
      line[0] = PNGRowFilter.up.rawValue
      (line + 1).update(from: upCandidate, count: rowBytes)
    } else {
      line[0] = PNGRowFilter.sub.rawValue
    }
    swap(&previous, &current)
  }

  /// Writes `row` Sub-filtered (minus the byte one pixel to the left) and returns the sum of
  /// the results read as signed magnitudes.
  @inline(__always)
  private static func sub(
    _ row: UnsafePointer<UInt8>, count: Int, bytesPerPixel bpp: Int,
    into output: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var cost = 0
    for i in 0..<count {
      let value = i >= bpp ? row[i] &- row[i - bpp] : row[i]
      output[i] = value
      cost &+= magnitude(value)
    }
    return cost
  }

  /// Writes `row` Up-filtered (minus the byte above) and returns the sum of the results read
  /// as signed magnitudes.
  @inline(__always)
  private static func up(
    _ row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int,
    into output: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var cost = 0
    for i in 0..<count {
      let value = row[i] &- previous[i]
      output[i] = value
      cost &+= magnitude(value)
    }
    return cost
  }

  /// A filtered byte read as a signed value, made positive: 0…128.
  @inline(__always)
  private static func magnitude(_ value: UInt8) -> Int {
    Int(value < 128 ? value : 0 &- value)
  }

  /// Premultiplied words to straight R, G, B, A bytes, rounding like `RGBA8(premultiplied:)`.
  private static func convertTranslucent(
    _ source: UnsafePointer<UInt32>, count: Int, into row: UnsafeMutablePointer<UInt8>
  ) {
    PNGAlpha.unpremultiplyTable.withUnsafeBufferPointer { table in
      for x in 0..<count {
        let word = source[x]
        let alpha = Int(word >> 24)
        let base = alpha << 8
        row[4 * x] = table[base | Int((word >> 16) & 0xFF)]
        row[4 * x + 1] = table[base | Int((word >> 8) & 0xFF)]
        row[4 * x + 2] = table[base | Int(word & 0xFF)]
        row[4 * x + 3] = UInt8(truncatingIfNeeded: alpha)
      }
    }
  }
}
