/// The five PNG row filters, as the decoder reverses them (the encoder only writes Sub and
/// Up; see ``PNGScanlineEncoder``).
enum PNGRowFilter: UInt8 {
  case none = 0
  case sub = 1
  case up = 2
  case average = 3
  case paeth = 4

  /// Reverses this filter in place: `row` holds filtered bytes on entry, raw bytes on return.
  /// `previous` is the raw row above (all zeros for the top row); `bpp` is the distance to
  /// the same channel of the pixel to the left.
  @inline(__always)
  func reverse(
    row: UnsafeMutablePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int,
    bytesPerPixel bpp: Int
  ) {
    let lead = min(bpp, count)
    switch self {
    case .none:
      break
    case .sub:
      for i in lead..<count { row[i] &+= row[i - bpp] }
    case .up:
      for i in 0..<count { row[i] &+= previous[i] }
    case .average:
      for i in 0..<lead { row[i] &+= previous[i] >> 1 }
      for i in lead..<count {
        row[i] &+= UInt8((UInt16(row[i - bpp]) + UInt16(previous[i])) >> 1)
      }
    case .paeth:
      for i in 0..<lead { row[i] &+= previous[i] }
      for i in lead..<count {
        row[i] &+= Self.paeth(row[i - bpp], previous[i], previous[i - bpp])
      }
    }
  }

  /// The Paeth predictor: whichever of left, above and upper-left is nearest to
  /// `left + above − upperLeft`, ties going in that order.
  @inline(__always)
  static func paeth(_ left: UInt8, _ above: UInt8, _ upperLeft: UInt8) -> UInt8 {
    let a = Int(left)
    let b = Int(above)
    let c = Int(upperLeft)
    let pa = abs(b - c)
    let pb = abs(a - c)
    let pc = abs(a + b - 2 * c)
    if pa <= pb && pa <= pc { return left }
    return pb <= pc ? above : upperLeft
  }
}
