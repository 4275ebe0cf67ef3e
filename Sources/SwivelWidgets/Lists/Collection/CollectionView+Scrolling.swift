import SwivelSupport

extension CollectionView {
  /// Where ``scrollToItem(at:at:animated:)`` puts an item (`UICollectionView.ScrollPosition`):
  /// one vertical and one horizontal position may be combined.
  public struct ScrollPosition: OptionSet, Sendable, Hashable {
    /// UIKit's bits for the position.
    public let rawValue: UInt
    /// Creates a position from UIKit's raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Leaves the offset as it is.
    public static let none = ScrollPosition([])
    /// The item's top at the top of the visible area.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item centred vertically in the visible area.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom at the bottom of the visible area.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left of the visible area.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item centred horizontally in the visible area.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right of the visible area.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// Scrolls so that the item at `indexPath` is at `scrollPosition` in the visible area (the
  /// bounds inside the adjusted content inset), within the scrollable range
  /// (`scrollToItem(at:at:animated:)`). An axis with no position in `scrollPosition` keeps its
  /// offset. `animated` only shows the scroll indicators, as in ``ScrollView/setContentOffset(_:animated:)``.
  ///
  /// - Precondition: `indexPath` names an item.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    requirePrecondition(
      containsItem(indexPath),
      "scrollToItem(at: \(indexPath)): attempt to scroll to an invalid index path; the collection view has "
        + "\(numberOfSections) sections with \(loadedItemCounts) items")
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
    contentSize = collectionViewLayout.collectionViewContentSize
    let inset = adjustedContentInset
    let range = contentOffsetRange
    var offset = contentOffset
    /// The offset on one axis that puts `low … high` at the start, centre or end of the visible
    /// length after `inset`; nil when `scrollPosition` names none of the three.
    func place(
      _ low: CGFloat, _ high: CGFloat, inset: CGFloat, visible: CGFloat,
      _ positions: (ScrollPosition, ScrollPosition, ScrollPosition)
    ) -> CGFloat? {
      if scrollPosition.contains(positions.0) { return low - inset }
      if scrollPosition.contains(positions.1) { return (low + high) / 2 - inset - visible / 2 }
      if scrollPosition.contains(positions.2) { return high - inset - visible }
      return nil
    }
    let vertical = place(
      frame.minY, frame.maxY, inset: inset.top, visible: bounds.height - inset.top - inset.bottom,
      (.top, .centeredVertically, .bottom))
    let horizontal = place(
      frame.minX, frame.maxX, inset: inset.left, visible: bounds.width - inset.left - inset.right,
      (.left, .centeredHorizontally, .right))
    offset.y = vertical ?? offset.y
    offset.x = horizontal ?? offset.x
    offset.x = min(max(offset.x, range.min.x), range.max.x)
    offset.y = min(max(offset.y, range.min.y), range.max.y)
    setContentOffset(offset, animated: animated)
  }
}
