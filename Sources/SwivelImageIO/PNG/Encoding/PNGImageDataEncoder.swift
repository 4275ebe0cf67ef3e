import SwivelGraphics

/// Builds the zlib stream that a PNG's IDAT chunks carry: the filtered scanlines of a bitmap,
/// compressed, and whether they were written as RGB (every pixel opaque) or RGBA.
///
/// The stream is assembled from independently compressed pieces (see
/// ``PNGPieceDeflater``): each run of rows that differ from the row above goes through zlib
/// as one piece, each run of rows that repeat the row above is one hand-made block (see
/// ``PNGRepeatedRows``), then a final empty block and the Adler-32 of all scanlines.
/// Everything is deterministic: the same bitmap and level give the same bytes.
///
/// Every per-byte loop runs in an optimised library, so a debug build of Swivel encodes
/// almost as fast as a release build: rows are compared with `memcmp`, opacity is read and
/// opaque rows are converted to RGB by pixman, and zlib computes checksums and compresses.
/// Opaque rows that do not repeat the row above are written with filter None (no Swift loop
/// touches their bytes); only translucent images go through ``PNGScanlineEncoder``'s
/// Swift unpremultiply and Sub/Up filters. None also compresses better here than libpng's
/// Sub/Up heuristic per row (`docs/performance.md`).
enum PNGImageDataEncoder {
  /// zlib's two header bytes: deflate with a 32 KiB window, no dictionary, check bits set.
  static let zlibHeader: [UInt8] = [0x78, 0x01]
  /// A final, empty, fixed-Huffman block: ends the deflate stream.
  static let finalEmptyBlock: [UInt8] = [0x03, 0x00]

  /// The complete zlib stream for `bitmap`, and true when it holds RGB rows (every pixel
  /// opaque) rather than RGBA; the rows that do not repeat the row above compressed by zlib at
  /// `level`; with `knownOpaque` the alpha is not read (only checked in debug builds).
  static func zlibStream(
    for bitmap: Bitmap, level: Int32, knownOpaque: Bool = false
  ) -> (stream: [UInt8], opaque: Bool) {
    // Read in place: pixman and the row encoder only read the pixels (taking them mutably
    // would copy all 4 MB of a screen first, page faults included).
    bitmap.pixels.withUnsafeBufferPointer { words in
      guard let base = words.baseAddress else { return ([], true) }
      return zlibStream(
        UnsafeMutablePointer(mutating: base), width: bitmap.width, height: bitmap.height,
        deflater: PNGPieceDeflater(level: level),
        knownOpaque: knownOpaque)
    }
  }

  /// The stream for `pixels`, which are only read (the pointer is mutable for pixman's sake).
  private static func zlibStream(
    _ pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, deflater: PNGPieceDeflater,
    knownOpaque: Bool
  ) -> (stream: [UInt8], opaque: Bool) {
    // Row y repeats row y − 1 exactly: its scanline is Up and zeros whatever the format.
    var repeats = [Bool](repeating: false, count: height)
    for y in 1..<max(1, height) {
      repeats[y] = PNGMemory.equal(pixels + y * width, pixels + (y - 1) * width, count: width * 4)
    }
    let opaque: Bool
    if knownOpaque {
      assert(
        isOpaque(pixels, width: width, height: height, skipping: repeats),
        "PNG encoder told a \(width)×\(height) bitmap is opaque, but a pixel's alpha is below 255")
      opaque = true
    } else {
      opaque = isOpaque(pixels, width: width, height: height, skipping: repeats)
    }
    let channels = opaque ? 3 : 4
    let rowBytes = width * channels
    let stride = rowBytes + 1

    let repeatedRows = PNGRepeatedRows.forRowBytes(rowBytes)
    // One scanline of scratch for translucent rows.
    let line = UnsafeMutablePointer<UInt8>.allocate(capacity: stride)
    defer { line.deallocate() }
    var output = zlibHeader
    var adler: UInt32 = 1

    // Writes rows fresh..<end, none of which repeats the row above, as one zlib piece.
    let writeFreshRows: (Range<Int>) -> Void
    if opaque {
      // Opaque rows: pixman converts up to 32 at a time into scanlines (filter byte None
      // in front of each), which go to zlib as they are.
      let rgbRows = PNGPixmanRows(
        pixels: pixels, width: width, height: height, row: .rgb, scanlines: true)
      writeFreshRows = { range in
        deflater.begin()
        for start in Swift.stride(
          from: range.lowerBound, to: range.upperBound, by: rgbRows.rowCapacity)
        {
          let count = min(rgbRows.rowCapacity, range.upperBound - start)
          rgbRows.read(rowsFrom: start, count: count)
          for index in 0..<count {
            let scanline = rgbRows.scanline(index)
            deflater.feed(scanline, to: &output)
            adler = PNGChecksums.adler32(adler, scanline)
          }
        }
        deflater.finish(to: &output)
      }
    } else {
      // Translucent rows: unpremultiplied and Sub/Up-filtered in Swift, a row at a time.
      let rows = PNGScanlineEncoder(pixels, width: width)
      writeFreshRows = { range in
        deflater.begin()
        for row in range {
          rows.writeFilteredRow(row, into: line)
          let scanline = UnsafeBufferPointer(start: line, count: stride)
          deflater.feed(scanline, to: &output)
          adler = PNGChecksums.adler32(adler, scanline)
        }
        deflater.finish(to: &output)
      }
    }

    var y = 0
    while y < height {
      // Rows y..<fresh repeat the row above; rows fresh..<end do not.
      var fresh = y
      while fresh < height && repeats[fresh] { fresh += 1 }
      if fresh > y {
        repeatedRows.append(fresh - y, to: &output, adler: &adler)
      }
      var end = fresh
      while end < height && !repeats[end] { end += 1 }
      if end > fresh { writeFreshRows(fresh..<end) }
      y = end
    }
    output += finalEmptyBlock
    PNGBytes.appendUInt32(adler, to: &output)
    return (output, opaque)
  }

  /// True when every pixel's alpha is 255. Rows that repeat the row above are skipped (they
  /// have its alpha); the others are read as alpha bytes by pixman and checked by `memcmp`.
  private static func isOpaque(
    _ pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, skipping repeats: [Bool]
  ) -> Bool {
    let alpha = PNGPixmanRows(pixels: pixels, width: width, height: height, row: .alpha)
    var y = 0
    while y < height {
      guard !repeats[y] else {
        y += 1
        continue
      }
      var end = y
      while end < height && !repeats[end] && end - y < alpha.rowCapacity { end += 1 }
      alpha.read(rowsFrom: y, count: end - y)
      for index in 0..<(end - y) {
        if !PNGMemory.allBytes(alpha.rowBytes(index), count: width, equal: 0xFF) { return false }
      }
      y = end
    }
    return true
  }
}
