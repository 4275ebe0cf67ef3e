/// A collection view delegate that gives a ``CollectionViewFlowLayout`` its sizes and spacings
/// per item and per section (`UICollectionViewDelegateFlowLayout`). Every method is optional:
/// the defaults return the layout's own properties (``CollectionViewFlowLayout/itemSize``,
/// ``CollectionViewFlowLayout/sectionInset`` …), which is what UIKit uses for a method the
/// delegate does not implement.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
  /// The size of the item at `indexPath` (`collectionView(_:layout:sizeForItemAt:)`).
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// The insets of `section` (`collectionView(_:layout:insetForSectionAt:)`).
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets
  /// The least spacing between the lines of `section`
  /// (`collectionView(_:layout:minimumLineSpacingForSectionAt:)`).
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The least spacing between the items of a line in `section`
  /// (`collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`).
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The size of the header of `section`; only its height counts when scrolling vertically,
  /// only its width when scrolling horizontally (`collectionView(_:layout:referenceSizeForHeaderInSection:)`).
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  /// The size of the footer of `section`, counted as the header's
  /// (`collectionView(_:layout:referenceSizeForFooterInSection:)`).
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
  /// The flow layout's ``CollectionViewFlowLayout/itemSize``.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? .zero
  }
  /// The flow layout's ``CollectionViewFlowLayout/sectionInset``.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets {
    (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
  }
  /// The flow layout's ``CollectionViewFlowLayout/minimumLineSpacing``.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 0
  }
  /// The flow layout's ``CollectionViewFlowLayout/minimumInteritemSpacing``.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }
  /// The flow layout's ``CollectionViewFlowLayout/headerReferenceSize``.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }
  /// The flow layout's ``CollectionViewFlowLayout/footerReferenceSize``.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}
