internal import CSwivelCairo

extension CairoContext {
  /// Fills an underline or strikethrough rectangle, clipped like the text it belongs to.
  func drawTextLine(_ rect: CGRect, color: Color, clip: CGRect) {
    // Resolved first, like every colour: a dynamic colour may be clear in one appearance only.
    guard rect.width > 0, rect.height > 0, resolved(color).rgba.a > 0 else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_rectangle(
      cr, Double(clip.minX), Double(clip.minY), Double(clip.width), Double(clip.height))
    cairo_clip(cr)
    cairo_rectangle(
      cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    setSource(color)
    cairo_fill(cr)
  }
}
