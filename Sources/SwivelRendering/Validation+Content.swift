extension Validation {
  /// Rejects drawing inside a node that Cairo cannot draw, naming the node and what was wrong:
  /// a NaN or infinite coordinate, size or width in its text, images, paths, gradients and
  /// outlines (what custom drawing in `draw(_:)` and gradients record), and text larger than
  /// `RenderLimits.maxPixelsPerEm` on the device. `device` maps the node's coordinates to
  /// device pixels.
  static func checkContent(_ items: [RenderContent], of node: RenderNode, device: CGAffineTransform)
    throws(RenderError)
  {
    for item in items {
      switch item {
      case .text(let run):
        for p in run.positions where !(p.x.isFinite && p.y.isFinite) {
          throw .invalidGeometry(path: node.path, field: "text position", value: "\(p)")
        }
        try finite(node, "text clip", run.clip)
        try checkTextSize(run.font.pointSize, of: node, device: device)
      case .image(let image):
        try finite(node, "image rect", image.rect)
        try finite(node, "image clip", image.clip)
      case .outline(let rect, _, let width, let dash):
        try finite(node, "outline", rect)
        try finite(node, "outline width", [width] + dash, text: "\(width)")
      case .path(let draw):
        try finite(node, "path clip", draw.clip)
        for element in draw.path.elements {
          let points: [CGPoint]
          switch element {
          case .move(let p), .line(let p): points = [p]
          case .curve(let p, let c1, let c2): points = [p, c1, c2]
          case .closeSubpath: points = []
          }
          for p in points where !(p.x.isFinite && p.y.isFinite) {
            throw .invalidGeometry(path: node.path, field: "path point", value: "\(p)")
          }
        }
        if case .stroke(_, let style) = draw.paint {
          try finite(node, "line width", [style.lineWidth], text: "\(style.lineWidth)")
          try finite(node, "miter limit", [style.miterLimit], text: "\(style.miterLimit)")
          try finite(
            node, "line dash", style.dash + [style.dashPhase],
            text: "\(style.dash), phase \(style.dashPhase)")
        }
      case .gradient(let gradient):
        try finite(
          node, "gradient start point", [gradient.start.x, gradient.start.y],
          text: "\(gradient.start)")
        try finite(
          node, "gradient end point", [gradient.end.x, gradient.end.y], text: "\(gradient.end)")
        try finite(node, "gradient locations", gradient.locations, text: "\(gradient.locations)")
      case .textLine(let rect, _, let clip):
        try finite(node, "underline or strikethrough", rect)
        try finite(node, "text clip", clip)
      }
    }
  }

  /// Text drawn at `pointSize` under `device` must stay within FreeType's largest size on
  /// each axis, as Cairo asks FreeType for it: the font matrix times the device matrix, whose
  /// x scale is the length of its first column and whose y scale is the determinant over it.
  private static func checkTextSize(
    _ pointSize: CGFloat, of node: RenderNode, device: CGAffineTransform
  ) throws(RenderError) {
    let column = (device.a * device.a + device.b * device.b).squareRoot()
    let determinant = abs(device.a * device.d - device.b * device.c)
    // A singular device matrix draws nothing (see `CairoContext.draw`).
    guard column > 0, determinant > 0 else { return }
    let largest = abs(pointSize) * max(column, determinant / column)
    guard largest <= RenderLimits.maxPixelsPerEm else {
      throw .textTooLarge(
        path: node.path, pointSize: Double(pointSize), pixelsPerEm: Double(largest))
    }
  }

  private static func finite(_ node: RenderNode, _ field: String, _ rect: CGRect)
    throws(RenderError)
  {
    try finite(
      node, field, [rect.origin.x, rect.origin.y, rect.width, rect.height], text: "\(rect)")
  }
}
