import CSwivelCairo
import Swivel
import SwivelRendering

/// Cairo's own PNG writer, kept as the baseline that Swivel's encoder is measured against.
enum CairoPNG {
  /// The bytes `cairo_surface_write_to_png_stream` produces for a bitmap.
  static func encode(_ bitmap: Bitmap) -> [UInt8] {
    guard bitmap.width > 0, bitmap.height > 0 else { return [] }
    final class Sink { var bytes: [UInt8] = [] }
    let sink = Sink()
    _ = CairoBitmapSurface.reading(bitmap) { surface in
      let closure = Unmanaged.passUnretained(sink).toOpaque()
      cairo_surface_write_to_png_stream(
        surface,
        { closure, data, length in
          guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
          let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
          sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
          return CAIRO_STATUS_SUCCESS
        }, closure)
    }
    return sink.bytes
  }
}
