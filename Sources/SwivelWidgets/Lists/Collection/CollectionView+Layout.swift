extension CollectionView {
  /// How many times a pass lays out again after cells measured themselves differently from
  /// their estimates; each round measures the cells that came on screen.
  static let selfSizingRounds = 8

  /// One layout pass: prepare, size the content, show what the bounds meet.
  func layOutElements() {
    let layout = collectionViewLayout
    if bounds != lastLayoutBounds {
      if lastLayoutBounds != nil, layout.shouldInvalidateLayout(forBoundsChange: bounds) {
        layout.invalidateLayout()
      }
      lastLayoutBounds = bounds
    }
    if let backgroundView {
      backgroundView.frame = bounds
      if subviews.first !== backgroundView { insertSubview(backgroundView, at: 0) }
    }
    for _ in 0..<Self.selfSizingRounds {
      layout.prepareIfNeeded()
      contentSize = layout.collectionViewContentSize
      guard showElements(layout.layoutAttributesForElements(in: bounds) ?? []) else { return }
      layout.invalidateLayout()
    }
  }

  /// Shows exactly the elements of `attributes`, reusing the views of those already shown.
  /// Returns whether a new cell measured itself differently and the layout needs another round.
  private func showElements(_ attributes: [CollectionViewLayoutAttributes]) -> Bool {
    var cells: [IndexPath: CollectionViewLayoutAttributes] = [:]
    var supplementaries: [SupplementaryElement: CollectionViewLayoutAttributes] = [:]
    for element in attributes {
      switch element.representedElementCategory {
      case .cell: cells[element.indexPath] = element
      case .supplementaryView:
        guard let kind = element.representedElementKind else { continue }
        supplementaries[SupplementaryElement(kind: kind, indexPath: element.indexPath)] = element
      case .decorationView: continue
      }
    }
    for (indexPath, cell) in visibleCellsByIndexPath where cells[indexPath] == nil {
      visibleCellsByIndexPath[indexPath] = nil
      endDisplaying(cell, at: indexPath)
    }
    for (element, view) in visibleSupplementaryViews where supplementaries[element] == nil {
      visibleSupplementaryViews[element] = nil
      endDisplaying(view, element: element)
    }
    var needsAnotherRound = false
    let delegate = self.delegate as? any CollectionViewDelegate
    for element in attributes {
      switch element.representedElementCategory {
      case .cell:
        if let cell = visibleCellsByIndexPath[element.indexPath] {
          apply(element, to: cell)
          continue
        }
        guard let dataSource, containsItem(element.indexPath) else { continue }
        let cell = dataSource.collectionView(self, cellForItemAt: element.indexPath)
        cell.isSelected = selectedIndexPaths.contains(element.indexPath)
        apply(element, to: cell)
        visibleCellsByIndexPath[element.indexPath] = cell
        addContentView(cell)
        delegate?.collectionView(self, willDisplay: cell, forItemAt: element.indexPath)
        let preferred = cell.preferredLayoutAttributesFitting(element)
        if collectionViewLayout.shouldInvalidateLayout(
          forPreferredLayoutAttributes: preferred, withOriginalAttributes: element)
        {
          needsAnotherRound = true
        }
      case .supplementaryView:
        guard let kind = element.representedElementKind else { continue }
        let key = SupplementaryElement(kind: kind, indexPath: element.indexPath)
        if let view = visibleSupplementaryViews[key] {
          apply(element, to: view)
          continue
        }
        guard let dataSource else { continue }
        let view = dataSource.collectionView(
          self, viewForSupplementaryElementOfKind: kind, at: element.indexPath)
        apply(element, to: view)
        visibleSupplementaryViews[key] = view
        addContentView(view)
        delegate?.collectionView(
          self, willDisplaySupplementaryView: view, forElementKind: kind, at: element.indexPath)
      case .decorationView:
        continue
      }
    }
    return needsAnotherRound
  }

  /// Adds a cell or supplementary view behind the scroll indicators, which the scroll view
  /// keeps in front.
  private func addContentView(_ view: View) {
    if view.superview !== self { addSubview(view) }
  }

  /// Gives a view its element's geometry and appearance, then calls its `apply(_:)`.
  private func apply(_ attributes: CollectionViewLayoutAttributes, to view: CollectionReusableView)
  {
    if attributes.transform == .identity {
      if view.transform != .identity { view.transform = .identity }
      if view.frame != attributes.frame { view.frame = attributes.frame }
    } else {
      view.transform = .identity
      view.bounds = CGRect(origin: view.bounds.origin, size: attributes.size)
      view.center = attributes.center
      view.transform = attributes.transform
    }
    view.alpha = attributes.alpha
    view.isHidden = attributes.isHidden
    view.apply(attributes)
  }

  // MARK: Finding items

  /// The cell of the item at `indexPath` when it is shown, nil when it is not
  /// (`cellForItem(at:)`).
  public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    visibleCellsByIndexPath[indexPath]
  }

  /// The cells shown (`visibleCells`), in index path order.
  public var visibleCells: [CollectionViewCell] {
    indexPathsForVisibleItems.compactMap { visibleCellsByIndexPath[$0] }
  }

  /// The index paths of the items shown (`indexPathsForVisibleItems`), in order.
  public var indexPathsForVisibleItems: [IndexPath] {
    visibleCellsByIndexPath.keys.sorted()
  }

  /// The index path of a shown cell (`indexPath(for:)`); nil when it is not shown.
  public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
    visibleCellsByIndexPath.first { $0.value === cell }?.key
  }

  /// The supplementary view of `elementKind` at `indexPath` when it is shown
  /// (`supplementaryView(forElementKind:at:)`).
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> CollectionReusableView?
  {
    visibleSupplementaryViews[SupplementaryElement(kind: elementKind, indexPath: indexPath)]
  }

  /// The item whose frame contains `point`, in the collection view's coordinates (which are
  /// the content's) (`indexPathForItem(at:)`); nil when there is none.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    guard point.x.isFinite, point.y.isFinite else { return nil }
    collectionViewLayout.prepareIfNeeded()
    let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
    let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
      $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
    }
    return hits.max { $0.zIndex < $1.zIndex }?.indexPath
  }

  /// The attributes of the item at `indexPath` (`layoutAttributesForItem(at:)`), from the
  /// layout, prepared first when it is out of date.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    collectionViewLayout.prepareIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The attributes of the supplementary view of `kind` at `indexPath`
  /// (`layoutAttributesForSupplementaryElement(ofKind:at:)`).
  public func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    collectionViewLayout.prepareIfNeeded()
    return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }
}
