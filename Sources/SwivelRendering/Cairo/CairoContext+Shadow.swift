internal import CSwivelCairo

extension CairoContext {
  /// Draws a node's drop shadow (`CALayer`'s shadow properties) behind it.
  ///
  /// The shape (the `shadowPath`, else the node's background shape; nothing without either)
  /// is filled, moved by the offset, into an 8-bit alpha mask in device pixels; the mask is
  /// blurred by ``ShadowBlur`` (three box blurs, close to a Gaussian whose standard deviation
  /// is half the shadow radius) and painted in the shadow colour times the opacity. All in
  /// integers on one thread: the same bytes every run. A node that clips to its bounds
  /// clips its shadow too, as `masksToBounds` does.
  func drawShadow(_ shadow: RenderShadow, of node: RenderNode) {
    guard shadow.opacity > 0, resolved(shadow.color).rgba.a > 0, shadow.radius.isFinite,
      shadow.offset.width.isFinite, shadow.offset.height.isFinite
    else { return }
    let shape: Path
    if let path = shadow.path {
      shape = path
    } else if let background = node.backgroundColor.map(resolved), background.rgba.a > 0,
      node.bounds.width > 0, node.bounds.height > 0
    {
      shape = Path(
        roundedRect: node.bounds, cornerRadius: node.cornerRadius,
        maskedCorners: node.maskedCorners,
        cornerCurve: node.cornerCurve)
    } else {
      return
    }
    guard !shape.isEmpty else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    if node.clipsToBounds {
      cairo_new_path(cr)
      append(
        Path(
          roundedRect: node.bounds, cornerRadius: node.cornerRadius,
          maskedCorners: node.maskedCorners,
          cornerCurve: node.cornerCurve))
      cairo_clip(cr)
    }
    cairo_translate(cr, Double(shadow.offset.width), Double(shadow.offset.height))
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    let deviceScale = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
    let sigma = Double(max(shadow.radius, 0)) / 2 * deviceScale
    let spread = (3 * sigma).rounded(.up) + 1
    // The shape's box in device pixels, grown by the blur's reach, within the target's reach.
    cairo_new_path(cr)
    append(shape)
    var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
    cairo_path_extents(cr, &x1, &y1, &x2, &y2)
    cairo_new_path(cr)
    var xs = [Double](), ys = [Double]()
    for (x, y) in [(x1, y1), (x2, y1), (x1, y2), (x2, y2)] {
      var dx = x, dy = y
      cairo_user_to_device(cr, &dx, &dy)
      xs.append(dx)
      ys.append(dy)
    }
    let target = cairo_get_target(cr)
    let limitX = Double(cairo_image_surface_get_width(target)),
      limitY = Double(cairo_image_surface_get_height(target))
    let left = max((xs.min()! - spread).rounded(.down), -spread)
    let top = max((ys.min()! - spread).rounded(.down), -spread)
    let right = min((xs.max()! + spread).rounded(.up), limitX + spread)
    let bottom = min((ys.max()! + spread).rounded(.up), limitY + spread)
    guard right > left, bottom > top, left.isFinite, top.isFinite, right.isFinite, bottom.isFinite,
      (right - left) * (bottom - top) <= Double(RenderLimits.maxPixels)
    else { return }
    let width = Int32(right - left), height = Int32(bottom - top)
    guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height) else { return }
    defer { cairo_surface_destroy(mask) }
    guard let maskContext = cairo_create(mask) else { return }
    matrix.x0 -= left
    matrix.y0 -= top
    cairo_set_matrix(maskContext, &matrix)
    append(shape, to: maskContext)
    cairo_set_source_rgba(maskContext, 0, 0, 0, 1)
    cairo_fill(maskContext)
    cairo_destroy(maskContext)
    cairo_surface_flush(mask)
    if let data = cairo_image_surface_get_data(mask) {
      let stride = Int(cairo_image_surface_get_stride(mask))
      ShadowBlur(sigma: sigma).apply(
        to: data, width: Int(width), height: Int(height), stride: stride)
    }
    cairo_surface_mark_dirty(mask)
    cairo_identity_matrix(cr)
    setSource(shadow.color, opacity: min(shadow.opacity, 1))
    cairo_mask_surface(cr, mask, left, top)
  }
}
