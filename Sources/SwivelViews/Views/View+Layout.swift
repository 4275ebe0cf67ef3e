extension View {
  /// Marks the view as needing a layout pass; the pass runs at the next ``layoutIfNeeded()``
  /// (a window runs one before every render, dump and tap).
  public func setNeedsLayout() {
    layoutPending = true
    // Flag the path up to the root so that `layoutIfNeeded()` finds this view without walking
    // clean subtrees; an ancestor already flagged has its own ancestors flagged too.
    var ancestor = parentLink.reference
    while let reference = ancestor {
      ancestor = reference._withUnsafeGuaranteedRef { view in
        guard !view.subtreeNeedsLayout else { return nil }
        view.subtreeNeedsLayout = true
        return view.parentLink.reference
      }
    }
  }

  /// Lays out now, with the receiver as the root: every view in the subtree that needs layout
  /// gets its ``layoutSubviews()`` (and its controller's callbacks), parents before children.
  /// Does nothing when nothing is pending. Only the paths down to views that need layout are
  /// walked, so the cost follows what changed, not the size of the tree.
  ///
  /// The walk is a loop over an explicit stack, not a recursion, so any depth works.
  public func layoutIfNeeded() {
    guard settleOwnLayout() else { return }
    // The recursion, unrolled: the walk holds, for the view being walked and each of its
    // ancestors, a copy of its subviews taken after its own pass. The copies keep the views alive
    // and in their order even if a pass rearranges the hierarchy, so they are visited
    // unretained. A subview dirtied by an earlier sibling's pass is still found: flags are read
    // as we go.
    var walk = LayoutWalk()
    walk.enter(subviewStorage)
    while let reference = walk.nextView() {
      let descend = reference._withUnsafeGuaranteedRef { child in
        (child.layoutPending || child.subtreeNeedsLayout) && child.settleOwnLayout()
      }
      if descend { walk.enter(reference._withUnsafeGuaranteedRef { $0.subviewStorage }) }
    }
  }

  /// Runs the receiver's own pending passes, then reports (and clears) whether a view below
  /// it needs layout.
  @inline(__always)
  private func settleOwnLayout() -> Bool {
    // A pass that changes the view's own size marks it again; settle within a few rounds,
    // as UIKit would across update cycles.
    var rounds = 0
    while layoutPending && rounds < 8 {
      layoutPending = false
      performLayoutPass()
      rounds += 1
    }
    guard subtreeNeedsLayout else { return false }
    subtreeNeedsLayout = false
    return true
  }

  private func performLayoutPass() {
    if autoresizingSubviewCount != 0, boundsStorage.size != autoresizingBaseSize {
      applyAutoresizing()
    }
    if let controller = owningController {
      controller.viewWillLayoutSubviews()
      if controller.adopts(.containerController),
        let container = controller as? any ContainerController
      {
        container.layOutContainerContent()
      } else {
        controller.layOutRootContent()
      }
      layoutSubviews()
      propagateSafeArea()
      controller.viewDidLayoutSubviews()
    } else {
      layoutSubviews()
      if safeAreaPropagates { propagateSafeArea() }
    }
  }
}

/// The layout walk's stack, in memory it manages itself: per level (a view whose subviews are
/// being visited) the copy of its subviews that keeps them alive, and their references, unretained,
/// in one buffer of every level's siblings, so that visiting a view, entering a level and
/// leaving it retain nothing but the level's array, once.
private struct LayoutWalk: ~Copyable {
  /// A level: the array that owns its views, and where the level above it stood.
  private struct Level {
    var owner: [View]
    var outerNext: Int
    var outerEnd: Int
  }

  private var levels: UnsafeMutablePointer<Level>
  private var levelCount = 0, levelCapacity = 16
  /// Every level's siblings, the deepest level last.
  private var siblings: UnsafeMutablePointer<Unmanaged<View>>
  private var siblingCapacity = 64
  /// The next sibling to visit in the deepest level, and the end of that level's siblings.
  private var next = 0, end = 0

  init() {
    levels = .allocate(capacity: levelCapacity)
    siblings = .allocate(capacity: siblingCapacity)
  }

  deinit {
    levels.deinitialize(count: levelCount)
    levels.deallocate()
    siblings.deallocate()
  }

  /// Starts visiting `children`, the subviews of the view just laid out; the level it was in
  /// resumes when they are done.
  mutating func enter(_ children: consuming [View]) {
    let count = children.count
    guard count > 0 else { return }
    if levelCount == levelCapacity {
      levelCapacity *= 2
      let larger = UnsafeMutablePointer<Level>.allocate(capacity: levelCapacity)
      larger.moveInitialize(from: levels, count: levelCount)
      levels.deallocate()
      levels = larger
    }
    if end + count > siblingCapacity {
      siblingCapacity = max(end + count, siblingCapacity * 2)
      let larger = UnsafeMutablePointer<Unmanaged<View>>.allocate(capacity: siblingCapacity)
      larger.moveInitialize(from: siblings, count: end)
      siblings.deallocate()
      siblings = larger
    }
    let start = end, destination = siblings + start
    children.withUnsafeBufferPointer { views in
      views.withMemoryRebound(to: Unmanaged<View>.self) { references in
        destination.initialize(from: references.baseAddress!, count: count)
      }
    }
    (levels + levelCount).initialize(to: Level(owner: children, outerNext: next, outerEnd: end))
    levelCount += 1
    next = start
    end = start + count
  }

  /// The next view to visit, unretained (its level's array keeps it alive); levels that are
  /// done are left, and nil means the walk is over.
  mutating func nextView() -> Unmanaged<View>? {
    while next == end {
      guard levelCount > 0 else { return nil }
      levelCount -= 1
      let level = (levels + levelCount).move()
      next = level.outerNext
      end = level.outerEnd
    }
    next += 1
    return siblings[next - 1]
  }
}
