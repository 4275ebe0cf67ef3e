import CSwivelCairo
import SwivelGraphics
import SwivelImageIO
import Testing

/// Cairo (libpng inside) as an independent writer and reader.
@Suite struct PNGCairoInteropTests {
  /// Translucent paint, a gradient through every alpha, antialiased shapes and text.
  private func translucentDrawing() -> Bitmap {
    PNGTestCairo.draw(width: 203, height: 61) { context in
      let gradient = cairo_pattern_create_linear(0, 0, 203, 0)
      cairo_pattern_add_color_stop_rgba(gradient, 0, 1, 0.5, 0, 0)
      cairo_pattern_add_color_stop_rgba(gradient, 1, 0.2, 0.4, 1, 1)
      cairo_set_source(context, gradient)
      cairo_rectangle(context, 0, 0, 203, 30)
      cairo_fill(context)
      cairo_pattern_destroy(gradient)
      cairo_set_source_rgba(context, 0.9, 0.1, 0.3, 0.6)
      cairo_arc(context, 60, 40, 18.5, 0, 6.283)
      cairo_fill(context)
      cairo_select_font_face(
        context, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
      cairo_set_font_size(context, 17)
      cairo_set_source_rgba(context, 0, 0.478, 1, 0.8)
      cairo_move_to(context, 90, 52)
      cairo_show_text(context, "Swivel ÄÖ")
    }
  }

  @Test func cairosPNGOfATranslucentDrawingDecodesToTheWordsCairoDrew() throws {
    let drawing = translucentDrawing()
    #expect(Set(drawing.pixels.map { $0 >> 24 }).count > 100)  // the fixture really is varied
    let cairoPNG = PNGTestCairo.encode(drawing)
    #expect(try PNGDecoder.decode(cairoPNG) == drawing)
  }

  @Test func cairosPNGOfAnOpaqueScreenDecodesToTheWordsCairoDrew() throws {
    let screen = PNGTestCairo.w1Screen()
    #expect(try PNGDecoder.decode(PNGTestCairo.encode(screen)) == screen)
  }

  @Test func cairoReadsOurTranslucentPNGAsTheOriginalWords() throws {
    let drawing = translucentDrawing()
    let read = try #require(PNGTestCairo.decode(PNGEncoder().encode(drawing)))
    #expect(!read.isRGB24)
    #expect(read.bitmap == drawing)
  }

  @Test func cairoReadsOurOpaquePNGAsTheOriginalWords() throws {
    let screen = PNGTestCairo.w1Screen()
    let read = try #require(PNGTestCairo.decode(PNGEncoder().encode(screen)))
    #expect(read.isRGB24)
    #expect(read.bitmap == screen)
  }

  @Test func cairoReadsOurPNGsWithoutADigestOrAtEveryLevel() throws {
    let noise = PNGTestImages.translucentNoise(width: 45, height: 21)
    #expect(PNGTestCairo.decode(PNGEncoder().encode(noise, embedDigest: false))?.bitmap == noise)
    for level in [0, 1, 9] {
      let flat = PNGTestImages.flatScreen(width: 120, height: 90)
      #expect(PNGTestCairo.decode(PNGEncoder(compressionLevel: level).encode(flat))?.bitmap == flat)
    }
  }
}
