extension ViewTree {
  /// The laid-out subtree of a view snapshot, whose image is the view's bounds at `scale`.
  init(view: View, scale: CGFloat) {
    // The view's own coordinates to window coordinates, from three converted points, so any
    // transform of the view or its ancestors is honoured; the image starts at bounds.origin.
    let origin = view.bounds.origin
    let o = view.convert(origin, to: nil)
    let x = view.convert(CGPoint(x: origin.x + 1, y: origin.y), to: nil)
    let y = view.convert(CGPoint(x: origin.x, y: origin.y + 1), to: nil)
    let toWindow = CGAffineTransform(
      a: x.x - o.x, b: x.y - o.y, c: y.x - o.x, d: y.y - o.y, tx: o.x, ty: o.y)
    let toImage = toWindow.inverted().concatenating(
      CGAffineTransform(translationX: -origin.x, y: -origin.y))
    self.init(scale: scale, toImage: toImage, nodes: Self.nodes(of: view.dump()))
  }

  /// A whole window, drawn from its bounds' origin at its screen scale.
  package init(window: Window) {
    self.init(
      scale: window.screenScale,
      toImage: CGAffineTransform(translationX: -window.bounds.minX, y: -window.bounds.minY),
      nodes: Self.nodes(of: window.dump()))
  }

  /// A device host's window, as ``DeviceHost/renderImage(asHeld:statusBar:showingBounds:)``
  /// draws it: turned upright when `asHeld` (the status bar is not a view, so it is not in the
  /// tree).
  init(host: DeviceHost, asHeld: Bool) {
    let window = host.window
    var toImage = CGAffineTransform(translationX: -window.bounds.minX, y: -window.bounds.minY)
    if asHeld { toImage = toImage.concatenating(host.interfaceTransform.inverted()) }
    self.init(scale: window.screenScale, toImage: toImage, nodes: Self.nodes(of: window.dump()))
  }

  /// The dump's views, depth first, each value ``RecordedValue/bounded(_:)`` as a record read back is.
  private static func nodes(of dump: ViewDump) -> [Node] {
    var nodes: [Node] = []
    func visit(_ dump: ViewDump, depth: Int) {
      nodes.append(
        Node(
          depth: depth, type: RecordedValue.bounded(dump.type),
          identifier: dump.identifier.map { RecordedValue.bounded($0) },
          frame: dump.windowFrame, text: dump.text.map { RecordedValue.bounded($0) },
          isHidden: dump.isHidden, alpha: dump.alpha,
          background: dump.backgroundColor.map { RecordedValue.bounded("\($0)") },
          fontSize: dump.fontSize))
      for subview in dump.subviews { visit(subview, depth: depth + 1) }
    }
    visit(dump, depth: 0)
    return nodes
  }
}
