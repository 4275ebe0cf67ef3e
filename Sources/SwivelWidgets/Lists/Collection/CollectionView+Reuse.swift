import SwivelSupport

extension CollectionView {
  /// Registers the class of the cells made for `identifier`
  /// (`register(_:forCellWithReuseIdentifier:)`); registering again replaces the class.
  public func register(
    _ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String
  ) {
    registeredClasses[ReuseKey(kind: Self.cellKind, identifier: identifier)] = cellClass
  }

  /// Registers the class of the supplementary views of `elementKind` made for `identifier`
  /// (`register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`), for instance a section
  /// header with ``elementKindSectionHeader``.
  public func register(
    _ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    registeredClasses[ReuseKey(kind: elementKind, identifier: identifier)] = viewClass
  }

  /// A cell for the item at `indexPath` (`dequeueReusableCell(withReuseIdentifier:for:)`): one
  /// that scrolled out of sight, after its ``CollectionReusableView/prepareForReuse()``, or a
  /// new one of the registered class. Call it from the data source's
  /// `collectionView(_:cellForItemAt:)`.
  ///
  /// - Precondition: a class is registered for `identifier`.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> CollectionViewCell
  {
    // Only `register(_:forCellWithReuseIdentifier:)` registers under the cell kind, with a cell class.
    unsafeDowncast(
      dequeueView(
        ReuseKey(kind: Self.cellKind, identifier: identifier),
        registration: "register(_:forCellWithReuseIdentifier:)", for: indexPath),
      to: CollectionViewCell.self)
  }

  /// A supplementary view of `elementKind` for `indexPath`
  /// (`dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`), reused or new as
  /// cells are.
  ///
  /// - Precondition: a class is registered for `elementKind` and `identifier`.
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> CollectionReusableView {
    dequeueView(
      ReuseKey(kind: elementKind, identifier: identifier),
      registration: "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)", for: indexPath)
  }

  /// A queued view of `key` after its `prepareForReuse()`, or a new one of the class registered
  /// for it; stops the program, naming `registration`, when none is registered.
  private func dequeueView(_ key: ReuseKey, registration: String, for indexPath: IndexPath)
    -> CollectionReusableView
  {
    if let view = reusableViews[key]?.popLast() {
      view.prepareForReuse()
      return view
    }
    guard let viewClass = registeredClasses[key] else {
      programmerError(
        "could not dequeue a view of kind: \(key.kind) with identifier \(key.identifier) - must register a class for "
          + "the identifier (\(registration)) before dequeuing a view for \(indexPath)")
    }
    let view = viewClass.init()
    view.reuseIdentifier = key.identifier
    createdViewCount += 1
    return view
  }

  /// Takes a cell off the screen and puts it in its queue.
  func endDisplaying(_ cell: CollectionViewCell, at indexPath: IndexPath) {
    cell.removeFromSuperview()
    if let identifier = cell.reuseIdentifier {
      reusableViews[ReuseKey(kind: Self.cellKind, identifier: identifier), default: []].append(cell)
    }
    (delegate as? any CollectionViewDelegate)?.collectionView(
      self, didEndDisplaying: cell, forItemAt: indexPath)
  }

  /// Takes a supplementary view off the screen and puts it in its queue.
  func endDisplaying(_ view: CollectionReusableView, element: SupplementaryElement) {
    view.removeFromSuperview()
    if let identifier = view.reuseIdentifier {
      reusableViews[ReuseKey(kind: element.kind, identifier: identifier), default: []].append(view)
    }
    (delegate as? any CollectionViewDelegate)?.collectionView(
      self, didEndDisplayingSupplementaryView: view, forElementOfKind: element.kind,
      at: element.indexPath)
  }
}
