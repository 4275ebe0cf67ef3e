/// The object that places a collection view's cells and supplementary views
/// (`UICollectionViewLayout`), to subclass as in UIKit: ``prepare()`` computes, the other methods
/// answer from what it computed.
///
/// The collection view calls ``prepare()`` before its first layout pass and after every
/// ``invalidateLayout()``, asks ``collectionViewContentSize`` for its content size and
/// ``layoutAttributesForElements(in:)`` for the elements its bounds show, and makes views for
/// those only. A change of its bounds invalidates the layout when
/// ``shouldInvalidateLayout(forBoundsChange:)`` says so. ``CollectionViewFlowLayout`` is the
/// grid and list layout UIKit ships.
open class CollectionViewLayout {
  /// The collection view the layout belongs to (`collectionView`), unretained; nil until it is
  /// given to one.
  public internal(set) weak var collectionView: CollectionView?

  /// Whether ``prepare()`` must run before the layout answers again.
  private(set) var isInvalid = true

  /// Creates a layout (`init()`).
  public init() {}

  /// Swivel reads no archives: fails (returns nil), as UIKit's objects read from a nib would
  /// need one (`init?(coder:)`).
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The class of the attributes the layout makes (`layoutAttributesClass`); override to make
  /// a subclass of ``CollectionViewLayoutAttributes``.
  open class var layoutAttributesClass: CollectionViewLayoutAttributes.Type {
    CollectionViewLayoutAttributes.self
  }

  /// Whether the layout mirrors itself in a right-to-left layout direction
  /// (`flipsHorizontallyInOppositeLayoutDirection`); false by default, true for
  /// ``CollectionViewFlowLayout``. A layout that mirrors itself does so in ``prepare()``.
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  /// Computes the layout (`prepare()`); called before the first pass and after each
  /// invalidation. The default does nothing; subclasses compute and cache here and call
  /// `super`.
  open func prepare() {}

  /// The size of all the content (`collectionViewContentSize`); zero by default.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of every element whose frame meets `rect`, in content coordinates
  /// (`layoutAttributesForElements(in:)`); empty by default.
  open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    nil
  }

  /// The attributes of the item at `indexPath` (`layoutAttributesForItem(at:)`); nil by
  /// default.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes of the supplementary view of `elementKind` at `indexPath`
  /// (`layoutAttributesForSupplementaryView(ofKind:at:)`); nil by default.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    nil
  }

  /// Whether a change of the collection view's bounds to `newBounds` needs a new layout
  /// (`shouldInvalidateLayout(forBoundsChange:)`); false by default, as in UIKit.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    false
  }

  /// Whether a cell's own measure of itself (`preferred`, from
  /// ``CollectionReusableView/preferredLayoutAttributesFitting(_:)``) needs a new layout
  /// (`shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`); false by
  /// default. Self-sizing layouts keep the preferred size and return true.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferred: CollectionViewLayoutAttributes,
    withOriginalAttributes original: CollectionViewLayoutAttributes
  ) -> Bool {
    false
  }

  /// Marks the layout out of date (`invalidateLayout()`): the collection view calls
  /// ``prepare()`` again in its next layout pass. Subclasses that override it call `super`.
  open func invalidateLayout() {
    isInvalid = true
    collectionView?.setNeedsLayout()
  }

  /// The collection view's adjusted content inset changed: the default invalidates the layout.
  func collectionViewAdjustedContentInsetDidChange() {
    invalidateLayout()
  }

  /// Runs ``prepare()`` when the layout is invalid.
  func prepareIfNeeded() {
    guard isInvalid else { return }
    isInvalid = false
    prepare()
  }
}
