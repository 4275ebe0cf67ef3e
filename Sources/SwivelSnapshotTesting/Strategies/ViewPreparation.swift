/// What the view strategies do around a snapshot, as swift-snapshot-testing does on iOS: give
/// the view the requested size (or, when it has none, its fitting size), and give a view in no
/// hierarchy the requested traits by hosting it in a window for the snapshot. The view gets
/// its frame and its place back afterwards.
enum ViewPreparation {
  static func with<T>(
    _ view: View, size: CGSize?, traits: TraitCollection,
    _ body: () throws(SnapshotRenderError) -> T
  ) throws(SnapshotRenderError) -> T {
    let originalFrame = view.frame
    var window: Window?
    if traits != TraitCollection(), view.superview == nil {
      let host = Window(frame: CGRect(origin: .zero, size: size ?? view.bounds.size), scale: 2)
      host.addSubview(view)
      // Set after the view is in the window, so that the view and its subviews hear of the
      // change (a label with Dynamic Type takes its new size).
      host.screenTraits = TraitCollection(traitsFrom: [.systemDefaults, traits])
      window = host
    }
    if let size { view.frame = CGRect(origin: view.frame.origin, size: size) }
    if view.bounds.width == 0 || view.bounds.height == 0 { view.sizeToFit() }
    defer {
      if window != nil { view.removeFromSuperview() }
      view.frame = originalFrame
    }
    return try body()
  }
}
