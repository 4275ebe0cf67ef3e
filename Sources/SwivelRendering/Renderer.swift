internal import CSwivelCairo

/// Paints a display list into a bitmap with Cairo. Deterministic: the same nodes and scale
/// give the same pixels on every run and thread.
package enum Renderer {
  /// The pixel size of a `size`-point area at `scale`, rounded up, or an error if too large.
  package static func pixelSize(of size: CGSize, scale: CGFloat) throws(RenderError) -> (width: Int, height: Int) {
    let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
    guard width.isFinite, height.isFinite, scale.isFinite, scale > 0 else {
      throw .imageTooLarge(width: Double(width), height: Double(height))
    }
    let w = max(0, Int(width)), h = max(0, Int(height))
    guard w <= RenderLimits.maxSide, h <= RenderLimits.maxSide, w * h <= RenderLimits.maxPixels else {
      throw .imageTooLarge(width: Double(width), height: Double(height))
    }
    return (w, h)
  }

  /// Renders `root` (whose transform maps it into the image's point space) into an image of
  /// `size` points at `scale`, over `background` (nil: transparent).
  package static func render(
    _ root: RenderNode, size: CGSize, scale: CGFloat, background: Color?
  ) throws(RenderError) -> Bitmap {
    let (width, height) = try pixelSize(of: size, scale: scale)
    try Validation.check(root, scale: scale, parent: CGAffineTransform(scaleX: scale, y: scale))
    var bitmap = Bitmap(width: width, height: height, fill: background?.rgba.premultiplied ?? 0)
    guard width > 0, height > 0 else { return bitmap }
    var failure: RenderError?
    bitmap.pixels.withUnsafeMutableBytes { buffer in
      guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
      let surface = cairo_image_surface_create_for_data(
        base, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4))
      defer { cairo_surface_destroy(surface) }
      let context = CairoContext(surface: surface, scale: scale)
      do throws(RenderError) {
        try context.draw(root)
        context.finish()
        try context.checkStatus()
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    return bitmap
  }
}
