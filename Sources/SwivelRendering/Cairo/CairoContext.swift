internal import CSwivelCairo

/// Owns one `cairo_t` for the length of a render and draws nodes into it.
final class CairoContext {
  let cr: OpaquePointer
  private let fontOptions: OpaquePointer
  /// The appearance of the node being drawn: ``setSource(_:)`` resolves dynamic colours by it.
  private var isDark = false
  /// How many of the first background fills to leave out: opaque rectangles over the whole
  /// image that the next one hides (``Renderer/coverCount(of:parent:width:height:)`` less 1).
  var hiddenFills = 0

  init(surface: OpaquePointer?, scale: CGFloat) {
    cr = cairo_create(surface)
    cairo_scale(cr, Double(scale), Double(scale))
    fontOptions = cairo_font_options_create()
    cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_subpixel_order(fontOptions, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    cairo_set_font_options(cr, fontOptions)
  }

  deinit {
    cairo_font_options_destroy(fontOptions)
    cairo_destroy(cr)
  }

  func finish() {
    cairo_surface_flush(cairo_get_target(cr))
  }

  func checkStatus() throws(RenderError) {
    let status = cairo_status(cr)
    if status != CAIRO_STATUS_SUCCESS {
      throw .cairo(String(cString: cairo_status_to_string(status)))
    }
  }

  /// Draws a node and its subtree. A node whose transform, combined with its ancestors' and
  /// the scale, is not invertible (a zero scale, parallel rows, or entries so small that the
  /// determinant underflows) draws nothing, with its subtree, as in UIKit: Cairo would
  /// otherwise fail the whole render with "invalid matrix".
  func draw(_ node: RenderNode) throws(RenderError) {
    guard node.alpha > 0 else { return }
    var matrix = cairo_matrix_t(
      xx: Double(node.transform.a), yx: Double(node.transform.b),
      xy: Double(node.transform.c), yy: Double(node.transform.d),
      x0: Double(node.transform.tx), y0: Double(node.transform.ty))
    guard isInvertible(afterApplying: matrix) else { return }
    cairo_save(cr)
    let outerIsDark = isDark
    isDark = node.isDark
    defer {
      isDark = outerIsDark
      cairo_restore(cr)
    }
    cairo_transform(cr, &matrix)
    let grouped = node.alpha < 1
    if grouped { cairo_push_group(cr) }
    let bounds = node.bounds
    let visible = bounds.size.width > 0 && bounds.size.height > 0
    if let shadow = node.shadow { drawShadow(shadow, of: node) }
    if visible, let color = node.backgroundColor.map(resolved), color.rgba.a > 0 {
      if hiddenFills > 0 {
        hiddenFills -= 1
      } else {
        shape(of: node, bounds, radius: node.cornerRadius)
        setSource(color)
        cairo_fill(cr)
      }
    }
    if node.clipsToBounds {
      if visible { shape(of: node, bounds, radius: node.cornerRadius) } else { cairo_new_path(cr) }
      cairo_clip(cr)
    }
    if visible {
      for item in node.content {
        try drawContent(item)
      }
    }
    for child in node.children {
      try draw(child)
    }
    if visible, node.borderWidth > 0 {
      let inset = node.borderWidth / 2
      let rect = bounds.insetBy(dx: min(inset, bounds.width / 2), dy: min(inset, bounds.height / 2))
      shape(of: node, rect, radius: max(0, node.cornerRadius - inset))
      cairo_set_line_width(cr, Double(node.borderWidth))
      setSource(node.borderColor ?? .black)
      cairo_stroke(cr)
    }
    for item in node.overlay {
      try drawContent(item)
    }
    if grouped {
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, Double(min(node.alpha, 1)))
    }
  }

  /// Whether the current matrix stays invertible once `matrix` is prepended, by Cairo's own
  /// test in `cairo_transform` (`_cairo_matrix_is_invertible`: the product's determinant
  /// `xx·yy − yx·xy` is finite and not zero). `cairo_matrix_invert` is not that test: its
  /// fast path for scales accepts `1e-200 × 1e-200`, whose determinant underflows to 0.
  private func isInvertible(afterApplying matrix: cairo_matrix_t) -> Bool {
    var node = matrix, current = cairo_matrix_t(), product = cairo_matrix_t()
    cairo_get_matrix(cr, &current)
    cairo_matrix_multiply(&product, &node, &current)
    let determinant = product.xx * product.yy - product.yx * product.xy
    return determinant.isFinite && determinant != 0
  }

  private func drawContent(_ item: RenderContent) throws(RenderError) {
    switch item {
    case .text(let run):
      try drawText(run)
    case .image(let image):
      drawImage(image)
    case .outline(let rect, let color, let width, let dash):
      cairo_save(cr)
      cairo_rectangle(
        cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
      cairo_set_line_width(cr, Double(width))
      let pattern = dash.map(Double.init)
      cairo_set_dash(cr, pattern, Int32(pattern.count), 0)
      setSource(color)
      cairo_stroke(cr)
      cairo_restore(cr)
    case .path(let draw):
      drawPath(draw)
    case .gradient(let gradient):
      drawGradient(gradient)
    case .textLine(let rect, let color, let clip):
      drawTextLine(rect, color: color, clip: clip)
    }
  }

  private func drawText(_ run: GlyphRun) throws(RenderError) {
    guard !run.glyphs.isEmpty, resolved(run.color).rgba.a > 0 else { return }
    let face = FontLibrary.current.face(run.font.file)
    if let error = face.loadError { throw .font(error) }
    guard let cairoFace = CairoFontFaces.shared.face(forFile: face.path) else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_rectangle(
      cr, Double(run.clip.minX), Double(run.clip.minY), Double(run.clip.width),
      Double(run.clip.height))
    cairo_clip(cr)
    cairo_set_font_face(cr, cairoFace)
    cairo_set_font_size(cr, Double(run.font.pointSize))
    setSource(run.color)
    var glyphs = [cairo_glyph_t]()
    glyphs.reserveCapacity(run.glyphs.count)
    for (index, position) in zip(run.glyphs, run.positions) {
      glyphs.append(cairo_glyph_t(index: UInt(index), x: Double(position.x), y: Double(position.y)))
    }
    cairo_show_glyphs(cr, glyphs, Int32(glyphs.count))
  }

  private func drawImage(_ image: ImageDraw) {
    let bitmap = image.bitmap
    guard bitmap.width > 0, bitmap.height > 0, image.rect.width > 0, image.rect.height > 0 else {
      return
    }
    _ = CairoBitmapSurface.reading(bitmap) { source in
      cairo_save(cr)
      defer { cairo_restore(cr) }
      cairo_rectangle(
        cr, Double(image.clip.minX), Double(image.clip.minY), Double(image.clip.width),
        Double(image.clip.height))
      cairo_clip(cr)
      // The upright image fills the rect; the stored pixels are turned into it.
      let swaps = image.orientation.swapsWidthAndHeight
      let uprightWidth = Double(swaps ? bitmap.height : bitmap.width)
      let uprightHeight = Double(swaps ? bitmap.width : bitmap.height)
      cairo_translate(cr, Double(image.rect.minX), Double(image.rect.minY))
      cairo_scale(
        cr, Double(image.rect.width) / uprightWidth, Double(image.rect.height) / uprightHeight)
      if image.orientation != .up {
        let t = image.orientation.transform(
          width: CGFloat(bitmap.width), height: CGFloat(bitmap.height))
        var turn = cairo_matrix_t(
          xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx),
          y0: Double(t.ty))
        cairo_transform(cr, &turn)
      }
      cairo_set_source_surface(cr, source, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
      cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
      cairo_rectangle(cr, 0, 0, Double(bitmap.width), Double(bitmap.height))
      cairo_fill(cr)
    }
  }

  /// Sets a colour as the source, its alpha multiplied by `opacity`. Every colour the renderer
  /// paints goes through here or ``addColorStop(_:offset:color:)``, both through
  /// ``resolved(_:)``.
  func setSource(_ color: Color, opacity: CGFloat = 1) {
    let c = resolved(color)
    cairo_set_source_rgba(
      cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha * opacity))
  }

  /// Adds a gradient colour stop; its colour goes through ``resolved(_:)`` like every other.
  func addColorStop(_ pattern: OpaquePointer?, offset: CGFloat, color: Color) {
    let c = resolved(color)
    cairo_pattern_add_color_stop_rgba(
      pattern, Double(offset), Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
  }

  /// The one place a colour is turned into what is painted: dynamic colours
  /// (`Color(light:dark:)`, the system colours) take the current node's appearance.
  func resolved(_ color: Color) -> Color {
    color.resolved(isDark: isDark)
  }

  /// Adds the node's shape for `rect`: the (rounded) rectangle, with the node's corner mask
  /// and curve. Default corners take the circular-arc path below, unchanged.
  private func shape(of node: RenderNode, _ rect: CGRect, radius: CGFloat) {
    if node.maskedCorners == .all && node.cornerCurve == .circular {
      path(rect, radius: radius)
    } else {
      append(
        Path(
          roundedRect: rect, cornerRadius: radius, maskedCorners: node.maskedCorners,
          cornerCurve: node.cornerCurve))
    }
  }

  /// Adds a (rounded) rectangle path.
  func path(_ rect: CGRect, radius: CGFloat) {
    let r = min(max(radius, 0), rect.width / 2, rect.height / 2)
    if r <= 0 {
      cairo_rectangle(
        cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
      return
    }
    let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX),
      y1 = Double(rect.maxY)
    let rr = Double(r)
    cairo_new_sub_path(cr)
    cairo_arc(cr, x1 - rr, y0 + rr, rr, -Double.pi / 2, 0)
    cairo_arc(cr, x1 - rr, y1 - rr, rr, 0, Double.pi / 2)
    cairo_arc(cr, x0 + rr, y1 - rr, rr, Double.pi / 2, Double.pi)
    cairo_arc(cr, x0 + rr, y0 + rr, rr, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(cr)
  }
}
