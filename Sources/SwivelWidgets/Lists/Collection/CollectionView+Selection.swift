extension CollectionView {
  /// The selected items (`indexPathsForSelectedItems`), in order; nil when none is selected, as
  /// in UIKit.
  public var indexPathsForSelectedItems: [IndexPath]? {
    selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
  }

  /// Selects the item at `indexPath` without telling the delegate, and scrolls it to
  /// `scrollPosition` unless that is empty (`selectItem(at:animated:scrollPosition:)`). Nil
  /// deselects every item. Without ``allowsMultipleSelection`` the other items are deselected.
  public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      deselectAll()
      return
    }
    guard allowsSelection, containsItem(indexPath) else { return }
    if !allowsMultipleSelection {
      for other in selectedIndexPaths where other != indexPath { setSelected(false, at: other) }
    }
    setSelected(true, at: indexPath)
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the item at `indexPath` without telling the delegate
  /// (`deselectItem(at:animated:)`).
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    setSelected(false, at: indexPath)
  }

  /// Delivers a tap at `point`, in the collection view's coordinates, as UIKit's touch handling
  /// does: the item under it, if the delegate lets it highlight and select, is selected and the
  /// delegate's `collectionView(_:didSelectItemAt:)` called; with ``allowsMultipleSelection`` a
  /// tap on a selected item deselects it (`collectionView(_:didDeselectItemAt:)`).
  func handleTap(at point: CGPoint) {
    layoutIfNeeded()
    guard allowsSelection, let indexPath = indexPathForItem(at: point) else { return }
    let delegate = self.delegate as? any CollectionViewDelegate
    guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
    if allowsMultipleSelection, selectedIndexPaths.contains(indexPath) {
      guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
      setSelected(false, at: indexPath)
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
    if !allowsMultipleSelection {
      for other in selectedIndexPaths.sorted() where other != indexPath {
        setSelected(false, at: other)
        delegate?.collectionView(self, didDeselectItemAt: other)
      }
    }
    setSelected(true, at: indexPath)
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  func deselectAll() {
    for indexPath in selectedIndexPaths { setSelected(false, at: indexPath) }
  }

  private func setSelected(_ selected: Bool, at indexPath: IndexPath) {
    if selected {
      selectedIndexPaths.insert(indexPath)
    } else {
      selectedIndexPaths.remove(indexPath)
    }
    visibleCellsByIndexPath[indexPath]?.isSelected = selected
  }
}
