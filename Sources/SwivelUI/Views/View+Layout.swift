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
    // The recursion, unrolled: `children` is a copy of the subviews of the view being walked
    // (which keeps them alive even if a pass rearranges the hierarchy, so they can be visited
    // unretained) and `next` the next one to visit; `stack` holds the same for its ancestors.
    // A subview dirtied by an earlier sibling's pass is still found: flags are read as we go.
    var stack: [(children: [View], next: Int)] = []
    var children = subviewStorage, next = 0
    while true {
      // Visit siblings in one pass over the buffer until one needs its own subviews walked.
      var descend: [View]?
      children.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: Unmanaged<View>.self) { references in
          while next < references.count {
            let reference = references[next]
            next += 1
            descend = reference._withUnsafeGuaranteedRef { child in
              guard child.layoutPending || child.subtreeNeedsLayout, child.settleOwnLayout() else {
                return nil
              }
              return child.subviewStorage
            }
            if descend != nil { return }
          }
        }
      }
      if let descend {
        stack.append((children, next))
        children = descend
        next = 0
      } else if let parent = stack.popLast() {
        (children, next) = parent
      } else {
        return
      }
    }
  }

  /// Runs the receiver's own pending passes, then reports (and clears) whether a view below
  /// it needs layout.
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
    if autoresizingSubviewCount != 0, boundsStorage.size != autoresizingBaseSize { applyAutoresizing() }
    if let controller = owningController {
      controller.viewWillLayoutSubviews()
      controller.layOutRootContent()
      layoutSubviews()
      propagateSafeArea()
      controller.viewDidLayoutSubviews()
    } else {
      layoutSubviews()
      if safeAreaPropagates { propagateSafeArea() }
    }
  }
}
