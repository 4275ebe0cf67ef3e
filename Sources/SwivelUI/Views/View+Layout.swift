extension View {
  /// Marks the view as needing a layout pass; the pass runs at the next ``layoutIfNeeded()``
  /// (a window runs one before every render, dump and tap).
  public func setNeedsLayout() {
    layoutPending = true
    // Flag the path up to the root so that `layoutIfNeeded()` finds this view without walking
    // clean subtrees; an ancestor already flagged has its own ancestors flagged too.
    var ancestor = parentReference
    while let reference = ancestor {
      ancestor = reference._withUnsafeGuaranteedRef { view in
        guard !view.subtreeNeedsLayout else { return nil }
        view.subtreeNeedsLayout = true
        return view.parentReference
      }
    }
  }

  /// Lays out now, with the receiver as the root: every view in the subtree that needs layout
  /// gets its ``layoutSubviews()`` (and its controller's callbacks), parents before children.
  /// Does nothing when nothing is pending. Only the paths down to views that need layout are
  /// walked, so the cost follows what changed, not the size of the tree.
  public func layoutIfNeeded() {
    // A pass that changes the view's own size marks it again; settle within a few rounds,
    // as UIKit would across update cycles.
    var rounds = 0
    while layoutPending && rounds < 8 {
      layoutPending = false
      performLayoutPass()
      rounds += 1
    }
    // Then the subviews that need layout or have a descendant that does, in order; a subview
    // dirtied by an earlier sibling's pass is still found, since the flags are read as we go.
    guard subtreeNeedsLayout else { return }
    subtreeNeedsLayout = false
    // A copy of the array keeps every subview alive even if a pass rearranges the hierarchy,
    // so the loop can visit them unretained.
    let children = subviewStorage
    children.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: Unmanaged<View>.self) { references in
        for reference in references {
          reference._withUnsafeGuaranteedRef { child in
            if child.layoutPending || child.subtreeNeedsLayout { child.layoutIfNeeded() }
          }
        }
      }
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
