internal import CSwivelCairo
import SwivelGraphics

/// Builds the zlib stream that a PNG's IDAT chunks carry: the filtered scanlines of a bitmap,
/// compressed.
///
/// The stream is assembled from independently compressed pieces (see
/// ``PNGSegmentDeflater``): each run of rows that differ from the row above goes through zlib
/// as one piece, each run of rows that repeat the row above is one hand-made block (see
/// ``PNGRepeatedRows``), then a final empty block and the Adler-32 of all scanlines.
/// Everything is deterministic: the same bitmap and level give the same bytes.
enum PNGImageDataEncoder {
  /// zlib's two header bytes: deflate with a 32 KiB window, no dictionary, check bits set.
  static let zlibHeader: [UInt8] = [0x78, 0x01]
  /// A final, empty, fixed-Huffman block: ends the deflate stream.
  static let finalEmptyBlock: [UInt8] = [0x03, 0x00]

  /// The complete zlib stream for `bitmap`, written as RGB (`opaque`) or RGBA.
  static func zlibStream(for bitmap: Bitmap, opaque: Bool, level: Int32) -> [UInt8] {
    let rows = PNGScanlineEncoder(bitmap, opaque: opaque)
    let stride = rows.rowBytes + 1
    let deflater = PNGSegmentDeflater(level: level, strategy: Z_DEFAULT_STRATEGY)
    // Fresh (non-repeating) rows collect here until a repeated run or the end.
    let pending = UnsafeMutablePointer<UInt8>.allocate(capacity: bitmap.height * stride)
    defer { pending.deallocate() }
    var pendingRows = 0
    var output = zlibHeader
    var adler: UInt = 1

    func flushPending() {
      guard pendingRows > 0 else { return }
      let buffer = UnsafeBufferPointer(start: pending, count: pendingRows * stride)
      deflater.append(buffer, to: &output)
      adler = adler32_z(adler, buffer.baseAddress, buffer.count)
      pendingRows = 0
    }

    var y = 0
    while y < bitmap.height {
      // Rows y..<fresh repeat the row above; row `fresh` (if any) does not.
      var fresh = y
      while fresh < bitmap.height && rows.repeatsPreviousRow(fresh) { fresh += 1 }
      if fresh > y {
        flushPending()
        PNGRepeatedRows.append(fresh - y, rowBytes: rows.rowBytes, to: &output, adler: &adler)
      }
      if fresh < bitmap.height {
        rows.writeFilteredRow(fresh, into: pending + pendingRows * stride)
        pendingRows += 1
      }
      y = fresh + 1
    }
    flushPending()
    output += finalEmptyBlock
    PNGBytes.appendUInt32(UInt32(truncatingIfNeeded: adler), to: &output)
    return output
  }
}
