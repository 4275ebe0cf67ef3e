internal import CSwivelCairo
import SwivelSupport

extension CairoContext {
  /// Adds `path`'s elements to the current Cairo path.
  func append(_ path: Path) {
    append(path, to: cr)
  }

  /// Adds `path`'s elements to the path of `context`.
  func append(_ path: Path, to context: OpaquePointer) {
    for element in path.elements {
      switch element {
      case .move(let p):
        cairo_move_to(context, Double(p.x), Double(p.y))
      case .line(let p):
        cairo_line_to(context, Double(p.x), Double(p.y))
      case .curve(let p, let c1, let c2):
        cairo_curve_to(
          context, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
      case .closeSubpath:
        cairo_close_path(context)
      }
    }
  }

  /// Fills or strokes a path of custom drawing, clipped to its rectangle.
  func drawPath(_ draw: PathDraw) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_rectangle(
      cr, Double(draw.clip.minX), Double(draw.clip.minY), Double(draw.clip.width),
      Double(draw.clip.height))
    cairo_clip(cr)
    cairo_new_path(cr)
    switch draw.paint {
    case .fill(let color, let evenOdd):
      append(draw.path)
      cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      setSource(color)
      cairo_fill(cr)
    case .stroke(let color, let style):
      guard style.lineWidth > 0 else { return }
      cairo_set_line_width(cr, Double(style.lineWidth))
      cairo_set_line_cap(cr, lineCap(style.lineCap))
      cairo_set_line_join(cr, lineJoin(style.lineJoin))
      cairo_set_miter_limit(cr, Double(style.miterLimit))
      let dash = style.dash.map(Double.init)
      // Cairo refuses a pattern of only zeros (an error for the whole render): solid then.
      let dashed = dash.contains(where: { $0 > 0 }) && dash.allSatisfy({ $0 >= 0 && $0.isFinite })
      if dashed { cairo_set_dash(cr, dash, Int32(dash.count), Double(style.dashPhase)) }
      guard !dashed, let pieces = StrokePieces.pieces(of: draw.path) else {
        countStroke(draw.path)
        append(draw.path)
        setSource(color)
        cairo_stroke(cr)
        return
      }
      strokePieces(pieces, color: color)
    }
  }

  /// Strokes a long path piece by piece (see ``StrokePieces``) with the current line style. A
  /// translucent colour is applied once to all of them, so that pieces never darken each other.
  private func strokePieces(_ pieces: [Path], color: Color) {
    let opaque = resolved(color).withAlphaComponent(1)
    let alpha = resolved(color).alpha
    let grouped = alpha < 1
    if grouped { cairo_push_group(cr) }
    setSource(opaque)
    for piece in pieces {
      countStroke(piece)
      append(piece)
      cairo_stroke(cr)
    }
    if grouped {
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, Double(alpha))
    }
  }

  /// Counts the square of the segments of one `cairo_stroke` (`WorkCounter`): Cairo's cost
  /// for a dense line that crosses itself, which ``StrokePieces`` bounds.
  private func countStroke(_ path: Path) {
    guard WorkCounter.current != nil else { return }
    let segments = path.elements.count { if case .move = $0 { false } else { true } }
    WorkCounter.add(segments * segments)
  }

  private func lineCap(_ cap: LineCap) -> cairo_line_cap_t {
    switch cap {
    case .butt: CAIRO_LINE_CAP_BUTT
    case .round: CAIRO_LINE_CAP_ROUND
    case .square: CAIRO_LINE_CAP_SQUARE
    }
  }

  private func lineJoin(_ join: LineJoin) -> cairo_line_join_t {
    switch join {
    case .miter: CAIRO_LINE_JOIN_MITER
    case .round: CAIRO_LINE_JOIN_ROUND
    case .bevel: CAIRO_LINE_JOIN_BEVEL
    }
  }

  /// Fills a shape with an axial or radial gradient (`CAGradientLayer`). Beyond the end
  /// points the end colours continue (Cairo's `EXTEND_PAD`).
  func drawGradient(_ gradient: GradientDraw) {
    guard let first = gradient.colors.first else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_new_path(cr)
    append(gradient.shape)
    if gradient.colors.count == 1 {
      setSource(first)
      cairo_fill(cr)
      return
    }
    let s = gradient.start, e = gradient.end
    let pattern: OpaquePointer?
    if gradient.isRadial {
      // A unit circle at the origin, mapped onto the ellipse centred at `start` whose radii
      // reach `end` on each axis; a zero radius on one axis takes the other's.
      var rx = abs(e.x - s.x), ry = abs(e.y - s.y)
      if rx == 0 { rx = ry }
      if ry == 0 { ry = rx }
      guard rx > 0 else { return }
      pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
      var matrix = cairo_matrix_t()
      cairo_matrix_init_scale(&matrix, 1 / Double(rx), 1 / Double(ry))
      cairo_matrix_translate(&matrix, -Double(s.x), -Double(s.y))
      cairo_pattern_set_matrix(pattern, &matrix)
    } else {
      pattern = cairo_pattern_create_linear(Double(s.x), Double(s.y), Double(e.x), Double(e.y))
    }
    defer { cairo_pattern_destroy(pattern) }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    for (color, location) in zip(gradient.colors, gradient.locations) {
      addColorStop(pattern, offset: min(max(location, 0), 1), color: color)
    }
    cairo_set_source(cr, pattern)
    cairo_fill(cr)
  }
}
