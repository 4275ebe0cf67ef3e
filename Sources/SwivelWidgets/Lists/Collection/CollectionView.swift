import SwivelSupport

/// A scroll view that shows items in sections through a layout (`UICollectionView`), making
/// views only for the elements its bounds show and reusing them as it scrolls.
///
/// ```swift
/// let layout = CollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// let grid = CollectionView(frame: view.bounds, collectionViewLayout: layout)
/// grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
/// grid.dataSource = self   // numberOfItemsInSection, cellForItemAt (dequeueReusableCell …)
/// grid.delegate = self     // didSelectItemAt
/// ```
///
/// In each layout pass the collection view prepares its layout when it is invalid, sets its
/// `contentSize`, asks the layout for the elements that meet its bounds, gives elements that
/// left the bounds back to their reuse queues and asks the data source for the views of the
/// elements that came in. A tap on an item (`Window.sendTap(at:)`, `swivel render --tap`)
/// selects it and calls the delegate's `collectionView(_:didSelectItemAt:)`, unless a control
/// inside the cell takes the tap.
///
/// Where it differs from iOS: there is no prefetching, no animated batch updates
/// (`performBatchUpdates`, `insertItems` … are not provided: change the data and call
/// ``reloadData()``), and no drag and drop.
open class CollectionView: ScrollView {
  /// The kind of a flow layout's section headers (`UICollectionView.elementKindSectionHeader`).
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a flow layout's section footers (`UICollectionView.elementKindSectionFooter`).
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// The layout that places the elements (`collectionViewLayout`). Setting it lays the
  /// collection view out again with the new one.
  open var collectionViewLayout: CollectionViewLayout {
    didSet {
      guard collectionViewLayout !== oldValue else { return }
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      collectionViewLayout.invalidateLayout()
    }
  }

  /// The object that gives the sections, items and their views (`dataSource`), unretained.
  public weak var dataSource: (any CollectionViewDataSource)? {
    didSet { reloadData() }
  }

  /// A view behind all the content, the size of the bounds (`backgroundView`); nil by default.
  open var backgroundView: View? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      setNeedsLayout()
    }
  }

  /// Whether a tap selects an item (`allowsSelection`); true by default.
  public var allowsSelection = true {
    didSet { if !allowsSelection { deselectAll() } }
  }
  /// Whether several items can be selected, a tap on a selected one deselecting it
  /// (`allowsMultipleSelection`); false by default.
  public var allowsMultipleSelection = false {
    didSet { if !allowsMultipleSelection, selectedIndexPaths.count > 1 { deselectAll() } }
  }

  /// Classes registered for cells and supplementary views, by kind and reuse identifier.
  var registeredClasses: [ReuseKey: CollectionReusableView.Type] = [:]
  /// Views waiting to be reused, by kind and reuse identifier.
  var reusableViews: [ReuseKey: [CollectionReusableView]] = [:]
  /// The cells shown, by index path.
  var visibleCellsByIndexPath: [IndexPath: CollectionViewCell] = [:]
  /// The supplementary views shown, by kind and index path.
  var visibleSupplementaryViews: [SupplementaryElement: CollectionReusableView] = [:]
  /// The selected items.
  var selectedIndexPaths: Set<IndexPath> = []
  /// The number of items of each section as last asked of the data source; nil until asked.
  var itemCounts: [Int]?
  /// The bounds of the last layout pass, to ask the layout about bounds changes.
  var lastLayoutBounds: CGRect?
  /// How many views the collection view has made since it was created, for tests and
  /// benchmarks of reuse.
  package internal(set) var createdViewCount = 0

  /// A kind of element (``cellKind`` for cells) and a reuse identifier.
  struct ReuseKey: Hashable {
    var kind: String
    var identifier: String
  }

  /// The kind cells are registered and queued under, as UIKit names it in its messages.
  static let cellKind = "UICollectionElementKindCell"

  /// A kind and index path of a supplementary element.
  struct SupplementaryElement: Hashable {
    var kind: String
    var indexPath: IndexPath
  }

  /// Creates a collection view with a layout (`init(frame:collectionViewLayout:)`, UIKit's
  /// designated initializer). Its background is the system background.
  public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
    backgroundColor = .systemBackground
  }

  /// Creates a collection view with a ``CollectionViewFlowLayout`` (`init(frame:)`); UIKit
  /// requires a layout, Swivel gives the default flow layout.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, collectionViewLayout: CollectionViewFlowLayout())
  }

  /// Swivel reads no archives: fails (returns nil), as `View.init(coder:)` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The bounds (`bounds`); a change asks the layout
  /// ``CollectionViewLayout/shouldInvalidateLayout(forBoundsChange:)`` before it happens, while
  /// the collection view still has its old bounds, as UIKit does.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      boundsWillChange(to: newValue)
      super.bounds = newValue
    }
  }

  /// The frame (`frame`); a change of size asks the layout as a change of ``bounds`` does.
  open override var frame: CGRect {
    get { super.frame }
    set {
      boundsWillChange(to: CGRect(origin: bounds.origin, size: newValue.size))
      super.frame = newValue
    }
  }

  /// Asks the layout whether `newBounds` invalidates it, before the bounds change.
  private func boundsWillChange(to newBounds: CGRect) {
    guard lastLayoutBounds != nil, newBounds != bounds,
      collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
    else { return }
    collectionViewLayout.invalidateLayout()
    setNeedsLayout()
  }

  /// Prepares the layout, sets the content size and shows the views of the elements the
  /// bounds meet (see ``CollectionView``); subclasses that override it call `super`.
  open override func layoutSubviews() {
    layOutElements()
    super.layoutSubviews()
  }

  /// Selects (or with ``allowsMultipleSelection`` toggles) the item under a tap when it lifts,
  /// as UIKit's collection view does; a drag selects nothing.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    if let location = touches.first?.tapLocation(in: self) { handleTap(at: location) }
  }

  /// Invalidates the layout, whose lines are measured inside the adjusted content inset (a flow
  /// layout only when the insets at the lines' ends changed) (`adjustedContentInsetDidChange()`);
  /// subclasses that override it call `super`.
  open override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    collectionViewLayout.collectionViewAdjustedContentInsetDidChange()
  }

  // MARK: Sections and items

  /// The number of sections (`numberOfSections`), as the data source last gave it.
  public var numberOfSections: Int { loadedItemCounts.count }

  /// The number of items in `section` (`numberOfItems(inSection:)`), as the data source last gave
  /// it.
  ///
  /// - Precondition: `section` is one of the sections.
  public func numberOfItems(inSection section: Int) -> Int {
    let counts = loadedItemCounts
    requirePrecondition(
      counts.indices.contains(section),
      "numberOfItems(inSection: \(section)): the collection view has \(counts.count) sections")
    return counts[section]
  }

  /// The counts, asked of the data source once after each reload.
  var loadedItemCounts: [Int] {
    if let itemCounts { return itemCounts }
    var counts: [Int] = []
    if let dataSource {
      let sections = dataSource.numberOfSections(in: self)
      requirePrecondition(
        sections >= 0, "numberOfSections(in:) returned \(sections); a count cannot be negative")
      for section in 0..<sections {
        let items = dataSource.collectionView(self, numberOfItemsInSection: section)
        requirePrecondition(
          items >= 0,
          "collectionView(_:numberOfItemsInSection: \(section)) returned \(items); a count cannot be negative"
        )
        counts.append(items)
      }
    }
    itemCounts = counts
    return counts
  }

  /// Whether `indexPath` names an item of the data.
  func containsItem(_ indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2 else { return false }
    let counts = loadedItemCounts
    return counts.indices.contains(indexPath.section)
      && (0..<counts[indexPath.section]).contains(indexPath.item)
  }

  /// Asks the data source again for everything (`reloadData()`): the counts, then in the next
  /// layout pass the views of the visible elements. The shown views go back to their reuse
  /// queues, the layout is invalidated and cells that sized themselves are measured again.
  /// Selected items that no longer exist are deselected.
  public func reloadData() {
    itemCounts = nil
    for (indexPath, cell) in visibleCellsByIndexPath { endDisplaying(cell, at: indexPath) }
    visibleCellsByIndexPath = [:]
    for (element, view) in visibleSupplementaryViews { endDisplaying(view, element: element) }
    visibleSupplementaryViews = [:]
    (collectionViewLayout as? CollectionViewFlowLayout)?.measuredSizes = [:]
    if !selectedIndexPaths.isEmpty { selectedIndexPaths = selectedIndexPaths.filter(containsItem) }
    collectionViewLayout.invalidateLayout()
    setNeedsLayout()
  }
}
