extension View {
  /// How far the screen's unsafe edges (status bar, sensor housing, home indicator) reach into
  /// the view, per edge, in its own coordinates (`safeAreaInsets`). Zero outside a hosted
  /// window.
  public var safeAreaInsets: EdgeInsets {
    guard let window, let safe = window.safeAreaRect, bounds.width > 0, bounds.height > 0 else {
      return .zero
    }
    let local = convert(safe, from: window)
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), limit) }
    return EdgeInsets(
      top: clamp(local.minY - bounds.minY, bounds.height),
      left: clamp(local.minX - bounds.minX, bounds.width),
      bottom: clamp(bounds.maxY - local.maxY, bounds.height),
      right: clamp(bounds.maxX - local.maxX, bounds.width))
  }

  /// The bounds inset by ``safeAreaInsets``: where content is fully visible.
  public var safeAreaFrame: CGRect {
    bounds.inset(by: safeAreaInsets)
  }
}
