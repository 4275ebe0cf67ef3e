import SwivelGraphics
import SwivelSupport

/// Turns inflated scanlines (filter byte + samples per row) into premultiplied ARGB pixels,
/// reversing each row's filter in place and converting it while it is still in cache.
enum PNGScanlineDecoder {
  /// Decodes `scanlines`, which must hold exactly `height × (1 + width × channels)` bytes,
  /// into a pixel buffer reused from ``ReusableBuffers/pixels`` when one of the size is kept.
  ///
  /// - Throws: ``PNGError/invalidFilter(row:type:)`` or
  ///   ``PNGError/invalidPaletteIndex(index:paletteSize:)``.
  static func decode(
    _ scanlines: inout [UInt8], width: Int, height: Int, colorType: PNGHeader.ColorType,
    palette: PNGPalette
  ) throws(PNGError) -> Bitmap {
    let stride = width * colorType.channels + 1
    requirePrecondition(
      scanlines.count == height * stride,
      "the scanline buffer holds \(scanlines.count) bytes, not \(height) rows of \(stride)")
    var failure: PNGError?
    WorkCounter.add(width * height * 4)  // bytes allocated for the pixels
    PNGDecoderAllocations.allocating(width * height * 4)
    func decode(into out: UnsafeMutablePointer<UInt32>) -> Bool {
      scanlines.withUnsafeMutableBufferPointer { data in
        guard let base = data.baseAddress else { return false }
        do throws(PNGError) {
          try decodeRows(
            base, into: out, rowCopy: nil, width: width, height: height, colorType: colorType,
            palette: palette)
          return true
        } catch {
          failure = error
          return false
        }
      }
    }
    if var pixels = ReusableBuffers.pixels.take(count: width * height) {
      let decoded = pixels.withUnsafeMutableBufferPointer { output in
        output.baseAddress.map(decode) ?? false
      }
      if let failure {
        ReusableBuffers.pixels.giveBack(pixels)
        throw failure
      }
      if decoded { return Bitmap(width: width, height: height, pixels: pixels) }
    }
    let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { output, count in
      if let out = output.baseAddress, decode(into: out) { count = width * height }
    }
    if let failure { throw failure }
    return Bitmap(width: width, height: height, pixels: pixels)
  }

  /// The number of 32-bit words a buffer needs to hold both the pixels of a `width × height`
  /// image and, at its end, its `height × (1 + width × channels)` bytes of scanlines, for
  /// ``decodeInPlace(_:width:height:colorType:palette:)``.
  static func inPlaceWordCount(width: Int, height: Int, channels: Int) -> Int {
    max(width * height, (height * (width * channels + 1) + 3) / 4)
  }

  /// Decodes scanlines that fill the last `height × (1 + width × channels)` bytes of `words`
  /// (sized by ``inPlaceWordCount(width:height:channels:)``) into the pixels at its start, so
  /// that a large image needs one buffer the size of its bitmap rather than two.
  ///
  /// Rows are decoded top to bottom; row `y`'s pixels end at or before row `y + 1`'s scanline
  /// starts, whatever the format (a scanline row is at most one byte longer than a pixel row),
  /// so pixels never overwrite a scanline not yet read. Each unfiltered row is copied aside
  /// first, since the next row's filter needs it and its pixels may overwrite it.
  static func decodeInPlace(
    _ words: inout [UInt32], width: Int, height: Int, colorType: PNGHeader.ColorType,
    palette: PNGPalette
  ) throws(PNGError) -> Bitmap {
    let stride = width * colorType.channels + 1
    let scanlineBytes = height * stride
    requirePrecondition(
      words.count == inPlaceWordCount(width: width, height: height, channels: colorType.channels),
      "the in-place buffer holds \(words.count) words, not what \(width)×\(height) pixels and their scanlines need"
    )
    var failure: PNGError?
    PNGDecoderAllocations.allocating(stride)
    var rowCopy = [UInt8](repeating: 0, count: stride)
    words.withUnsafeMutableBufferPointer { pixels in
      rowCopy.withUnsafeMutableBufferPointer { copy in
        guard let out = pixels.baseAddress, let copyBase = copy.baseAddress else { return }
        let base =
          UnsafeMutableRawPointer(out).assumingMemoryBound(to: UInt8.self)
          + (pixels.count * 4 - scanlineBytes)
        do throws(PNGError) {
          try decodeRows(
            base, into: out, rowCopy: copyBase, width: width, height: height, colorType: colorType,
            palette: palette)
        } catch {
          failure = error
        }
      }
    }
    if let failure { throw failure }
    words.removeLast(words.count - width * height)
    return Bitmap(width: width, height: height, pixels: words)
  }

  /// The row loop: reverses each row's filter in place in the scanlines at `base` and writes
  /// its pixels to `out`. With `rowCopy` (a buffer of one row), every unfiltered row is copied
  /// there and converted from there, and the next row's filter reads it there: the scanlines
  /// may then share memory with the pixels, as in ``decodeInPlace(_:width:height:colorType:palette:)``.
  private static func decodeRows(
    _ base: UnsafeMutablePointer<UInt8>, into out: UnsafeMutablePointer<UInt32>,
    rowCopy: UnsafeMutablePointer<UInt8>?,
    width: Int, height: Int, colorType: PNGHeader.ColorType, palette: PNGPalette
  ) throws(PNGError) {
    let channels = colorType.channels
    let rowBytes = width * channels
    let stride = rowBytes + 1
    PNGDecoderAllocations.allocating(rowBytes)
    let zeroRow = [UInt8](repeating: 0, count: rowBytes)
    var failure: PNGError?
    var largestIndex = 0
    zeroRow.withUnsafeBufferPointer { zeros in
      palette.entries.withUnsafeBufferPointer { entries in
        var previous = UnsafePointer(zeros.baseAddress ?? UnsafePointer(base))
        // Plain RGB rows are converted by pixman (optimised in every build), in batches:
        // rows `batchStart ..< batchStart + batchCount` wait in its buffer.
        let rgbRows =
          colorType == .rgb && palette.transparentKey == 0
          ? PNGPixmanRows(pixels: out, width: width, height: height, row: .rgb) : nil
        var batchStart = 0
        var batchCount = 0
        func flushBatch() {
          guard let rgbRows, batchCount > 0 else { return }
          rgbRows.write(rowsFrom: batchStart, count: batchCount)
          batchCount = 0
        }
        for y in 0..<height {
          let line = base + y * stride
          guard let filter = PNGRowFilter(rawValue: line[0]) else {
            failure = .invalidFilter(row: y, type: Int(line[0]))
            return
          }
          let target = out + y * width
          if y > 0, filter == .up, let zero = zeros.baseAddress,
            PNGMemory.equal(line + 1, zero, count: rowBytes)
          {
            // The row repeats the one above (how flat images mostly look): copy its pixels
            // and keep `previous`, which still holds these raw bytes.
            flushBatch()
            UnsafeMutableRawPointer(target).copyMemory(
              from: target - width, byteCount: width * 4)
            continue
          }
          filter.reverse(
            row: line + 1, previous: previous, count: rowBytes, bytesPerPixel: channels)
          var row = UnsafePointer(line + 1)
          if let rowCopy {
            UnsafeMutableRawPointer(rowCopy).copyMemory(from: line + 1, byteCount: rowBytes)
            row = UnsafePointer(rowCopy)
          }
          switch colorType {
          case .rgb where rgbRows != nil:
            if let rgbRows {
              if batchCount == rgbRows.rowCapacity { flushBatch() }
              if batchCount == 0 { batchStart = y }
              UnsafeMutableRawPointer(rgbRows.rowBytes(batchCount)).copyMemory(
                from: row, byteCount: rowBytes)
              batchCount += 1
            }
          case .gray: convertGray(row, width, palette.transparentKey, target)
          case .rgb: convertRGB(row, width, palette.transparentKey, target)
          case .palette:
            largestIndex = max(largestIndex, convertIndexed(row, width, entries, target))
          case .grayAlpha: convertGrayAlpha(row, width, target)
          case .rgba: convertRGBA(row, width, target)
          }
          previous = row
        }
        flushBatch()
      }
    }
    if let failure { throw failure }
    if colorType == .palette && largestIndex >= palette.count {
      throw .invalidPaletteIndex(index: largestIndex, paletteSize: palette.count)
    }
  }

  // MARK: - One row of samples to premultiplied ARGB words

  @inline(__always)
  private static func convertGray(
    _ row: UnsafePointer<UInt8>, _ width: Int, _ key: UInt32, _ out: UnsafeMutablePointer<UInt32>
  ) {
    for x in 0..<width {
      let word = 0xFF00_0000 | UInt32(row[x]) &* 0x01_0101
      out[x] = word == key ? 0 : word
    }
  }

  @inline(__always)
  private static func convertRGB(
    _ row: UnsafePointer<UInt8>, _ width: Int, _ key: UInt32, _ out: UnsafeMutablePointer<UInt32>
  ) {
    for x in 0..<width {
      let word =
        0xFF00_0000 | UInt32(row[3 * x]) << 16 | UInt32(row[3 * x + 1]) << 8
        | UInt32(row[3 * x + 2])
      out[x] = word == key ? 0 : word
    }
  }

  /// Returns the largest index seen, so the caller can reject indices past the palette.
  @inline(__always)
  private static func convertIndexed(
    _ row: UnsafePointer<UInt8>, _ width: Int, _ entries: UnsafeBufferPointer<UInt32>,
    _ out: UnsafeMutablePointer<UInt32>
  ) -> Int {
    var largest: UInt8 = 0
    for x in 0..<width {
      let index = row[x]
      largest = max(largest, index)
      out[x] = entries[Int(index)]
    }
    return Int(largest)
  }

  @inline(__always)
  private static func convertGrayAlpha(
    _ row: UnsafePointer<UInt8>, _ width: Int, _ out: UnsafeMutablePointer<UInt32>
  ) {
    for x in 0..<width {
      let gray = row[2 * x]
      out[x] = PNGAlpha.premultiply(red: gray, green: gray, blue: gray, alpha: row[2 * x + 1])
    }
  }

  @inline(__always)
  private static func convertRGBA(
    _ row: UnsafePointer<UInt8>, _ width: Int, _ out: UnsafeMutablePointer<UInt32>
  ) {
    for x in 0..<width {
      out[x] = PNGAlpha.premultiply(
        red: row[4 * x], green: row[4 * x + 1], blue: row[4 * x + 2], alpha: row[4 * x + 3])
    }
  }
}
