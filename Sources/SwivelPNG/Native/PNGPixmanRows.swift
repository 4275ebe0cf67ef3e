internal import CSwivelPixman

/// Converts single rows between a premultiplied ARGB bitmap and PNG's packed byte formats
/// with pixman (the pixel library under Cairo), which runs optimised in every build: a Swift
/// loop over 750 pixels costs tens of microseconds in a debug build, pixman a few.
///
/// Only exact conversions are used (byte moves, no arithmetic): ARGB → 8-bit alpha,
/// opaque ARGB → RGB, RGB → opaque ARGB.
final class PNGPixmanRows {
  let width: Int
  private let bitmap: OpaquePointer
  private let row: OpaquePointer
  private let rowBuffer: UnsafeMutableRawPointer
  private let rowStride: Int
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
  /// object's lifetime) and a one-row buffer of `format`.
  init(pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, row format: RowFormat) {
    self.width = width
    rowBytesPerPixel = format == .rgb ? 3 : 1
    rowStride = (width * rowBytesPerPixel + 3) & ~3
    rowBuffer = .allocate(byteCount: rowStride, alignment: 16)
    rowBuffer.initializeMemory(as: UInt8.self, repeating: 0, count: rowStride)
    bitmap = pixman_image_create_bits(
      PIXMAN_a8r8g8b8, Int32(width), Int32(height), pixels, Int32(width * 4))
    row = pixman_image_create_bits(
      Self.pixmanFormat(format), Int32(width), 1,
      rowBuffer.assumingMemoryBound(to: UInt32.self), Int32(rowStride))
  }

  deinit {
    pixman_image_unref(bitmap)
    pixman_image_unref(row)
    rowBuffer.deallocate()
  }

  /// The row buffer's bytes: `width × 3` (RGB) or `width` (alpha).
  var rowBytes: UnsafeMutablePointer<UInt8> { rowBuffer.assumingMemoryBound(to: UInt8.self) }

  /// Reads bitmap row `y` into the row buffer.
  func read(row y: Int) {
    pixman_image_composite32(
      PIXMAN_OP_SRC, bitmap, nil, row, 0, Int32(y), 0, 0, 0, 0, Int32(width), 1)
  }

  /// Writes the row buffer (RGB) into bitmap row `y` as opaque words.
  func write(row y: Int) {
    pixman_image_composite32(
      PIXMAN_OP_SRC, row, nil, bitmap, 0, 0, 0, 0, 0, Int32(y), Int32(width), 1)
  }

  private static func pixmanFormat(_ format: RowFormat) -> pixman_format_code_t {
    #if _endian(little)
      return format == .rgb ? PIXMAN_b8g8r8 : PIXMAN_a8
    #else
      return format == .rgb ? PIXMAN_r8g8b8 : PIXMAN_a8
    #endif
  }
}
