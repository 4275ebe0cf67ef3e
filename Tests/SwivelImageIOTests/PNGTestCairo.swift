import CSwivelCairo
import SwivelGraphics

/// Cairo as an independent PNG reader, writer and painter for interoperability tests.
enum PNGTestCairo {
  private final class Buffer {
    var bytes: [UInt8] = []
    var readOffset = 0
  }

  /// Paints into a new ARGB32 bitmap (premultiplied, like `Bitmap`).
  static func draw(width: Int, height: Int, _ paint: (OpaquePointer) -> Void) -> Bitmap {
    var bitmap = Bitmap(width: width, height: height)
    bitmap.pixels.withUnsafeMutableBytes { raw in
      let surface = cairo_image_surface_create_for_data(
        raw.baseAddress?.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
        Int32(width), Int32(height), Int32(4 * width))
      let context = cairo_create(surface)
      if let context { paint(context) }
      cairo_destroy(context)
      cairo_surface_flush(surface)
      cairo_surface_destroy(surface)
    }
    return bitmap
  }

  /// The bytes `cairo_surface_write_to_png_stream` (libpng inside) writes for a bitmap.
  static func encode(_ bitmap: Bitmap) -> [UInt8] {
    var pixels = bitmap.pixels
    let sink = Buffer()
    pixels.withUnsafeMutableBytes { raw in
      let surface = cairo_image_surface_create_for_data(
        raw.baseAddress?.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
        Int32(bitmap.width), Int32(bitmap.height), Int32(4 * bitmap.width))
      defer { cairo_surface_destroy(surface) }
      cairo_surface_write_to_png_stream(
        surface,
        { closure, data, length in
          guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
          let sink = Unmanaged<Buffer>.fromOpaque(closure).takeUnretainedValue()
          sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
          return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
    }
    return sink.bytes
  }

  /// Reads PNG bytes with `cairo_image_surface_create_from_png_stream` (libpng inside).
  /// Returns the premultiplied words (alpha forced to 0xFF for RGB24 surfaces, whose top
  /// byte Cairo leaves unspecified) and whether the surface was opaque RGB24, or nil on error.
  static func decode(_ bytes: [UInt8]) -> (bitmap: Bitmap, isRGB24: Bool)? {
    let buffer = Buffer()
    buffer.bytes = bytes
    let surface = cairo_image_surface_create_from_png_stream(
      { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
        let buffer = Unmanaged<Buffer>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard buffer.readOffset + count <= buffer.bytes.count else {
          return CAIRO_STATUS_READ_ERROR
        }
        for index in 0..<count { data[index] = buffer.bytes[buffer.readOffset + index] }
        buffer.readOffset += count
        return CAIRO_STATUS_SUCCESS
      }, Unmanaged.passUnretained(buffer).toOpaque())
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let data = cairo_image_surface_get_data(surface)
    else { return nil }
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let isRGB24 = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
    var pixels: [UInt32] = []
    pixels.reserveCapacity(width * height)
    let raw = UnsafeRawPointer(data)
    for y in 0..<height {
      for x in 0..<width {
        let word = raw.loadUnaligned(fromByteOffset: y * stride + 4 * x, as: UInt32.self)
        pixels.append(isRGB24 ? word | 0xFF00_0000 : word)
      }
    }
    return (Bitmap(width: width, height: height, pixels: pixels), isRGB24)
  }

  /// The W1 benchmark screen (750 × 1334 px): white, a #00C000 rectangle, four #007AFF titles.
  static func w1Screen() -> Bitmap {
    draw(width: 750, height: 1334) { context in
      cairo_set_source_rgb(context, 1, 1, 1)
      cairo_paint(context)
      cairo_set_source_rgb(context, 0, 192.0 / 255, 0)
      cairo_rectangle(context, 40, 40, 670, 1054)
      cairo_fill(context)
      cairo_select_font_face(
        context, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
      cairo_set_font_size(context, 30)
      cairo_set_source_rgb(context, 0, 122.0 / 255, 1)
      let titles: [(Double, Double, String)] = [
        (40, 1134, "Action One"), (40, 1234, "Action Two"),
        (390, 1134, "Action Three"), (390, 1234, "Action Four"),
      ]
      for (x, y, title) in titles {
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, title, &extents)
        cairo_move_to(context, x + (320 - extents.x_advance) / 2, y + 40)
        cairo_show_text(context, title)
      }
    }
  }
}
