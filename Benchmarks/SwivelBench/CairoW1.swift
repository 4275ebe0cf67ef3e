import CSwivelCairo

/// The floor for "W1 layout + render": Cairo alone drawing W1's rectangles and four titles
/// (toy text API, DejaVu Sans 15 pt, grayscale antialiasing) into a 750×1334 ARGB32 surface,
/// as the workloads file measures it, with no view tree, layout or display list.
final class CairoW1 {
  private let surface: OpaquePointer
  private let context: OpaquePointer

  init() {
    surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 750, 1334)
    context = cairo_create(surface)
    let options = cairo_font_options_create()
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_set_font_options(context, options)
    cairo_font_options_destroy(options)
    cairo_select_font_face(
      context, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
  }

  deinit {
    cairo_destroy(context)
    cairo_surface_destroy(surface)
  }

  /// One full draw: background, content view, four centred titles.
  func draw(titles: [String] = ["Action One", "Action Two", "Action Three", "Action Four"]) {
    cairo_save(context)
    cairo_scale(context, 2, 2)
    cairo_set_source_rgb(context, 1, 1, 1)
    cairo_paint(context)
    cairo_set_source_rgb(context, 0, 192.0 / 255, 0)
    cairo_rectangle(context, 20, 20, 335, 527)
    cairo_fill(context)
    cairo_set_source_rgb(context, 0, 122.0 / 255, 1)
    cairo_set_font_size(context, 15)
    let frames: [(Double, Double)] = [(20, 567), (20, 617), (195, 567), (195, 617)]
    for (title, frame) in zip(titles, frames) {
      var extents = cairo_text_extents_t()
      cairo_text_extents(context, title, &extents)
      cairo_move_to(context, frame.0 + (160 - extents.x_advance) / 2, frame.1 + 20)
      cairo_show_text(context, title)
    }
    cairo_restore(context)
    cairo_surface_flush(surface)
  }
}
