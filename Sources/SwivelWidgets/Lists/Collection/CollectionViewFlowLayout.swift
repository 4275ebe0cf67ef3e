/// UIKit's grid and list layout (`UICollectionViewFlowLayout`): items fill lines along the
/// axis that does not scroll, lines follow each other along the one that does, each section
/// with its header, insets and footer.
///
/// With the default vertical ``scrollDirection``, a line is a row: items go left to right
/// inside the section insets while they fit with at least ``minimumInteritemSpacing`` between
/// them, and rows are ``minimumLineSpacing`` apart. The space a row leaves over is spread as
/// UIKit spreads it:
///
/// - A row that is not a section's last is justified: its first item touches the leading
///   inset, its last the trailing inset, the rest divided evenly between the items. A row of one
///   item is centred.
/// - A section's last row, when every item of the section has the same size, is placed as if it
///   were full of copies of its last item, so it keeps the columns of the rows above; when the
///   sizes differ it starts at the leading inset with the minimum spacing.
/// - Items smaller than their row's height are centred in it.
///
/// Sizes come from ``itemSize`` or, per item, from a delegate adopting
/// ``CollectionViewDelegateFlowLayout``; with ``estimatedItemSize`` set, cells measure themselves
/// (``CollectionReusableView/preferredLayoutAttributesFitting(_:)``) as they come on screen.
/// Origins across the lines are rounded to the screen's pixels.
///
/// The frames of every item are computed once per ``CollectionViewLayout/invalidateLayout()`` in linear time and
/// kept; ``layoutAttributesForElements(in:)`` finds the visible lines by binary search.
///
/// Sources: Apple's documentation of `UICollectionViewFlowLayout`, `minimumInteritemSpacing`
/// ("the actual spacing may possibly be adjusted upward") and `minimumLineSpacing`; Peter
/// Steinberger's reimplementation, PSTCollectionView (`PSTGridLayoutRow.m`: a last row laid out
/// as a full row of its last item) and his report rdar://20825965 (the last row is left-aligned
/// when sizes differ); questions on Stack Overflow showing a lone item in a row centred.
open class CollectionViewFlowLayout: CollectionViewLayout {
  /// The axis the content scrolls along (`UICollectionView.ScrollDirection`).
  public enum ScrollDirection: Int, Sendable, Hashable, CaseIterable {
    /// Rows stacked downwards; items go left to right in a row.
    case vertical
    /// Columns side by side; items go top to bottom in a column.
    case horizontal
  }

  /// What ``sectionInset`` is measured from (`UICollectionViewFlowLayout.SectionInsetReference`).
  public enum SectionInsetReference: Int, Sendable, Hashable, CaseIterable {
    /// From the content's edges, inside the content inset (the default).
    case fromContentInset
    /// From the safe area: on the axis across the lines, the part of the safe area the
    /// adjusted content inset leaves uncovered is added.
    case fromSafeArea
    /// From the layout margins, the same way.
    case fromLayoutMargins
  }

  /// The size of ``estimatedItemSize`` that asks every cell to size itself (`automaticSize`);
  /// items not measured yet count as ``itemSize``.
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  /// The axis the content scrolls along (`scrollDirection`); vertical by default.
  public var scrollDirection = ScrollDirection.vertical {
    didSet { if scrollDirection != oldValue { invalidateLayout() } }
  }
  /// The size of every item (`itemSize`); 50 × 50 by default, as in UIKit. A delegate's
  /// `collectionView(_:layout:sizeForItemAt:)` answers per item instead.
  public var itemSize = CGSize(width: 50, height: 50) {
    didSet { if itemSize != oldValue { invalidateLayout() } }
  }
  /// A size to start from when cells size themselves (`estimatedItemSize`); zero by default,
  /// which turns self-sizing off. ``automaticSize`` or any other non-zero size turns it on.
  public var estimatedItemSize = CGSize.zero {
    didSet {
      guard estimatedItemSize != oldValue else { return }
      measuredSizes = [:]
      invalidateLayout()
    }
  }
  /// The least spacing between lines (`minimumLineSpacing`); 10 by default. Lines are exactly
  /// this far apart; it is not applied between a header and the first line.
  public var minimumLineSpacing: CGFloat = 10 {
    didSet { if minimumLineSpacing != oldValue { invalidateLayout() } }
  }
  /// The least spacing between the items of a line (`minimumInteritemSpacing`); 10 by default.
  /// It decides how many items fit in a line; the room left over then widens the spacing.
  public var minimumInteritemSpacing: CGFloat = 10 {
    didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } }
  }
  /// The margins around each section's items, inside its header and footer (`sectionInset`);
  /// zero by default.
  public var sectionInset = EdgeInsets.zero {
    didSet { if sectionInset != oldValue { invalidateLayout() } }
  }
  /// What ``sectionInset`` is measured from (`sectionInsetReference`); the content inset by
  /// default.
  public var sectionInsetReference = SectionInsetReference.fromContentInset {
    didSet { if sectionInsetReference != oldValue { invalidateLayout() } }
  }
  /// The size of every section's header (`headerReferenceSize`); zero (no header) by default.
  /// Only the height counts when scrolling vertically (the header spans the content's width),
  /// only the width when scrolling horizontally.
  public var headerReferenceSize = CGSize.zero {
    didSet { if headerReferenceSize != oldValue { invalidateLayout() } }
  }
  /// The size of every section's footer (`footerReferenceSize`), counted as the header's.
  public var footerReferenceSize = CGSize.zero {
    didSet { if footerReferenceSize != oldValue { invalidateLayout() } }
  }
  /// True, as in UIKit: in a right-to-left layout direction rows fill from the right edge
  /// (`flipsHorizontallyInOppositeLayoutDirection`).
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
  /// Whether headers stay at the top while their section scrolls (`sectionHeadersPinToVisibleBounds`);
  /// kept, not applied.
  public var sectionHeadersPinToVisibleBounds = false
  /// Whether footers stay at the bottom while their section scrolls (`sectionFootersPinToVisibleBounds`);
  /// kept, not applied.
  public var sectionFootersPinToVisibleBounds = false

  /// The sections as last computed by ``prepare()``.
  var sections: [FlowLayoutSection] = []
  /// The content size as last computed.
  var contentSize = CGSize.zero
  /// The bounds size the layout was computed for.
  var preparedBoundsSize = CGSize.zero
  /// The room the content inset and the section inset reference take at the start and end of
  /// every line, as last computed.
  var preparedLineInsets: (start: CGFloat, end: CGFloat)?
  /// Sizes cells gave for themselves, by index path, while ``estimatedItemSize`` is set; kept
  /// across invalidations, cleared by a reload.
  var measuredSizes: [IndexPath: CGSize] = [:]

  /// Creates a flow layout with UIKit's defaults (`init()`).
  public override init() {
    super.init()
  }

  /// Swivel reads no archives: fails (returns nil).
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Whether cells size themselves: ``estimatedItemSize`` is not zero.
  var isSelfSizing: Bool { estimatedItemSize != .zero }

  /// The content's size (`collectionViewContentSize`): the width of the bounds inside the content
  /// inset and the sections' total height when scrolling vertically, and the other way round.
  open override var collectionViewContentSize: CGSize { contentSize }

  /// Computes every section's frames (`prepare()`).
  open override func prepare() {
    super.prepare()
    computeSections()
  }

  /// The items, headers and footers whose frames meet `rect`.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [CollectionViewLayoutAttributes]?
  {
    elementAttributes(in: rect)
  }

  /// The attributes of the item at `indexPath`; nil when there is no such item.
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    guard section.itemFrames.indices.contains(indexPath.item) else { return nil }
    return itemAttributes(section: indexPath.section, item: indexPath.item)
  }

  /// The attributes of the header or footer of the section of `indexPath`; nil when the section
  /// has none of that kind.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    return supplementaryAttributes(kind: elementKind, section: indexPath.section)
  }

  /// True when the bounds change size (`shouldInvalidateLayout(forBoundsChange:)`): the lines
  /// depend on the width (or, scrolling horizontally, the height).
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != preparedBoundsSize
  }

  /// Invalidates the layout when the adjusted content inset changes the room at the lines' ends;
  /// a change along the scrolling axis moves no item.
  override func collectionViewAdjustedContentInsetDidChange() {
    guard let collectionView, let prepared = preparedLineInsets, !isInvalid else {
      invalidateLayout()
      return
    }
    let current = lineInsets(of: collectionView)
    if current.start != prepared.start || current.end != prepared.end { invalidateLayout() }
  }

  /// While cells size themselves, keeps the size a cell gave and asks for a new layout when it
  /// differs from the one used.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferred: CollectionViewLayoutAttributes,
    withOriginalAttributes original: CollectionViewLayoutAttributes
  ) -> Bool {
    guard isSelfSizing, preferred.representedElementCategory == .cell else { return false }
    let old = measuredSizes[original.indexPath]
    measuredSizes[original.indexPath] = preferred.size
    return old != preferred.size && preferred.size != original.size
  }
}
