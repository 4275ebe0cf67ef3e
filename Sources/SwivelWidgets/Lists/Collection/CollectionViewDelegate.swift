/// The object told about a collection view's selection and displayed cells
/// (`UICollectionViewDelegate`), a scroll view delegate as in UIKit. Set it as the collection
/// view's ``ScrollView/delegate``; every method is optional and has a default in an extension.
///
/// Swivel delivers taps, so the selection methods are called for a tap on an item (see
/// ``CollectionView``); there are no highlight animations, menus or drags.
public protocol CollectionViewDelegate: ScrollViewDelegate {
  /// Whether the item may be selected (`collectionView(_:shouldSelectItemAt:)`); true by default.
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  /// The item was selected by a tap (`collectionView(_:didSelectItemAt:)`).
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  /// Whether the item may be deselected (`collectionView(_:shouldDeselectItemAt:)`); true by
  /// default.
  func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool
  /// The item was deselected by a tap (`collectionView(_:didDeselectItemAt:)`).
  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
  /// Whether the item highlights when touched (`collectionView(_:shouldHighlightItemAt:)`);
  /// true by default. A tap that is not highlighted selects nothing, as in UIKit.
  func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath)
    -> Bool
  /// A cell is about to be shown (`collectionView(_:willDisplay:forItemAt:)`).
  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// A cell left the visible area (`collectionView(_:didEndDisplaying:forItemAt:)`).
  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// A supplementary view is about to be shown
  /// (`collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`).
  func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)
  /// A supplementary view left the visible area
  /// (`collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`).
  func collectionView(
    _ collectionView: CollectionView,
    didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)
}

extension CollectionViewDelegate {
  /// True.
  public func collectionView(
    _ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  {}
  /// True.
  public func collectionView(
    _ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool {
    true
  }
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  /// True.
  public func collectionView(
    _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    true
  }
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView,
    didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
}
