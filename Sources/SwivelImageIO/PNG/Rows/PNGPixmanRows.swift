internal import CSwivelPixman

/// Converts runs of rows between a premultiplied ARGB bitmap and PNG's packed byte formats
/// with pixman (the pixel library under Cairo), which runs optimised in every build: a Swift
/// loop over 750 pixels costs tens of microseconds in a debug build, pixman a few.
///
/// Only exact conversions are used (byte moves, no arithmetic): ARGB → 8-bit alpha,
/// opaque ARGB → RGB, RGB → opaque ARGB.
final class PNGPixmanRows {
  let width: Int
  /// How many rows the buffer holds: one pixman call converts up to this many (each call
  /// has a fixed cost, mostly clearing its scanline buffers).
  let rowCapacity: Int
  /// Bytes from one buffer row to the next (a multiple of 4, as pixman requires).
  let rowStride: Int
  private let bitmap: OpaquePointer
  private let rows: OpaquePointer
  private let rowBuffer: UnsafeMutableRawPointer
  /// Where buffer row 0 starts (after a filter byte's slot with `scanlines`).
  private let firstRow: UnsafeMutableRawPointer
  /// Bytes per pixel of the row format: 3 (RGB) or 1 (alpha).
  private let rowBytesPerPixel: Int

  /// Which single-row format the bitmap is read into or written from.
  enum RowFormat {
    /// R, G, B bytes per pixel (pixman's `b8g8r8` on a little-endian machine).
    case rgb
    /// One alpha byte per pixel.
    case alpha
  }

  /// Wraps `pixels` (`width × height` premultiplied ARGB words, alive and unmoved for this
  /// object's lifetime) and a buffer of up to `rowCapacity` rows of `format`.
  ///
  /// With `scanlines`, each buffer row is preceded by a zero byte, PNG's filter type None, so
  /// ``scanline(_:)`` hands a complete scanline to the compressor without copying the row.
  init(
    pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, row format: RowFormat,
    rowCapacity: Int = 32, scanlines: Bool = false
  ) {
    self.width = width
    self.rowCapacity = max(1, min(rowCapacity, height))
    rowBytesPerPixel = format == .rgb ? 3 : 1
    let lead = scanlines ? 4 : 0
    rowStride = (width * rowBytesPerPixel + lead + 3) & ~3
    let byteCount = lead + rowStride * self.rowCapacity
    rowBuffer = .allocate(byteCount: byteCount, alignment: 16)
    // memset, not initializeMemory(as:repeating:count:), which loops byte by byte through
    // generic code in a debug build. The zeros before each row are the scanlines' filter
    // bytes; pixman never writes there.
    Platform.zero(rowBuffer, count: byteCount)
    firstRow = rowBuffer + lead
    bitmap = pixman_image_create_bits(
      PIXMAN_a8r8g8b8, Int32(width), Int32(height), pixels, Int32(width * 4))
    rows = pixman_image_create_bits(
      Self.pixmanFormat(format), Int32(width), Int32(self.rowCapacity),
      firstRow.assumingMemoryBound(to: UInt32.self), Int32(rowStride))
  }

  deinit {
    pixman_image_unref(bitmap)
    pixman_image_unref(rows)
    rowBuffer.deallocate()
  }

  /// Buffer row `index`'s bytes: `width × 3` (RGB) or `width` (alpha).
  func rowBytes(_ index: Int) -> UnsafeMutablePointer<UInt8> {
    (firstRow + index * rowStride).assumingMemoryBound(to: UInt8.self)
  }

  /// Buffer row `index` as a PNG scanline: the filter byte None, then the row's RGB bytes.
  /// Only for a buffer made with `scanlines`.
  func scanline(_ index: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: rowBytes(index) - 1, count: width * rowBytesPerPixel + 1)
  }

  /// Reads `count` (≤ ``rowCapacity``) bitmap rows from row `y` into buffer rows 0…
  func read(rowsFrom y: Int, count: Int) {
    pixman_image_composite32(
      PIXMAN_OP_SRC, bitmap, nil, rows, 0, Int32(y), 0, 0, 0, 0, Int32(width), Int32(count))
  }

  /// Writes buffer rows 0..<`count` (RGB) into the bitmap from row `y` as opaque words.
  func write(rowsFrom y: Int, count: Int) {
    pixman_image_composite32(
      PIXMAN_OP_SRC, rows, nil, bitmap, 0, 0, 0, 0, 0, Int32(y), Int32(width), Int32(count))
  }

  private static func pixmanFormat(_ format: RowFormat) -> pixman_format_code_t {
    #if _endian(little)
    return format == .rgb ? PIXMAN_b8g8r8 : PIXMAN_a8
    #else
    return format == .rgb ? PIXMAN_r8g8b8 : PIXMAN_a8
    #endif
  }
}
