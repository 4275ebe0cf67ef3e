import SwivelSupport

/// The object that gives a collection view its sections, items and their views
/// (`UICollectionViewDataSource`), unretained by the collection view as in UIKit.
///
/// The two methods UIKit requires have no default; the optional ones have defaults in an
/// extension: one section, and no supplementary views. A collection view asks for the cells of
/// the items its bounds show only, so a data source of 10,000 items makes a screenful of cells.
public protocol CollectionViewDataSource: AnyObject {
  /// The number of sections (`numberOfSections(in:)`); 1 by default.
  func numberOfSections(in collectionView: CollectionView) -> Int
  /// The number of items in `section` (`collectionView(_:numberOfItemsInSection:)`).
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell for the item at `indexPath`, from
  /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``
  /// (`collectionView(_:cellForItemAt:)`).
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  /// The supplementary view of `kind` at `indexPath` (a section header or footer), from
  /// ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``
  /// (`collectionView(_:viewForSupplementaryElementOfKind:at:)`). The default stops the
  /// program: a layout that asks for a header or footer needs this method, as in UIKit.
  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView
}

extension CollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

  /// Stops the program: the layout asked for a supplementary view the data source cannot make.
  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView {
    programmerError(
      "the collection view's layout has a supplementary view of kind \(kind) at \(indexPath), but its data source "
        + "does not implement collectionView(_:viewForSupplementaryElementOfKind:at:); implement it, or give the "
        + "layout no header or footer size")
  }
}
