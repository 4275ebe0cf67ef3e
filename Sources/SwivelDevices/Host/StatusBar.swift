extension DeviceHost {
  /// The time the status bar shows: Apple's marketing 9:41, so renders never depend on the clock.
  public static let statusBarTime = StatusBarLayout.time

  /// The status bar's items as iOS lays them out on this device (see ``StatusBarLayout``),
  /// in the bar's coordinates; nil when the bar is hidden.
  package var statusBarLayout: StatusBarLayout? {
    let frame = statusBarFrame
    guard !isStatusBarHidden, frame.height > 0 else { return nil }
    return StatusBarLayout(device: device, model: model, size: frame.size)
  }

  /// The status bar's drawing in interface coordinates, or nil when hidden: transparent over
  /// the content, as on iOS, with the time, texts and vector glyphs of ``statusBarLayout`` in
  /// the colour of ``statusBarStyle`` (black for dark content, white for light).
  package func statusBarNode() -> RenderNode? {
    guard let layout = statusBarLayout else { return nil }
    let color: Color = statusBarStyle == .lightContent ? .white : .black
    let bar = View(frame: statusBarFrame)
    bar.identifier = "statusBar"
    for text in layout.texts {
      let label = Label(frame: text.frame)
      label.text = text.string
      label.font = text.font
      label.textColor = color
      label.lineBreakMode = .byClipping
      bar.addSubview(label)
    }
    guard var node = bar.makeRenderNode() else { return nil }
    for item in layout.glyphs {
      for shape in item.glyph.shapes(in: item.frame) {
        let paint = color.withAlphaComponent(shape.opacity)
        node.content.append(
          .path(
            PathDraw(
              path: shape.path,
              paint: shape.lineWidth.map { .stroke(paint, StrokeStyle(lineWidth: $0)) }
                ?? .fill(paint, evenOdd: false),
              clip: bar.bounds)))
      }
    }
    return node
  }
}
