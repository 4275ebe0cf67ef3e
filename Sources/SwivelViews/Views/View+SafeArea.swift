extension View {
  /// How far the unsafe parts of the screen (status bar, sensor housing, home indicator, a
  /// container's bars) reach into the view, per edge, in its own coordinates
  /// (`UIView.safeAreaInsets`). Zero outside a hosted window.
  ///
  /// Computed as UIKit does: a window's come from its host; any other view's are the part of
  /// its superview's unsafe margins it covers, measured on the view's frame clipped to the
  /// superview's bounds — so a subview poking out past an edge where the superview has no
  /// inset gets 0 there, and one poking out above the top gets exactly the superview's top
  /// inset, not more; a controller's root view adds the controller's
  /// ``UIKitViewController/additionalSafeAreaInsets``. Always current (computed on demand); the
  /// layout pass compares it with the last value to call ``safeAreaInsetsDidChange()``.
  public var safeAreaInsets: EdgeInsets {
    // Walk up to the window (a loop, so any depth works), then back down.
    var chain: [View] = []
    var current = self
    while let parent = current.superview {
      chain.append(current)
      current = parent
    }
    guard let window = current as? Window else { return .zero }
    var insets = window.windowSafeAreaInsets
    for view in chain.reversed() {
      insets = view.safeAreaInsets(inSuperviewWith: insets)
    }
    return insets
  }

  /// The bounds inset by ``safeAreaInsets``: where content is fully visible.
  public var safeAreaFrame: CGRect {
    bounds.inset(by: safeAreaInsets)
  }

  /// The receiver's insets given its superview's: the superview's safe area seen from the
  /// receiver's frame clipped to the superview's bounds, plus its controller's additional
  /// insets.
  func safeAreaInsets(inSuperviewWith parentInsets: EdgeInsets) -> EdgeInsets {
    let additional = owningController?.safeAreaInsetsAdded ?? .zero
    guard parentInsets != .zero, let parent = superview else { return additional.nonNegative }
    if hasIdentityTransform {
      return safeAreaInsetsUntransformed(
        in: parent, parentInsets: parentInsets, additional: additional)
    }
    let own = boundsStorage, outer = parent.boundsStorage, toSuperview = transformToSuperview
    // NaN or infinite geometry, or a transform that flattens the view, is never safe to measure.
    guard own.width > 0, own.height > 0, own.isFiniteRect, outer.isFiniteRect,
      toSuperview.a.isFinite, toSuperview.b.isFinite, toSuperview.c.isFinite,
      toSuperview.d.isFinite,
      toSuperview.tx.isFinite, toSuperview.ty.isFinite,
      toSuperview.a * toSuperview.d - toSuperview.b * toSuperview.c != 0
    else { return .zero }
    let toLocal = toSuperview.inverted()
    let safe = CGRect(
      x: outer.minX + parentInsets.left, y: outer.minY + parentInsets.top,
      width: max(0, outer.width - parentInsets.left - parentInsets.right),
      height: max(0, outer.height - parentInsets.top - parentInsets.bottom)
    ).applying(toLocal)
    let visible = own.intersection(outer.applying(toLocal))
    guard !visible.isNull, visible.width > 0, visible.height > 0 else {
      return additional.nonNegative
    }
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), limit) }
    let inherited = EdgeInsets(
      top: clamp(safe.minY - visible.minY, visible.height),
      left: clamp(safe.minX - visible.minX, visible.width),
      bottom: clamp(visible.maxY - safe.maxY, visible.height),
      right: clamp(visible.maxX - safe.maxX, visible.width))
    return EdgeInsets(
      top: inherited.top + additional.top, left: inherited.left + additional.left,
      bottom: inherited.bottom + additional.bottom, right: inherited.right + additional.right
    ).nonNegative
  }

  /// ``safeAreaInsets(inSuperviewWith:)`` for a view with no transform (most views): its
  /// coordinates differ from its superview's by a translation, which leaves the insets (all
  /// differences of coordinates) unchanged, so they are measured in the superview's coordinates
  /// without inverting a transform. The layout pass runs it for every subview a safe area
  /// reaches.
  private func safeAreaInsetsUntransformed(
    in parent: View, parentInsets: EdgeInsets, additional: EdgeInsets
  ) -> EdgeInsets {
    let size = boundsStorage.size, outer = parent.boundsStorage, center = centerStorage
    let unit = nonDefaultAnchorPoint ?? LayerStyle.defaultAnchorPoint
    // NaN or infinite geometry (an anchor point too) is never safe to measure; the renderer
    // refuses it, naming the property.
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite,
      center.x.isFinite,
      center.y.isFinite, outer.isFiniteRect, unit.x.isFinite, unit.y.isFinite
    else { return .zero }
    let frame = CGRect(
      x: center.x - unit.x * size.width, y: center.y - unit.y * size.height, width: size.width,
      height: size.height)
    let visible = frame.intersection(outer)
    guard !visible.isNull, visible.width > 0, visible.height > 0 else {
      return additional.nonNegative
    }
    let safeMinX = outer.minX + parentInsets.left, safeMinY = outer.minY + parentInsets.top
    let safeMaxX = safeMinX + max(0, outer.width - parentInsets.left - parentInsets.right)
    let safeMaxY = safeMinY + max(0, outer.height - parentInsets.top - parentInsets.bottom)
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), limit) }
    return EdgeInsets(
      top: clamp(safeMinY - visible.minY, visible.height) + additional.top,
      left: clamp(safeMinX - visible.minX, visible.width) + additional.left,
      bottom: clamp(visible.maxY - safeMaxY, visible.height) + additional.bottom,
      right: clamp(visible.maxX - safeMaxX, visible.width) + additional.right
    ).nonNegative
  }

  /// Something the receiver's safe area depends on changed outside a layout pass (its
  /// controller's additional insets): have the superview's next pass recompute it.
  func safeAreaInputsDidChange() {
    safeAreaPropagates = true
    if let parent = superview {
      parent.safeAreaPropagates = true
      parent.setNeedsLayout()
    }
    setNeedsLayout()
  }

  /// Part of the layout pass of a view whose safe area may reach its subviews: gives each
  /// subview its new insets and, when they changed, calls its ``safeAreaInsetsDidChange()``
  /// (and its controller's `viewSafeAreaInsetsDidChange()`), then, as its margins are
  /// measured from the safe area, its ``layoutMarginsDidChange()``, and lays it out. Views under a
  /// superview with no insets are skipped unless they had some, so the pass costs nothing
  /// where no safe area reaches.
  @inline(never)
  final func propagateSafeArea() {
    let mine = safeAreaInsetsCache
    var reachesSubviews = mine != .zero
    for child in subviewStorage {
      let new = child.safeAreaInsets(inSuperviewWith: mine)
      if new != .zero { reachesSubviews = true }
      guard new != child.safeAreaInsetsCache else { continue }
      child.safeAreaInsetsCache = new
      child.safeAreaPropagates = true
      child.setNeedsLayout()
      if child.adopts(.safeAreaAdjusting) {
        (child as? any SafeAreaAdjusting)?.safeAreaWillNotify()
      }
      child.safeAreaInsetsDidChange()
      child.owningController?.viewSafeAreaInsetsDidChange()
      if child.insetsLayoutMarginsFromSafeArea { child.notifyLayoutMarginsDidChange() }
    }
    safeAreaPropagates = reachesSubviews
  }
}

extension Window {
  /// The window's own safe-area insets, from the rectangle its host sets.
  var windowSafeAreaInsets: EdgeInsets {
    let own = boundsStorage
    guard let safe = safeAreaRect, own.width > 0, own.height > 0 else { return .zero }
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), limit) }
    return EdgeInsets(
      top: clamp(safe.minY - own.minY, own.height),
      left: clamp(safe.minX - own.minX, own.width),
      bottom: clamp(own.maxY - safe.maxY, own.height),
      right: clamp(own.maxX - safe.maxX, own.width))
  }
}

extension CGRect {
  /// Whether every coordinate is finite.
  var isFiniteRect: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}

extension EdgeInsets {
  /// The insets with negative edges raised to zero.
  var nonNegative: EdgeInsets {
    EdgeInsets(top: max(top, 0), left: max(left, 0), bottom: max(bottom, 0), right: max(right, 0))
  }
}
