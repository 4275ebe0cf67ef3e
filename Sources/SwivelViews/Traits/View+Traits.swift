extension View {
  /// The traits of the view's environment (`UIView.traitCollection`): its window's (the
  /// screen's, set by a `DeviceHost`), passed down through controllers and superviews, with
  /// the nearest ``overrideUserInterfaceStyle`` (of a view or of a controller whose root view
  /// is on the way) applied. All unspecified for a view in no window and no hosted controller.
  ///
  /// Computed on demand by walking up to the root (nothing is cached, so the layout pass does
  /// no trait work); read it in drawing or configuration code, not per frame change.
  public var traitCollection: TraitCollection {
    var chain: [View] = []
    var current: View? = self
    while let view = current {
      chain.append(view)
      current = view.superview
    }
    var traits = (chain.last as? Window)?.screenTraits ?? TraitCollection()
    for view in chain.reversed() {
      traits = view.traits(inheriting: traits)
    }
    return traits
  }

  /// The traits the view inherits: its superview's, or for a window the screen's; all
  /// unspecified for a view in nothing.
  package var inheritedTraits: TraitCollection {
    superview?.traitCollection ?? (self as? Window)?.screenTraits ?? TraitCollection()
  }

  /// The view's traits given its superview's (or, for the root, the screen's): its controller's
  /// traits when it is a controller's root view, then its own style override.
  func traits(inheriting parent: TraitCollection) -> TraitCollection {
    var traits = parent
    if let controller = owningController { traits = controller.traits(inheriting: parent) }
    if styleOverride != .unspecified { traits.userInterfaceStyle = styleOverride }
    return traits
  }

  /// Whether the view draws dark, given whether its superview does: the appearance part of
  /// ``traits(inheriting:)``, cheap enough to run for every view of a render.
  package func isDark(inheriting parentIsDark: Bool) -> Bool {
    if styleOverride != .unspecified { return styleOverride == .dark }
    guard let controller = owningController else { return parentIsDark }
    let parent = TraitCollection(userInterfaceStyle: parentIsDark ? .dark : .light)
    return controller.traits(inheriting: parent).isDarkAppearance
  }

  /// Sets ``overrideUserInterfaceStyle``, telling the views whose traits change.
  func setStyleOverride(_ style: UserInterfaceStyle) {
    guard style != styleOverride else { return }
    performTraitChange { styleOverride = style }
  }

  /// Runs `change` (which alters traits of the receiver's subtree but not the tree itself) and
  /// then calls `traitCollectionDidChange(_:)` once on each controller (first) and view of the
  /// subtree whose traits changed, top down. The traits are computed before and after, so
  /// callbacks fire exactly for real changes.
  ///
  /// With `callbacks` false only the views' own adjustments run (a label's Dynamic Type), as
  /// in the legacy rotation model, which predates trait callbacks.
  package func performTraitChange(callbacks: Bool = true, _ change: () -> Void) {
    let before = subtreeTraits()
    change()
    notifyTraitChanges(from: before, callbacks: callbacks)
  }

  /// Compares `before` (the subtree's traits from ``subtreeTraits()``, taken before a change)
  /// with the traits the subtree has now and tells each controller and view whose traits
  /// changed, in UIKit's order: parents before children, a root view's controller just before
  /// its view.
  func notifyTraitChanges(from before: [TraitEntry], callbacks: Bool = true) {
    let after = subtreeTraits()
    for (old, new) in zip(before, after) {
      if old.traits != new.traits {
        (new.view.adopts(.traitChangeAdjusting) ? new.view as? any TraitChangeAdjusting : nil)?
          .adjustForTraitChange(
            from: old.traits, to: new.traits)
      }
      guard callbacks else { continue }
      if let controller = new.view.owningController, let oldTraits = old.controller,
        let newTraits = new.controller,
        oldTraits != newTraits
      {
        controller.traitCollectionDidChange(oldTraits)
      }
      guard old.traits != new.traits else { continue }
      new.view.traitCollectionDidChange(old.traits)
    }
  }

  /// One view of a subtree with its traits and, for a controller's root view, the controller's.
  struct TraitEntry {
    let view: View
    let traits: TraitCollection
    let controller: TraitCollection?
  }

  /// The traits of every view in the subtree, depth first (iteratively, at any depth).
  func subtreeTraits() -> [TraitEntry] {
    let parentTraits = inheritedTraits
    var entries: [TraitEntry] = []
    var stack: [(View, TraitCollection)] = [(self, parentTraits)]
    while let (view, parent) = stack.popLast() {
      let traits = view.traits(inheriting: parent)
      entries.append(
        TraitEntry(
          view: view, traits: traits, controller: view.owningController?.traits(inheriting: parent))
      )
      for subview in view.subviewStorage.reversed() { stack.append((subview, traits)) }
    }
    return entries
  }
}

/// A view that adjusts itself when its traits change, before its `traitCollectionDidChange(_:)`
/// (a label rescaling a text-style font).
package protocol TraitChangeAdjusting: View {
  /// Adjusts to the traits the view now has, `current`; `previous` is what it had.
  func adjustForTraitChange(from previous: TraitCollection, to current: TraitCollection)
}
