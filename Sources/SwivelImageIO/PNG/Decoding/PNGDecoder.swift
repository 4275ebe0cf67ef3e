public import SwivelGraphics
import SwivelSupport

/// Reads PNG files into premultiplied ARGB bitmaps.
///
/// Supported: every format of the PNG specification that UIKit decodes: gray (0) at 1, 2, 4,
/// 8 and 16 bits, RGB (2), gray + alpha (4) and RGBA (6) at 8 and 16 bits, palette (3) at 1,
/// 2, 4 and 8 bits, each with its optional tRNS transparency; Adam7 interlacing; all five row
/// filters; image data split over any number of IDAT chunks; unknown ancillary chunks
/// (skipped). Every chunk's CRC-32 is checked. Samples become 8-bit channels as libpng makes
/// them for Cairo's reader: 16-bit ones keep their high byte, 1-, 2- and 4-bit gray is scaled
/// to the full range (a 2-bit gray 1 is 85). A bit depth the specification does not allow for the
/// colour type (16-bit palette, 4-bit RGB) is an error naming the value found.
///
/// 8-bit images without interlacing, what tools write by default, take a fast path whose hot
/// loops run in C; the others are decoded in Swift, a pass and a row at a time.
///
/// Sizes are limited to ``maximumSide`` per side and ``maximumPixelCount`` pixels, checked
/// from the header before anything is allocated; inflate buffers are further bounded by the
/// compressed size, so forged headers cannot trigger huge allocations.
public enum PNGDecoder {
  /// The largest width or height accepted: 32,768 px.
  public static let maximumSide = 32_768
  /// The most pixels accepted: 2^28 (268,435,456), e.g. 16,384 × 16,384.
  public static let maximumPixelCount = 1 << 28

  /// Full decode to premultiplied ARGB.
  ///
  /// Straight-alpha samples are premultiplied with the same rounding as
  /// `RGBA8.premultiplied`.
  ///
  /// - Throws: a ``PNGError`` saying what was expected and what was found.
  ///
  /// Memory: an image whose inflated rows take ``inPlaceThreshold`` bytes or more is inflated
  /// into the end of its own pixel buffer and decoded from there, so that decoding needs about
  /// the bitmap's size (1 GiB for 16,384 × 16,384) plus the file, not twice the bitmap.
  public static func decode(_ bytes: [UInt8]) throws(PNGError) -> Bitmap {
    try decode(bytes, inPlaceThreshold: inPlaceThreshold)
  }

  /// The size of inflated rows, in bytes, from which ``decode(_:)`` decodes in place: 16 MiB
  /// (a 2,048 × 2,048 RGBA image). Smaller images keep their rows in a buffer of their own,
  /// which saves a copy of each row.
  public static let inPlaceThreshold = 16 << 20

  /// ``decode(_:)`` with the in-place threshold given (tests decode every image both ways).
  static func decode(_ bytes: [UInt8], inPlaceThreshold threshold: Int) throws(PNGError) -> Bitmap {
    try bytes.withUnsafeBufferPointer { buffer throws(PNGError) in
      let layout = try PNGFileLayout(buffer)
      let header = layout.header
      guard header.isEightBitProgressive else {
        return try PNGGeneralDecoder.decode(buffer, layout: layout)
      }
      let colorType = layout.colorType
      let rowBytes = header.width * colorType.channels
      let expectedCount = header.height * (rowBytes + 1)
      let palette = PNGPalette(
        colorType: colorType,
        palette: layout.palette.map { UnsafeBufferPointer(rebasing: buffer[$0]) },
        transparency: layout.transparency.map { UnsafeBufferPointer(rebasing: buffer[$0]) })
      let compressedCount = layout.imageData.reduce(0) { $0 + $1.count }
      // Only data that could fill the rows earns the full-size buffer; a forged header over a
      // few bytes takes the bounded path below, which reports the shortfall.
      if expectedCount >= threshold, expectedCount > 0,
        expectedCount <= compressedCount * PNGInflate.maximumInflationRatio
      {
        let wordCount = PNGScanlineDecoder.inPlaceWordCount(
          width: header.width, height: header.height, channels: colorType.channels)
        // bytes allocated for the pixels and, at their end, the rows
        WorkCounter.add(wordCount * 4)
        PNGDecoderAllocations.allocating(wordCount * 4)
        var words = [UInt32](repeating: 0, count: wordCount)
        var failure: PNGError?
        words.withUnsafeMutableBytes { raw in
          let tail = UnsafeMutableRawBufferPointer(rebasing: raw[(raw.count - expectedCount)...])
          do throws(PNGError) {
            try PNGInflate.inflate(buffer, parts: layout.imageData, into: tail)
          } catch {
            failure = error
          }
        }
        if let failure { throw failure }
        return try PNGScanlineDecoder.decodeInPlace(
          &words, width: header.width, height: header.height, colorType: colorType, palette: palette
        )
      }
      var scanlines = try PNGInflate.inflate(
        buffer, parts: layout.imageData, expectedCount: expectedCount)
      defer { ReusableBuffers.scanlines.giveBack(scanlines) }
      return try PNGScanlineDecoder.decode(
        &scanlines, width: header.width, height: header.height, colorType: colorType,
        palette: palette)
    }
  }

  /// Reads only the header: size, without inflating.
  ///
  /// Checks the signature, that IHDR comes first, its CRC and the size limits; not the
  /// rest of the file.
  ///
  /// - Throws: ``PNGError/empty``, ``PNGError/notPNG(firstBytes:)``,
  ///   ``PNGError/truncated(chunk:expected:present:)``, ``PNGError/badCRC(chunk:)``,
  ///   ``PNGError/missingChunk(_:)``, ``PNGError/malformedChunk(_:reason:)`` or
  ///   ``PNGError/invalidDimensions(width:height:)``.
  public static func size(of bytes: [UInt8]) throws(PNGError) -> (width: Int, height: Int) {
    try bytes.withUnsafeBufferPointer { buffer throws(PNGError) in
      var reader = try PNGChunkReader(buffer)
      guard let first = try reader.next(), first.type == PNGChunkType.header else {
        throw .missingChunk("IHDR")
      }
      let header = try PNGHeader(chunkData: UnsafeBufferPointer(rebasing: buffer[first.data]))
      try header.validateDimensions()
      return (header.width, header.height)
    }
  }

  /// The embedded pixel digest, only if present AND provably still describing this file's
  /// pixels; nil otherwise. Never inflates. Never throws.
  ///
  /// "Provably" means: the signature and every chunk from IHDR to IEND are sound (CRCs
  /// checked), there is exactly one `swVL` chunk of the right version before the image data,
  /// and its recorded width, height, IHDR CRC and the CRC-32 and length of all IDAT data
  /// match the file as it is now. Any tool that changed the image data, even one that kept
  /// the chunk, therefore gets nil, and the caller should fall back to ``decode(_:)``.
  /// Re-splitting the same data into different IDAT chunks keeps the digest valid.
  public static func embeddedDigest(in bytes: [UInt8]) -> PixelDigest? {
    bytes.withUnsafeBufferPointer { PNGDigestChunk.verifiedDigest(in: $0) }
  }
}
