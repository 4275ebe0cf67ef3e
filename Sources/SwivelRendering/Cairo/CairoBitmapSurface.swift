internal import CSwivelCairo

/// Wraps a ``Bitmap`` in a Cairo image surface (ARGB32, premultiplied, the layout both share),
/// without copying its pixels: the one place that does, for the renderer's target, image
/// content and the benchmark's Cairo PNG baseline.
package enum CairoBitmapSurface {
  /// Calls `body` with an ARGB32 surface over `bitmap`'s pixels for Cairo to draw into; nil
  /// for an empty bitmap.
  package static func writing<Result>(
    _ bitmap: inout Bitmap, _ body: (OpaquePointer) -> Result
  ) -> Result? {
    let (width, height) = (bitmap.width, bitmap.height)
    return bitmap.pixels.withUnsafeMutableBytes { buffer in
      guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self),
        let surface = cairo_image_surface_create_for_data(
          base, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4))
      else { return nil }
      defer { cairo_surface_destroy(surface) }
      return body(surface)
    }
  }

  /// Calls `body` with an ARGB32 surface over `bitmap`'s pixels for Cairo to read only (a
  /// source pattern, a PNG writer), without copying them; nil for an empty bitmap.
  package static func reading<Result>(
    _ bitmap: Bitmap, _ body: (OpaquePointer) -> Result
  ) -> Result? {
    bitmap.pixels.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self),
        let surface = cairo_image_surface_create_for_data(
          UnsafeMutablePointer(mutating: base), CAIRO_FORMAT_ARGB32, Int32(bitmap.width),
          Int32(bitmap.height), Int32(bitmap.width * 4))
      else { return nil }
      defer { cairo_surface_destroy(surface) }
      return body(surface)
    }
  }
}
