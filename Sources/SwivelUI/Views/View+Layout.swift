extension View {
  /// Marks the view as needing a layout pass; the pass runs at the next ``layoutIfNeeded()``
  /// (a window runs one before every render, dump and tap).
  public func setNeedsLayout() {
    needsLayout = true
  }

  /// Lays out now, with the receiver as the root: every view in the subtree that needs layout
  /// gets its ``layoutSubviews()`` (and its controller's callbacks), parents before children.
  /// Does nothing when nothing is pending.
  public func layoutIfNeeded() {
    // A pass that changes the view's own size marks it again; settle within a few rounds,
    // as UIKit would across update cycles.
    var rounds = 0
    while needsLayout && rounds < 8 {
      needsLayout = false
      performLayoutPass()
      rounds += 1
    }
    for subview in subviews {
      subview.layoutIfNeeded()
    }
  }

  private func performLayoutPass() {
    if let controller = owningController {
      controller.viewWillLayoutSubviews()
      controller.updateInterfaceIfNeeded()
      layoutSubviews()
      controller.viewDidLayoutSubviews()
    } else {
      layoutSubviews()
    }
  }
}
