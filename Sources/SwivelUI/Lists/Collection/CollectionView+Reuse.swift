extension CollectionView {
  /// Registers the class of the cells made for `identifier`
  /// (`register(_:forCellWithReuseIdentifier:)`); registering again replaces the class.
  public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass
  }

  /// Registers the class of the supplementary views of `elementKind` made for `identifier`
  /// (`register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`), for instance a section
  /// header with ``elementKindSectionHeader``.
  public func register(
    _ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    supplementaryClasses[SupplementaryKey(kind: elementKind, identifier: identifier)] = viewClass
  }

  /// A cell for the item at `indexPath` (`dequeueReusableCell(withReuseIdentifier:for:)`): one
  /// that scrolled out of sight, after its ``CollectionReusableView/prepareForReuse()``, or a
  /// new one of the registered class. Call it from the data source's
  /// `collectionView(_:cellForItemAt:)`.
  ///
  /// - Precondition: a class is registered for `identifier`.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
    if let cell = reusableCells[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    guard let cellClass = cellClasses[identifier] else {
      programmerError(
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register "
          + "a class for the identifier (register(_:forCellWithReuseIdentifier:)) before dequeuing a cell for \(indexPath)")
    }
    let cell = cellClass.init()
    cell.reuseIdentifier = identifier
    createdViewCount += 1
    return cell
  }

  /// A supplementary view of `elementKind` for `indexPath`
  /// (`dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`), reused or new as
  /// cells are.
  ///
  /// - Precondition: a class is registered for `elementKind` and `identifier`.
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> CollectionReusableView {
    let key = SupplementaryKey(kind: elementKind, identifier: identifier)
    if let view = reusableSupplementaryViews[key]?.popLast() {
      view.prepareForReuse()
      return view
    }
    guard let viewClass = supplementaryClasses[key] else {
      programmerError(
        "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a class for "
          + "the identifier (register(_:forSupplementaryViewOfKind:withReuseIdentifier:)) before dequeuing a view for \(indexPath)")
    }
    let view = viewClass.init()
    view.reuseIdentifier = identifier
    createdViewCount += 1
    return view
  }

  /// Takes a cell off the screen and puts it in its queue.
  func endDisplaying(_ cell: CollectionViewCell, at indexPath: IndexPath) {
    cell.removeFromSuperview()
    if let identifier = cell.reuseIdentifier { reusableCells[identifier, default: []].append(cell) }
    (delegate as? any CollectionViewDelegate)?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
  }

  /// Takes a supplementary view off the screen and puts it in its queue.
  func endDisplaying(_ view: CollectionReusableView, element: SupplementaryElement) {
    view.removeFromSuperview()
    if let identifier = view.reuseIdentifier {
      reusableSupplementaryViews[SupplementaryKey(kind: element.kind, identifier: identifier), default: []].append(view)
    }
    (delegate as? any CollectionViewDelegate)?.collectionView(
      self, didEndDisplayingSupplementaryView: view, forElementOfKind: element.kind, at: element.indexPath)
  }
}
