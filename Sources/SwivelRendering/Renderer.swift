internal import CSwivelCairo

/// Paints a display list into a bitmap with Cairo. Deterministic: the same nodes and scale
/// give the same pixels on every run and thread.
package enum Renderer {
  /// The pixel size of a `size`-point area at `scale`, rounded up (negative sizes give 0).
  ///
  /// Every conversion to `Int` is checked: a NaN size, a scale outside
  /// `RenderLimits.scaleRange` and an image beyond `RenderLimits` are typed errors, never
  /// a trap.
  package static func pixelSize(of size: CGSize, scale: CGFloat) throws(RenderError) -> (
    width: Int, height: Int
  ) {
    guard scale.isFinite, RenderLimits.scaleRange.contains(scale) else {
      throw .invalidScale(Double(scale))
    }
    guard !size.width.isNaN, !size.height.isNaN else {
      throw .invalidImageSize(width: Double(size.width), height: Double(size.height))
    }
    let width = max(0, (size.width * scale).rounded(.up)),
      height = max(0, (size.height * scale).rounded(.up))
    let side = CGFloat(RenderLimits.maxSide)
    // Compared as floating point before any conversion, so that 1e300 cannot trap `Int(_:)`.
    guard width <= side, height <= side, width * height <= CGFloat(RenderLimits.maxPixels) else {
      throw .imageTooLarge(width: Double(width), height: Double(height))
    }
    return (Int(width), Int(height))
  }

  /// Renders `root` (whose transform maps it into the image's point space) into an image of
  /// `size` points at `scale`, over `background` (nil: transparent). When the first thing
  /// drawn is an opaque rectangle over the whole image (``firstPaint(of:parent:width:height:)``),
  /// the background is not filled in first: nothing could show it; of several such rectangles
  /// painted in a row (``coverCount(of:parent:width:height:)``) only the last is painted.
  package static func render(
    _ root: RenderNode, size: CGSize, scale: CGFloat, background: Color?
  ) throws(RenderError) -> Bitmap {
    let (width, height) = try pixelSize(of: size, scale: scale)
    let toPixels = CGAffineTransform(scaleX: scale, y: scale)
    try Validation.check(root, scale: scale, parent: toPixels)
    let covers = coverCount(of: root, parent: toPixels, width: width, height: height)
    let covered = covers > 0
    var bitmap =
      covered
      ? Bitmap(unfilledWidth: width, height: height)
      : Bitmap(width: width, height: height, fill: background?.rgba.premultiplied ?? 0)
    bitmap.scale = scale
    guard width > 0, height > 0 else { return bitmap }
    var failure: RenderError?
    CairoBitmapSurface.writing(&bitmap) { surface in
      let context = CairoContext(surface: surface, scale: scale)
      context.hiddenFills = max(0, covers - 1)
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
